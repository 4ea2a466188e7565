import { Anchor, Button, Group, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PROJECT_DESCRIPTION_MAX } from '@highlight/domain/constants';
import type { ProjectExperience } from '@highlight/domain/resume';
import { useState, type FormEvent } from 'react';
import {
  DraftDialog,
  useDialogForm,
  type CloseRef,
  type RestoredDialog,
} from '../../hooks/use-dialog-draft.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { missionPath } from '../../../../lib/missions.ts';
import { accentInsensitiveFilter } from '../../../../lib/accent-insensitive-filter.ts';
import { CharacterCounter } from '../../../../components/form/CharacterCounter.tsx';
import {
  projectFormOf,
  projectFromForm,
  type FormErrors,
  type ProjectField,
  type ProjectFormValues,
} from './experience-form.ts';
import type { ProjectChoices } from './project-choices.ts';

/**
 * The dialog adding or editing a project of an experience (spec §1 mission 5, §5, §9): name,
 * description (counter 200), technical environment among mission 3's skills, jobs among
 * mission 2's, sub-sectors of the experience's activity sector. Saving validates with
 * `ZProjectExperience`. `project` undefined: a new project with a fresh id. Issue #26 §14: closing it
 * with typed input asks first; the input is a local draft (`draftKey`, of experience
 * `experienceId`) until saved or discarded, `restored` when the mission reopens one.
 */
export function ProjectDialog(props: ProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <DraftDialog
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={t(
        props.project ? 'missions:experiences.project.editTitle' : 'missions:experiences.project.addTitle',
      )}
      data-testid="experience-project-dialog"
    >
      {(closeRef) => <ProjectForm {...props} closeRef={closeRef} />}
    </DraftDialog>
  );
}

interface ProjectDialogProps {
  opened: boolean;
  project: ProjectExperience | undefined;
  experienceId: string;
  choices: ProjectChoices;
  draftKey: string;
  restored?: RestoredDialog<ProjectFormValues>;
  onClose: () => void;
  onSubmit: (project: ProjectExperience) => void;
}

function MissionHint({
  text,
  link,
  step,
  testId,
}: {
  text: string;
  link: string;
  step: number;
  testId: string;
}) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {text}{' '}
      <Anchor component={Link} to={missionPath(step)} size="sm">
        {link}
      </Anchor>
    </Text>
  );
}

function ProjectForm({
  project,
  experienceId,
  choices,
  draftKey,
  restored,
  closeRef,
  onClose,
  onSubmit,
}: ProjectDialogProps & { closeRef: CloseRef }) {
  const { t } = useTranslation();
  const { id, values, setValues, requestClose, done } = useDialogForm({
    entryId: project?.id,
    initial: () => projectFormOf(project),
    restored,
    storageKey: draftKey,
    kind: 'project',
    experienceId,
    summary: (typed) => typed.name.trim(),
    closeRef,
    onClose,
  });
  const [errors, setErrors] = useState<FormErrors<ProjectField>>({});

  const change = <K extends keyof ProjectFormValues & ProjectField>(key: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const outcome = projectFromForm(values, id, choices.refOf);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return;
    }
    done();
    onSubmit(outcome.value);
  };

  const errorOf = (field: ProjectField) => (errors[field] ? t(errors[field]) : undefined);
  const noSkills = choices.skills.length === 0;
  const noJobs = choices.jobs.length === 0;

  return (
    <form onSubmit={save} noValidate data-testid="experience-project-form">
      <Stack gap="md">
        <TextInput
          label={t('missions:experiences.project.name')}
          placeholder={t('missions:experiences.project.namePlaceholder')}
          required
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="experience-project-name"
        />
        <div>
          <Textarea
            label={t('missions:experiences.project.description')}
            placeholder={t('missions:experiences.project.descriptionPlaceholder')}
            rows={3}
            resize="vertical"
            value={values.description}
            onChange={(event) => change('description', event.currentTarget.value)}
            error={errorOf('description')}
            data-testid="experience-project-description"
          />
          <CharacterCounter
            value={values.description}
            max={PROJECT_DESCRIPTION_MAX}
            testId="experience-project-description-counter"
          />
        </div>
        <div>
          <MultiSelect
            label={t('missions:experiences.project.environment')}
            placeholder={noSkills ? undefined : t('missions:experiences.project.environmentPlaceholder')}
            data={choices.skills}
            value={values.technicalEnvironment}
            onChange={(value) => change('technicalEnvironment', value)}
            searchable
            clearable
            disabled={noSkills}
            filter={accentInsensitiveFilter}
            nothingFoundMessage={t('missions:common.noResult')}
            error={errorOf('technicalEnvironment')}
            data-testid="experience-project-environment"
          />
          {noSkills && (
            <MissionHint
              text={t('missions:experiences.project.noSkills')}
              link={t('missions:experiences.project.goToSkills')}
              step={3}
              testId="experience-project-no-skills"
            />
          )}
        </div>
        <div>
          <MultiSelect
            label={t('missions:experiences.project.jobs')}
            placeholder={noJobs ? undefined : t('missions:experiences.project.jobsPlaceholder')}
            data={choices.jobs}
            value={values.jobs}
            onChange={(value) => change('jobs', value)}
            searchable
            clearable
            disabled={noJobs}
            filter={accentInsensitiveFilter}
            nothingFoundMessage={t('missions:common.noResult')}
            error={errorOf('jobs')}
            data-testid="experience-project-jobs"
          />
          {noJobs && (
            <MissionHint
              text={t('missions:experiences.project.noJobs')}
              link={t('missions:experiences.project.goToJobs')}
              step={2}
              testId="experience-project-no-jobs"
            />
          )}
        </div>
        <MultiSelect
          label={t('missions:experiences.project.subSectors')}
          placeholder={
            choices.subSectors === null ? undefined : t('missions:experiences.project.subSectorsPlaceholder')
          }
          description={choices.subSectors === null ? t('missions:experiences.project.noSector') : undefined}
          data={choices.subSectors ?? []}
          value={values.subSectors}
          onChange={(value) => change('subSectors', value)}
          searchable
          clearable
          disabled={choices.subSectors === null}
          filter={accentInsensitiveFilter}
          nothingFoundMessage={t('missions:common.noResult')}
          error={errorOf('subSectors')}
          data-testid="experience-project-sub-sectors"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={requestClose} data-testid="experience-project-cancel">
            {t('missions:common.cancel')}
          </Button>
          <Button type="submit" data-testid="experience-project-save">
            {t('missions:common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
