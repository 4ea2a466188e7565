import { Group, List, Text, ThemeIcon } from '@mantine/core';
import type { ResumeBody } from '@highlight/domain/resume';
import { computeStars } from '@highlight/domain/stars';
import { useTranslation } from 'react-i18next';
import { STAR_LABELS } from '../../../lib/missions.ts';

/**
 * The stars mission `step` earns (spec §1, §9; DESIGN.md "Stars"), computed live from `resume`
 * (the draft being edited), each shown acquired or not with what earns it. Renders nothing for a
 * mission without stars (mission 1).
 */
export function MissionStars({ resume, step }: { resume: ResumeBody; step: number }) {
  const { t } = useTranslation();
  const stars = computeStars(resume).filter((star) => star.mission === step);
  if (stars.length === 0) return null;
  const acquired = stars.filter((star) => star.starsAcquired === 1).length;
  return (
    <div data-testid="mission-stars" data-acquired={acquired}>
      {/* issue #11 §2: a star won or lost while typing is announced (role status, polite). */}
      <Text fw={600} mb="xs" role="status" data-testid="mission-stars-count">
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
                role="img"
                aria-label={star.starsAcquired === 1 ? t('takeoff.starAcquired') : t('takeoff.starMissing')}
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
  );
}
