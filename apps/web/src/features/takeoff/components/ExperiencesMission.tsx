import { Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { useQuery } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import { sortExperiences } from '@highlight/domain/experience';
import type { Experience, ProjectExperience } from '@highlight/domain/resume';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { notify } from '../../../lib/notify.ts';
import { useMissionDraft } from '../hooks/use-mission-draft.ts';
import { ExperienceCard, useExperienceName } from './experiences/ExperienceCard.tsx';
import { ExperienceDialog } from './experiences/ExperienceDialog.tsx';
import type { ExperienceFormValues, ProjectFormValues } from './experiences/experience-form.ts';
import { dialogDraftKey, useDialogDraftOffer, type DialogTarget } from '../hooks/use-dialog-draft.tsx';
import { DraftOfferNotice } from './DraftOfferNotice.tsx';
import { catalogueOptions, projectChoicesOf } from './experiences/project-choices.ts';
import { ProjectDialog } from './experiences/ProjectDialog.tsx';
import type { MissionEditorProps } from './mission-editor.ts';
import { MissionStars } from './MissionStars.tsx';

const KEYS = ['experiences'] as const;

/**
 * Which dialog is open: an experience (new when no id) or a project of an experience; `restored`:
 * the typed content of a dialog draft reopened after a reload (issue #26 §14), with its entry's id.
 */
type Dialog =
  | {
      kind: 'experience';
      experienceId?: string;
      restored?: { values: ExperienceFormValues; entryId: string };
    }
  | {
      kind: 'project';
      experienceId: string;
      projectId?: string;
      restored?: { values: ProjectFormValues; entryId: string };
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isMonth = (value: unknown) =>
  isRecord(value) && typeof value.month === 'string' && typeof value.year === 'string';
const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A stored dialog draft's values, as the experience or project dialog typed them. */
function isDialogValues(value: unknown): value is ExperienceFormValues | ProjectFormValues {
  if (!isRecord(value)) return false;
  const experience =
    ['corporation', 'position', 'context'].every((field) => typeof value[field] === 'string') &&
    typeof value.personalProject === 'boolean' &&
    typeof value.stillEmployed === 'boolean' &&
    (value.sector === null || typeof value.sector === 'string') &&
    isMonth(value.start) &&
    isMonth(value.end);
  const project =
    typeof value.name === 'string' &&
    typeof value.description === 'string' &&
    isStrings(value.technicalEnvironment) &&
    isStrings(value.jobs) &&
    isStrings(value.subSectors);
  return experience || project;
}

/** Replaces the entry with `entry.id` in `list`, or appends it when absent. */
function upsert<T extends { id: string }>(list: readonly T[], entry: T): T[] {
  return list.some((item) => item.id === entry.id)
    ? list.map((item) => (item.id === entry.id ? entry : item))
    : [...list, entry];
}

/** Messages of `errors` at `path` itself or under it, without duplicates. */
function messagesAt(errors: Record<string, string>, path: string, exclude?: string): string[] {
  const messages = Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .filter(([key]) => exclude === undefined || !(key === exclude || key.startsWith(`${exclude}.`)))
    .map(([, message]) => message);
  return [...new Set(messages)];
}

/**
 * spec §1 mission 5, professional experiences with projects (spec §3, §4, §5, §9).
 *
 * Experiences are listed as spec §4 sorts them (ongoing first, then end date descending, then
 * start date), re-sorted after every change, each with its date range and projects. Dialogs add
 * and edit experiences (validated by `ZExperience`) and projects (`ZProjectExperience`), whose
 * technical environment and jobs come from missions 3 and 2 and whose sub-sectors belong to the
 * experience's activity sector; changing that sector removes the projects' sub-sectors
 * (`changeExperienceSector`) and tells the user. Deleting asks first. The stepper saves the whole
 * resume (`useMissionDraft`), whose cross-mission errors show on the experience or project at fault.
 */
export function ExperiencesMission(props: MissionEditorProps) {
  const { t } = useTranslation();
  const { draft, setDraft, merged, errors, submit } = useMissionDraft(KEYS, props);
  const labelOf = useGetLabelOf();
  const locale = useGetLocale();
  const nameOf = useExperienceName();
  const { data: reference } = useQuery(referenceQueryOptions);
  const items = useMemo(() => reference?.items ?? [], [reference]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // issue #26 §14: a dialog's typed content found on arrival, offered back.
  const dialogKey = dialogDraftKey(props.draftKey);
  const hasExperience = (id: string | undefined) => draft.experiences.some((entry) => entry.id === id);
  const dialogDraft = useDialogDraftOffer(
    dialogKey,
    (target: DialogTarget) =>
      target.kind === 'experience'
        ? target.isNew || hasExperience(target.entryId)
        : target.kind === 'project' && hasExperience(target.experienceId),
    isDialogValues,
  );
  const reopenDraft = () => {
    const taken = dialogDraft.take();
    if (!taken) return;
    const { target, values } = taken;
    if (target.kind === 'experience') {
      setDialog({
        kind: 'experience',
        experienceId: target.isNew ? undefined : target.entryId,
        restored: { values: values as ExperienceFormValues, entryId: target.entryId },
      });
    } else if (target.experienceId !== undefined) {
      setDialog({
        kind: 'project',
        experienceId: target.experienceId,
        projectId: target.isNew ? undefined : target.entryId,
        restored: { values: values as ProjectFormValues, entryId: target.entryId },
      });
    }
  };
  const draftTitle = (target: DialogTarget) =>
    t(
      target.kind === 'experience'
        ? target.isNew
          ? 'missions:experiences.addTitle'
          : 'missions:experiences.editTitle'
        : target.isNew
          ? 'missions:experiences.project.addTitle'
          : 'missions:experiences.project.editTitle',
    );

  // The check's errors name experiences by their index at that time: keep that list, and show an
  // experience's errors only while it is unchanged (an edited one is checked again on save).
  const [check, setCheck] = useState({ errors, experiences: draft.experiences });
  if (check.errors !== errors) setCheck({ errors, experiences: draft.experiences });
  const errorPathOf = (experience: Experience): string | undefined => {
    const index = check.experiences.indexOf(experience);
    return index === -1 ? undefined : `experiences.${index}`;
  };

  const experiences = useMemo(() => sortExperiences(draft.experiences), [draft.experiences]);
  const sectors = useMemo(() => catalogueOptions(items, 'sector', locale), [items, locale]);
  const setExperiences = (next: Experience[]) => setDraft({ experiences: next });
  const findExperience = (id: string | undefined) => draft.experiences.find((entry) => entry.id === id);

  const saveExperience = (next: Experience) => {
    const previous = findExperience(next.id);
    if (previous && previous.sector !== next.sector) {
      const cleared = previous.projectExperiences.filter((project) => project.subSectors.length > 0);
      if (cleared.length > 0) {
        notify({
          type: 'warning',
          title: t('missions:experiences.subSectorsRemovedTitle'),
          text: t('missions:experiences.subSectorsRemovedText', {
            count: cleared.length,
            projects: cleared.map((project) => project.name).join(', '),
          }),
          durationMs: TOAST_MS.medium,
        });
      }
    }
    setExperiences(upsert(draft.experiences, next));
    setDialog(null);
  };

  const confirmDeleteExperience = (experience: Experience) =>
    openConfirmModal({
      title: t('missions:experiences.deleteTitle'),
      children: (
        <Text size="sm">
          {t('missions:experiences.deleteText', {
            count: experience.projectExperiences.length,
            name: nameOf(experience),
            position: experience.position,
          })}
        </Text>
      ),
      labels: { confirm: t('missions:common.delete'), cancel: t('missions:common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'experience-delete-confirm' },
      cancelProps: { 'data-testid': 'experience-delete-cancel' },
      onConfirm: () => setExperiences(draft.experiences.filter((entry) => entry.id !== experience.id)),
    });

  const updateProjects = (
    experienceId: string,
    change: (projects: ProjectExperience[]) => ProjectExperience[],
  ) =>
    setExperiences(
      draft.experiences.map((entry) =>
        entry.id === experienceId
          ? { ...entry, projectExperiences: change(entry.projectExperiences) }
          : entry,
      ),
    );

  const saveProject = (experienceId: string, project: ProjectExperience) => {
    updateProjects(experienceId, (projects) => upsert(projects, project));
    setDialog(null);
  };

  const confirmDeleteProject = (experienceId: string, project: ProjectExperience) =>
    openConfirmModal({
      title: t('missions:experiences.project.deleteTitle'),
      children: <Text size="sm">{t('missions:experiences.project.deleteText', { name: project.name })}</Text>,
      labels: { confirm: t('missions:common.delete'), cancel: t('missions:common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'experience-project-delete-confirm' },
      cancelProps: { 'data-testid': 'experience-project-delete-cancel' },
      onConfirm: () =>
        updateProjects(experienceId, (projects) => projects.filter((entry) => entry.id !== project.id)),
    });

  const dialogExperience = dialog ? findExperience(dialog.experienceId) : undefined;
  const dialogProject =
    dialog?.kind === 'project'
      ? dialogExperience?.projectExperiences.find((project) => project.id === dialog.projectId)
      : undefined;
  const strayGroup = t('missions:experiences.project.notInSkills');
  const choices = useMemo(
    () =>
      projectChoicesOf({
        resume: merged,
        catalogue: items,
        experience: dialogExperience,
        project: dialogProject,
        labelOf,
        locale,
        strayGroup,
      }),
    [merged, items, dialogExperience, dialogProject, labelOf, locale, strayGroup],
  );

  return (
    <>
      <form
        id={props.formId}
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="experiences-form"
      >
        <Stack gap="lg">
          {dialogDraft.offer && (
            <DraftOfferNotice
              offer={{
                savedAt: dialogDraft.offer.savedAt,
                restore: reopenDraft,
                discard: dialogDraft.discard,
              }}
              dialog={{ title: draftTitle(dialogDraft.offer.target), summary: dialogDraft.offer.summary }}
            />
          )}
          <MissionStars resume={merged} step={5} />
          <Group justify="space-between" align="center">
            <Text fw={600}>{t('missions:experiences.listTitle', { count: experiences.length })}</Text>
            <Button
              variant="light"
              onClick={() => setDialog({ kind: 'experience' })}
              data-testid="experience-add"
            >
              {t('missions:experiences.add')}
            </Button>
          </Group>
          {experiences.length === 0 ? (
            <Text c="dimmed" data-testid="experience-empty">
              {t('missions:experiences.empty')}
            </Text>
          ) : (
            <Stack
              gap="md"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="experience-list"
            >
              {experiences.map((experience) => {
                const path = errorPathOf(experience);
                return (
                  <ExperienceCard
                    key={experience.id}
                    experience={experience}
                    labelOf={labelOf}
                    locale={locale}
                    errors={path ? messagesAt(errors, path, `${path}.projectExperiences`) : []}
                    projectErrors={(index) =>
                      path ? messagesAt(errors, `${path}.projectExperiences.${index}`) : []
                    }
                    onEdit={() => setDialog({ kind: 'experience', experienceId: experience.id })}
                    onDelete={() => confirmDeleteExperience(experience)}
                    onAddProject={() => setDialog({ kind: 'project', experienceId: experience.id })}
                    onEditProject={(project) =>
                      setDialog({ kind: 'project', experienceId: experience.id, projectId: project.id })
                    }
                    onDeleteProject={(project) => confirmDeleteProject(experience.id, project)}
                  />
                );
              })}
            </Stack>
          )}
          {errors.experiences && (
            <Text c="red" size="sm" role="alert">
              {errors.experiences}
            </Text>
          )}
        </Stack>
      </form>
      {/* Outside the mission's form: a dialog's own form must not submit the mission. */}
      <ExperienceDialog
        opened={dialog?.kind === 'experience'}
        experience={dialogExperience}
        sectors={sectors}
        locale={locale}
        draftKey={dialogKey}
        restored={dialog?.kind === 'experience' ? dialog.restored : undefined}
        onClose={() => setDialog(null)}
        onSubmit={saveExperience}
      />
      <ProjectDialog
        opened={dialog?.kind === 'project' && dialogExperience !== undefined}
        project={dialogProject}
        experienceId={dialog?.kind === 'project' ? dialog.experienceId : ''}
        choices={choices}
        draftKey={dialogKey}
        restored={dialog?.kind === 'project' ? dialog.restored : undefined}
        onClose={() => setDialog(null)}
        onSubmit={(project) => {
          if (dialog?.kind === 'project') saveProject(dialog.experienceId, project);
        }}
      />
    </>
  );
}
