/**
 * The sections of a skills file (spec §1 missions 2–7), shared by the full document (ResumeView)
 * and the read-only mission screens. Every section takes the resume, the label lookup over the
 * reference data and the document's locale; its headings follow that locale too.
 */
import { Badge, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { formatDateRange, sortExperiences } from '@highlight/domain/experience';
import type { LabelOf } from '@highlight/domain/reference';
import type { ResumeBody, ResumeLanguage } from '@highlight/domain/resume';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@highlight/domain/languages';
import { formatMonths, formatYearMonth } from './format.ts';

export interface SectionProps {
  resume: ResumeBody;
  labelOf: LabelOf;
  locale: Locale;
}

/** The `web` translator of the document's locale (which may differ from the interface's). */
export function useDocumentT(locale: Locale): TFunction {
  const { i18n } = useTranslation();
  return useMemo(() => i18n.getFixedT(locale, 'web'), [i18n, locale]);
}

/** A titled section; `empty` shows a plain "nothing yet" line instead of the content. */
export function Section({
  title,
  empty,
  emptyText,
  testId,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" data-testid={testId}>
      <Title order={3} fz="sm" tt="uppercase" c="brand.8" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Title>
      <Divider mt={4} mb="sm" />
      {empty ? (
        <Text c="dimmed" fs="italic" size="sm">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}

const LEVEL_KEYS: Record<ResumeLanguage['level'], string> = {
  notions: 'web:resume.levels.notions',
  limited_professional: 'web:resume.levels.limited_professional',
  full_professional: 'web:resume.levels.full_professional',
  bilingual_native: 'web:resume.levels.bilingual_native',
  toeic: 'web:resume.levels.toeic',
  toefl: 'web:resume.levels.toefl',
};

/** Mission 2: the desired position (optional here) and the professions with experience time. */
export function JobsSection({
  resume,
  labelOf,
  locale,
  withDesiredPosition = false,
}: SectionProps & { withDesiredPosition?: boolean }) {
  const t = useDocumentT(locale);
  const empty = resume.jobs.length === 0 && (!withDesiredPosition || resume.desiredPosition === '');
  return (
    <Section
      title={t('resume.jobs')}
      empty={empty}
      emptyText={t('resume.empty')}
      testId="resume-section-jobs"
    >
      <Stack gap={6}>
        {withDesiredPosition && resume.desiredPosition !== '' && (
          <Text>
            <Text span fw={600}>
              {t('resume.desiredPosition')}
            </Text>{' '}
            {resume.desiredPosition}
          </Text>
        )}
        {resume.jobs.map((entry) => (
          <Group key={entry.job.id} justify="space-between" wrap="nowrap">
            <Text fw={500}>{labelOf('job', entry.job, locale)}</Text>
            <Text c="dimmed" size="sm">
              {formatMonths(entry.experienceMonths, t)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** Mission 3: technical skills grouped by domain. */
export function TechnicalSkillsSection({ resume, labelOf, locale }: SectionProps) {
  const t = useDocumentT(locale);
  const domains = resume.technicalSkills.filter((domain) => domain.skills.length > 0);
  return (
    <Section
      title={t('resume.technicalSkills')}
      empty={domains.length === 0}
      emptyText={t('resume.empty')}
      testId="resume-section-technical-skills"
    >
      <Stack gap="xs">
        {domains.map((domain) => (
          <Box key={domain.domain.id}>
            <Text fw={600} size="sm" mb={4}>
              {labelOf('domain', domain.domain, locale)}
            </Text>
            <Group gap={6}>
              {domain.skills.map((skill) => (
                <Badge key={skill.id} variant="light" radius="sm" tt="none">
                  {labelOf('skill', skill, locale)}
                </Badge>
              ))}
            </Group>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/** Mission 4: functional (soft) skills. */
export function SoftSkillsSection({ resume, locale }: SectionProps) {
  const t = useDocumentT(locale);
  return (
    <Section
      title={t('resume.softSkills')}
      empty={resume.softSkills.length === 0}
      emptyText={t('resume.empty')}
      testId="resume-section-soft-skills"
    >
      <Group gap={6}>
        {resume.softSkills.map((skill) => (
          <Badge key={skill} variant="outline" color="gray" radius="sm" tt="none">
            {skill}
          </Badge>
        ))}
      </Group>
    </Section>
  );
}

/**
 * Mission 5: professional experiences, sorted as spec §4 says (ongoing first, then end date, then
 * start date, descending), each with its date range and projects.
 */
export function ExperiencesSection({ resume, labelOf, locale }: SectionProps) {
  const t = useDocumentT(locale);
  const experiences = sortExperiences(resume.experiences);
  return (
    <Section
      title={t('resume.experiences')}
      empty={experiences.length === 0}
      emptyText={t('resume.empty')}
      testId="resume-section-experiences"
    >
      <Stack gap="lg">
        {experiences.map((experience) => (
          <Box key={experience.id} data-testid="resume-experience">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Box>
                <Text fw={700}>{experience.position}</Text>
                <Text size="sm" c="brand.8">
                  {experience.personalProject && experience.corporation === ''
                    ? t('resume.personalProject')
                    : experience.corporation}
                  {experience.sector !== null && ` · ${labelOf('sector', experience.sector, locale)}`}
                </Text>
              </Box>
              <Text size="sm" c="dimmed" data-testid="resume-experience-dates">
                {formatDateRange(experience, locale, t('resume.present'))}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              {experience.context}
            </Text>
            {experience.projectExperiences.length > 0 && (
              <Stack gap="xs" mt="xs">
                {experience.projectExperiences.map((project) => (
                  <Paper key={project.id} bg="gray.0" p="sm" radius="md">
                    <Text fw={600} size="sm">
                      {project.name}
                    </Text>
                    {project.description !== '' && <Text size="sm">{project.description}</Text>}
                    {project.technicalEnvironment.length > 0 && (
                      <Group gap={4} mt={6}>
                        <Text size="xs" fw={600} c="dimmed">
                          {t('resume.technicalEnvironment')}
                        </Text>
                        {project.technicalEnvironment.map((skill) => (
                          <Badge key={skill.id} size="sm" variant="light" radius="sm" tt="none">
                            {labelOf('skill', skill, locale)}
                          </Badge>
                        ))}
                      </Group>
                    )}
                    {project.jobs.length > 0 && (
                      <Text size="xs" mt={4}>
                        <Text span fw={600} c="dimmed">
                          {t('resume.projectJobs')}
                        </Text>{' '}
                        {project.jobs.map((job) => labelOf('job', job, locale)).join(', ')}
                      </Text>
                    )}
                    {project.subSectors.length > 0 && (
                      <Text size="xs" mt={2}>
                        <Text span fw={600} c="dimmed">
                          {t('resume.subSectors')}
                        </Text>{' '}
                        {project.subSectors.map((id) => labelOf('sub_sector', id, locale)).join(', ')}
                      </Text>
                    )}
                  </Paper>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/** Mission 6: diplomas, then certifications, most recent first. */
export function DiplomasSection({ resume, locale }: SectionProps) {
  const t = useDocumentT(locale);
  const byDate = [...resume.diplomas].sort(
    (a, b) =>
      b.graduateYears.year * 12 + b.graduateYears.month - (a.graduateYears.year * 12 + a.graduateYears.month),
  );
  const groups = [
    { title: t('resume.diplomas'), items: byDate.filter((entry) => entry.graduate === 'diploma') },
    {
      title: t('resume.certifications'),
      items: byDate.filter((entry) => entry.graduate === 'certification'),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <Section
      title={t('resume.diplomasAndCertifications')}
      empty={groups.length === 0}
      emptyText={t('resume.empty')}
      testId="resume-section-diplomas"
    >
      <Stack gap="sm">
        {groups.map((group) => (
          <Box key={group.title}>
            <Text fw={600} size="sm" mb={4}>
              {group.title}
            </Text>
            <Stack gap={4}>
              {group.items.map((diploma) => (
                <Group key={diploma.id} justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm">
                    <Text span fw={500}>
                      {diploma.title}
                    </Text>{' '}
                    — {diploma.school}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatYearMonth(diploma.graduateYears, locale)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

/** Mission 7: languages with their level, or the TOEIC / TOEFL score. */
export function LanguagesSection({ resume, locale }: SectionProps) {
  const t = useDocumentT(locale);
  return (
    <Section
      title={t('resume.languages')}
      empty={resume.languages.length === 0}
      emptyText={t('resume.empty')}
      testId="resume-section-languages"
    >
      <Stack gap={4}>
        {resume.languages.map((language) => (
          <Group key={language.code} justify="space-between" wrap="nowrap">
            <Text fw={500}>{languageName(language.code, locale)}</Text>
            <Text size="sm" c="dimmed">
              {levelText(language, t)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function levelText(language: ResumeLanguage, t: TFunction): string {
  const level = t(LEVEL_KEYS[language.level]);
  return language.score === null ? level : t('resume.levelWithScore', { level, score: language.score });
}
