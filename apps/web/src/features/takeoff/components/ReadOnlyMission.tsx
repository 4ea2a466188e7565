import { Alert, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import type { LabelOf } from '@highlight/domain/reference';
import type { Resume } from '@highlight/domain/user';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DiplomasSection,
  ExperiencesSection,
  JobsSection,
  LanguagesSection,
  SoftSkillsSection,
  TechnicalSkillsSection,
  type SectionProps,
} from '../../../components/resume-view/ResumeSections.tsx';
import { STAR_LABELS } from '../../../lib/missions.ts';

function JobsWithPosition(props: SectionProps) {
  return <JobsSection {...props} withDesiredPosition />;
}

/** What each of missions 2–7 fills in (spec §1). */
const MISSION_SECTIONS: Record<number, ComponentType<SectionProps>> = {
  2: JobsWithPosition,
  3: TechnicalSkillsSection,
  4: SoftSkillsSection,
  5: ExperiencesSection,
  6: DiplomasSection,
  7: LanguagesSection,
};

/**
 * Missions 2–7 as they stand: the data already in the resume for that mission, read-only, the
 * stars the mission earns (acquired or not), and a plain notice that editing it is not available
 * yet.
 */
export function ReadOnlyMission({
  step,
  resume,
  labelOf,
  locale,
}: {
  step: number;
  resume: Resume;
  labelOf: LabelOf;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const SectionView = MISSION_SECTIONS[step];
  const stars = resume.stars.filter((star) => star.mission === step);
  const acquired = stars.filter((star) => star.starsAcquired === 1).length;

  return (
    <Stack gap="lg">
      <Alert
        color="blue"
        variant="light"
        title={t('takeoff.readOnlyTitle')}
        data-testid="mission-readonly-notice"
      >
        {t('takeoff.readOnlyText')}
      </Alert>
      {stars.length > 0 && (
        <div data-testid="mission-stars">
          <Text fw={600} mb="xs">
            {t('takeoff.missionStars', { acquired, max: stars.length })}
          </Text>
          <List spacing={4} listStyleType="none">
            {stars.map((star) => (
              <List.Item key={star.id}>
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon
                    radius="xl"
                    size={20}
                    variant={star.starsAcquired === 1 ? 'filled' : 'light'}
                    color={star.starsAcquired === 1 ? 'yellow' : 'gray'}
                    aria-label={
                      star.starsAcquired === 1 ? t('takeoff.starAcquired') : t('takeoff.starMissing')
                    }
                  >
                    ★
                  </ThemeIcon>
                  <Text size="sm" c={star.starsAcquired === 1 ? undefined : 'dimmed'}>
                    {t(STAR_LABELS[star.id])}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {SectionView && <SectionView resume={resume} labelOf={labelOf} locale={locale} />}
    </Stack>
  );
}
