import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { PATHS } from '@highlight/domain/navigation';
import { MAX_STARS, nextMissingStars } from '@highlight/domain/stars';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AvatarImage } from '../../../components/avatar/AvatarImage.tsx';
import { DownloadResumeButtons } from '../../../components/download/DownloadResumeButtons.tsx';
import { JsonResumeImport } from './JsonResumeImport.tsx';
import type { ReactNode } from 'react';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { MISSIONS, missionPath, STAR_LABELS } from '../../../lib/missions.ts';
import { formatDate } from '@highlight/domain/intl';

/**
 * spec §2 /home: my skills file (stars x/14, grade, the avatar at that grade), improvement areas
 * (the next missing stars, each linking to its mission, spec §1), and the edit, view and download
 * cards (PDF, DOCX, JSON Resume), "Start from my CV" (issue #28 §4), the JSON Resume import (issue #8 §11). An outdated file (spec §4: 6 months without update) shows the eighth title and a call to
 * update. `cvImport` is the CV import's card (issue #28 §4), composed in by the route: features do
 * not import each other.
 */
export function HomePage({ cvImport }: { cvImport?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useGetLocale();
  const me = useGetMe();
  const { resume } = me;
  const improvements = nextMissingStars(resume.stars);
  const updatedAt = formatDate(resume.updatedAt, locale);

  return (
    <Stack gap="lg" data-testid="home">
      <Title order={1}>{t('home.title', { firstname: me.firstname })}</Title>

      {resume.outdated && (
        <Alert color="orange" variant="light" data-testid="home-outdated">
          <Title order={2} fz="h3" mb={4}>
            {t('home.outdatedTitle')}
          </Title>
          <Text mb="sm">{t('home.outdatedText', { date: updatedAt })}</Text>
          <Button color="orange" component={Link} to={PATHS.takeoff} data-testid="home-outdated-update">
            {t('home.outdatedAction')}
          </Button>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card data-testid="home-skills-file">
          <Title order={2} fz="h3" mb="md">
            {t('home.fileTitle')}
          </Title>
          <Group wrap="nowrap" align="center" gap="lg">
            {me.avatar !== null && <AvatarImage avatar={me.avatar} grade={resume.grade} size={128} />}
            <Stack gap={6} style={{ flexGrow: 1 }}>
              <Badge size="lg" variant="light" data-testid="home-grade">
                {t('grade.label', { grade: resume.grade })}
              </Badge>
              <Text fz="xl" fw={700} data-testid="home-stars">
                {t('home.stars', { acquired: resume.starCount, max: MAX_STARS })}
              </Text>
              <Progress
                value={(resume.starCount / MAX_STARS) * 100}
                aria-label={t('home.stars', { acquired: resume.starCount, max: MAX_STARS })}
              />
              <Text size="sm" c="dimmed">
                {t('home.updatedAt', { date: updatedAt })}
              </Text>
            </Stack>
          </Group>
        </Card>

        <Card data-testid="home-improvements">
          <Title order={2} fz="h3" mb="md">
            {t('home.improvementsTitle')}
          </Title>
          {improvements.length === 0 ? (
            <Text>{t('home.allStars')}</Text>
          ) : (
            <List spacing="sm" listStyleType="none">
              {improvements.map((star) => (
                <List.Item
                  key={star.id}
                  icon={
                    <ThemeIcon radius="xl" size={26} variant="light" color="yellow">
                      ★
                    </ThemeIcon>
                  }
                >
                  <Anchor
                    component={Link}
                    to={missionPath(star.mission)}
                    data-testid={`improvement-${star.id}`}
                  >
                    {t(STAR_LABELS[star.id])}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('home.inMission', {
                      step: star.mission,
                      title: t(MISSIONS[star.mission - 1]?.title ?? ''),
                    })}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {cvImport}
        <Card>
          <Stack h="100%" justify="space-between">
            <div>
              <Title order={2} fz="h4">
                {t('home.editTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('home.editText')}
              </Text>
            </div>
            <Button component={Link} to={PATHS.takeoff} data-testid="home-edit">
              {t('home.editAction')}
            </Button>
          </Stack>
        </Card>
        <Card>
          <Stack h="100%" justify="space-between">
            <div>
              <Title order={2} fz="h4">
                {t('home.viewTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('home.viewText')}
              </Text>
            </div>
            <Button variant="light" component={Link} to={PATHS.visualisation} data-testid="home-view">
              {t('home.viewAction')}
            </Button>
          </Stack>
        </Card>
        <Card>
          <Stack h="100%" justify="space-between">
            <div>
              <Title order={2} fz="h4">
                {t('home.downloadTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('home.downloadText')}
              </Text>
            </div>
            <DownloadResumeButtons userId={me.id} testIdPrefix="home-download" withJsonResume />
          </Stack>
        </Card>
        <JsonResumeImport />
      </SimpleGrid>
    </Stack>
  );
}
