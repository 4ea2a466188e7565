import { Badge, Box, Button, Card, Group, Paper, Stack, Text } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { formatDateRange } from '@highlight/domain/experience';
import type { LabelOf } from '@highlight/domain/reference';
import type { Experience, ProjectExperience } from '@highlight/domain/resume';
import { useTranslation } from 'react-i18next';
import '../mission-cards.css';

/** The company of an experience, or "personal project" (spec §5: one of them is given). */
export function useExperienceName(): (experience: Experience) => string {
  const { t } = useTranslation();
  return (experience) =>
    experience.personalProject && experience.corporation === ''
      ? t('missions:experiences.personalProject')
      : experience.corporation;
}

function ErrorLines({ messages, testId }: { messages: string[]; testId: string }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap={2} role="alert" data-testid={testId}>
      {messages.map((message) => (
        <Text key={message} c="red" size="sm">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

function ProjectItem({
  project,
  labelOf,
  locale,
  errors,
  onEdit,
  onDelete,
}: {
  project: ProjectExperience;
  labelOf: LabelOf;
  locale: Locale;
  errors: string[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const lists = [
    {
      key: 'environment',
      title: t('missions:experiences.project.environment'),
      labels: project.technicalEnvironment.map((ref) => labelOf('skill', ref, locale)),
    },
    {
      key: 'jobs',
      title: t('missions:experiences.project.jobs'),
      labels: project.jobs.map((ref) => labelOf('job', ref, locale)),
    },
    {
      key: 'subSectors',
      title: t('missions:experiences.project.subSectors'),
      labels: project.subSectors.map((id) => labelOf('sub_sector', id, locale)),
    },
  ].filter((list) => list.labels.length > 0);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="experience-project">
      <div className="mission-card-head">
        <Box className="mission-card-text">
          <Text fw={600} size="sm" data-testid="experience-project-title">
            {project.name}
          </Text>
          {project.description !== '' && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {project.description}
            </Text>
          )}
        </Box>
        <div className="mission-card-actions">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onEdit}
            aria-label={t('missions:experiences.project.editLabel', { name: project.name })}
            data-testid="experience-project-edit"
          >
            {t('missions:common.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('missions:experiences.project.deleteLabel', { name: project.name })}
            data-testid="experience-project-delete"
          >
            {t('missions:common.delete')}
          </Button>
        </div>
      </div>
      {lists.map((list) => (
        <Group key={list.key} gap={4} mt={6} data-testid={`experience-project-${list.key}`}>
          <Text size="xs" fw={600} c="dimmed">
            {list.title}
          </Text>
          {list.labels.map((label) => (
            <Badge key={label} size="sm" variant="light" radius="sm" tt="none" className="mission-card-badge">
              {label}
            </Badge>
          ))}
        </Group>
      ))}
      <ErrorLines messages={errors} testId="experience-project-errors" />
    </Paper>
  );
}

/**
 * One experience of mission 5 (spec §3): company or "personal project", position, activity
 * sector, the displayed date range, context, then its projects with their own edit and delete
 * buttons. `errors` are the messages of the mission's last check (spec §5), for the experience
 * itself and for each of its projects (by project index).
 */
export function ExperienceCard({
  experience,
  labelOf,
  locale,
  errors,
  projectErrors,
  onEdit,
  onDelete,
  onAddProject,
  onEditProject,
  onDeleteProject,
}: {
  experience: Experience;
  labelOf: LabelOf;
  locale: Locale;
  errors: string[];
  projectErrors: (projectIndex: number) => string[];
  onEdit: () => void;
  onDelete: () => void;
  onAddProject: () => void;
  onEditProject: (project: ProjectExperience) => void;
  onDeleteProject: (project: ProjectExperience) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useExperienceName();
  const name = nameOf(experience);
  return (
    <Card withBorder padding="md" radius="md" component="li" data-testid="experience-card">
      <div className="mission-card-head">
        <Box className="mission-card-text">
          <Text fw={700} data-testid="experience-position-text">
            {experience.position}
          </Text>
          <Text size="sm" c="brand.8" data-testid="experience-company-text">
            {name}
            {experience.sector !== null && ` · ${labelOf('sector', experience.sector, locale)}`}
          </Text>
          <Text size="sm" c="dimmed" className="mission-card-date" data-testid="experience-dates">
            {formatDateRange(experience, locale, t('missions:experiences.present'))}
          </Text>
        </Box>
        <div className="mission-card-actions">
          <Button
            size="compact-sm"
            variant="light"
            onClick={onEdit}
            aria-label={t('missions:experiences.editLabel', { name, position: experience.position })}
            data-testid="experience-edit"
          >
            {t('missions:common.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={t('missions:experiences.deleteLabel', { name, position: experience.position })}
            data-testid="experience-delete"
          >
            {t('missions:common.delete')}
          </Button>
        </div>
      </div>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
        {experience.context}
      </Text>
      <ErrorLines messages={errors} testId="experience-errors" />
      <Stack gap="xs" mt="sm">
        <Text size="sm" fw={600}>
          {t('missions:experiences.project.listTitle', { count: experience.projectExperiences.length })}
        </Text>
        {experience.projectExperiences.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('missions:experiences.project.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {experience.projectExperiences.map((project, index) => (
              <ProjectItem
                key={project.id}
                project={project}
                labelOf={labelOf}
                locale={locale}
                errors={projectErrors(index)}
                onEdit={() => onEditProject(project)}
                onDelete={() => onDeleteProject(project)}
              />
            ))}
          </Stack>
        )}
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onAddProject}
            data-testid="experience-project-add"
          >
            {t('missions:experiences.project.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
