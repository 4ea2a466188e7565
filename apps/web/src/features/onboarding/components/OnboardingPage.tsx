import { Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PATHS } from '@highlight/domain/navigation';
import { GRADES, gradeFor, MAX_STARS, type Grade } from '@highlight/domain/stars';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarImage } from '../../../components/avatar/AvatarImage.tsx';
import type { ReactNode } from 'react';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { MISSIONS } from '../../../lib/missions.ts';

/** The star counts of each grade, from the grade rule itself (DESIGN.md: 0–3, 4–7, 8–11, 12–14). */
function gradeRanges(): { grade: Grade; min: number; max: number }[] {
  return GRADES.map((grade) => {
    const counts = Array.from({ length: MAX_STARS + 1 }, (_, count) => count).filter(
      (count) => gradeFor(count) === grade,
    );
    return { grade, min: counts[0] ?? 0, max: counts[counts.length - 1] ?? 0 };
  });
}

/**
 * spec §2 /onboarding (users without an avatar): welcome, the seven missions of spec §1, how stars
 * and grades work (spec §9), "Start from my CV" (`cvImport`, the CV import's card composed in by
 * the route, issue #28 §4), then on to the avatar choice.
 */
export function OnboardingPage({ cvImport }: { cvImport?: ReactNode }) {
  const { t } = useTranslation();
  const me = useGetMe();
  return (
    <Stack gap="xl" maw={1000} mx="auto" data-testid="onboarding">
      <Stack gap="xs">
        <Title order={1}>{t('onboarding.title', { firstname: me.firstname })}</Title>
        <Text size="lg" c="dimmed">
          {t('onboarding.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Title order={2} fz="h3" mb="sm">
            {t('onboarding.missionsTitle')}
          </Title>
          <List spacing="sm" listStyleType="none" data-testid="onboarding-missions">
            {MISSIONS.map((mission) => (
              <List.Item
                key={mission.step}
                icon={
                  <ThemeIcon radius="xl" size={26} variant="light">
                    {mission.step}
                  </ThemeIcon>
                }
              >
                <Text fw={600}>{t(mission.title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(mission.description)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Card>
        <Card>
          <Title order={2} fz="h3" mb="sm">
            {t('onboarding.starsTitle')}
          </Title>
          <Text mb="sm">{t('onboarding.starsText', { max: MAX_STARS })}</Text>
          <Text mb="md">{t('onboarding.gradesText')}</Text>
          <SimpleGrid cols={2} spacing="sm">
            {gradeRanges().map(({ grade, min, max }) => (
              <Group key={grade} gap="sm" wrap="nowrap">
                <AvatarImage avatar="cat" grade={grade} size={56} />
                <div>
                  <Text fw={600}>{t('grade.label', { grade })}</Text>
                  <Text size="sm" c="dimmed">
                    {t('onboarding.gradeRange', { min, max })}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
        </Card>
      </SimpleGrid>
      {cvImport}
      <Group justify="center">
        <Button size="lg" component={Link} to={PATHS.avatar} data-testid="onboarding-choose-avatar">
          {t('onboarding.chooseAvatar')}
        </Button>
      </Group>
    </Stack>
  );
}
