import { Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { JOB_NAME_MAX, MAX_JOBS, SUMMARY_MAX, TOAST_MS } from '@highlight/domain/constants';
import { customLabelExists, customRef, deselectJob, takenLabels } from '@highlight/domain/resume-edit';
import { unprintableMessage } from '@highlight/domain/printable';
import { ZJobName, ZSummary, type CatalogRef } from '@highlight/domain/resume';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceQueryOptions } from '../../../api/reference.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { messageKey } from '../../../i18n/message-key.ts';
import { notify } from '../../../lib/notify.ts';
import { useMissionDraft } from '../hooks/use-mission-draft.ts';
import { CataloguePicker } from './catalogue-picker/CataloguePicker.tsx';
import type { PickerOption } from './catalogue-picker/search-options.ts';
import { JobExperienceRow } from './job/JobExperienceRow.tsx';
import { CharacterCounter } from '../../../components/form/CharacterCounter.tsx';
import type { MissionEditorProps } from './mission-editor.ts';
import { MissionStars } from './MissionStars.tsx';
import { formatList } from '@highlight/domain/intl';

/**
 * The resume fields mission 2 edits. `experiences` is here because removing a profession also
 * removes it from the projects using it (spec §5), and that change is saved with the mission.
 */
const KEYS = ['desiredPosition', 'summary', 'jobs', 'experiences'] as const;

/**
 * spec §1 mission 2, job sought:
 * - the desired position, under the job field rule (spec §5, §9 `ZJobName`: at most 70 characters
 *   with a visible counter; letters, digits, spaces and the signs of ordinary titles, issue #26
 *   §15 and docs/decisions.md "The job field's characters"). It may stay empty;
 *   its messages show as soon as something is typed;
 * - the professional summary (issue #28 §2, `ZSummary`): a short paragraph printed at the top of
 *   the file, at most `SUMMARY_MAX` characters with a visible counter, no `<` or `>`, only
 *   characters the documents print (issue #26 §18); may stay empty; its messages show as typed;
 * - the professions (jobs), from the catalogue (searched accent-insensitively) or custom (a custom
 *   profession must not already exist, spec §5, and follows the job field rule); at most 3
 *   different (spec §9 `MAX_JOBS`), each with its experience time in months or years;
 * - removing a profession (spec §5 `deselectJob`) is blocked while it is the only profession of a
 *   project, and otherwise also removes it from the projects using it; the user is told which.
 */
export function JobMission(props: MissionEditorProps) {
  const { t } = useTranslation();
  const locale = useGetLocale();
  const labelOf = useGetLabelOf();
  const { data: reference } = useQuery(referenceQueryOptions);
  const { draft, setDraft, merged, errors, errorAt, submit } = useMissionDraft(KEYS, props);
  const [pickerError, setPickerError] = useState<string>();

  const items = useMemo(() => reference?.items ?? [], [reference]);
  const chosenIds = new Set(draft.jobs.map((entry) => entry.job.id));
  const options = useMemo<PickerOption[]>(
    () =>
      items
        .filter((item) => item.kind === 'job' && !draft.jobs.some((entry) => entry.job.id === item.id))
        .map((item) => ({
          id: item.id,
          label: locale === 'en' ? item.labelEn : item.labelFr,
          aliases: [locale === 'en' ? item.labelFr : item.labelEn, ...(item.aliases ?? [])],
        }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [items, draft.jobs, locale],
  );

  const position = draft.desiredPosition;
  const positionRule = ZJobName.safeParse(position);
  const positionError =
    position !== '' && !positionRule.success
      ? t(messageKey(positionRule.error.issues[0]?.message ?? 'validation.invalidValue'))
      : undefined;

  // issue #28 §2: the summary's rule and the save's (it prints), read as the person types.
  const summary = draft.summary;
  const summaryRule = ZSummary.safeParse(summary);
  const summaryMessage = summaryRule.success
    ? unprintableMessage(summary)
    : summaryRule.error.issues[0]?.message;
  const summaryError = summaryMessage === undefined ? undefined : t(messageKey(summaryMessage));

  /** spec §5, §9: a 4th different profession is refused. */
  const roomLeft = (): boolean => {
    if (draft.jobs.length < MAX_JOBS) return true;
    setPickerError(t('validation:tooManyJobs'));
    return false;
  };

  const addJob = (job: CatalogRef) => {
    setDraft({ ...draft, jobs: [...draft.jobs, { job, experienceMonths: 0 }] });
    setPickerError(undefined);
  };

  const pick = (id: string): boolean => {
    if (!roomLeft()) return false;
    addJob({ id, custom: false });
    return true;
  };

  /** spec §5: a custom profession follows the job field rule and must not already exist. */
  const create = (label: string): boolean => {
    if (!roomLeft()) return false;
    const parsed = ZJobName.safeParse(label);
    if (!parsed.success) {
      setPickerError(t(messageKey(parsed.error.issues[0]?.message ?? 'validation.invalidValue')));
      return false;
    }
    const taken = takenLabels(
      'job',
      items,
      draft.jobs.map((entry) => entry.job),
    );
    if (customLabelExists(parsed.data, taken)) {
      setPickerError(t('validation:customAlreadyExists'));
      return false;
    }
    addJob(customRef(parsed.data, chosenIds));
    return true;
  };

  const setMonths = (jobId: string, experienceMonths: number) =>
    setDraft({
      ...draft,
      jobs: draft.jobs.map((entry) => (entry.job.id === jobId ? { ...entry, experienceMonths } : entry)),
    });

  const projectList = (names: string[]) => formatList(names, locale);

  /** spec §5: deselecting a profession used in projects (see `deselectJob`). */
  const remove = (job: CatalogRef, name: string) => {
    const outcome = deselectJob(merged, job.id);
    if (!outcome.ok) {
      notify({
        type: 'warning',
        title: t('missions:job.removeBlockedTitle'),
        text: t('missions:job.removeBlockedText', {
          job: name,
          projects: projectList(outcome.blockingProjects),
        }),
        durationMs: TOAST_MS.long,
      });
      return;
    }
    setDraft({ ...draft, jobs: outcome.resume.jobs, experiences: outcome.resume.experiences });
    setPickerError(undefined);
    if (outcome.removedFromProjects.length > 0) {
      notify({
        type: 'info',
        title: t('missions:job.removedFromProjectsTitle'),
        text: t('missions:job.removedFromProjectsText', {
          job: name,
          projects: projectList(outcome.removedFromProjects),
        }),
        durationMs: TOAST_MS.medium,
      });
    }
  };

  return (
    <form id={props.formId} onSubmit={(event) => void submit(event)} noValidate data-testid="job-form">
      <Stack gap="lg">
        <MissionStars resume={merged} step={2} />
        <div>
          <TextInput
            label={t('missions:job.desiredPosition')}
            placeholder={t('missions:job.desiredPositionPlaceholder')}
            description={t('missions:job.desiredPositionHint')}
            value={position}
            error={positionError ?? errorAt('desiredPosition')}
            onChange={(event) => setDraft({ ...draft, desiredPosition: event.currentTarget.value })}
            data-testid="job-desired-position"
          />
          <CharacterCounter value={position} max={JOB_NAME_MAX} testId="job-desired-position-counter" />
        </div>
        <div>
          <Textarea
            label={t('missions:job.summary')}
            placeholder={t('missions:job.summaryPlaceholder')}
            description={t('missions:job.summaryHint')}
            rows={5}
            resize="vertical"
            value={summary}
            error={summaryError ?? errorAt('summary')}
            onChange={(event) => setDraft({ ...draft, summary: event.currentTarget.value })}
            data-testid="job-summary"
          />
          <CharacterCounter value={summary} max={SUMMARY_MAX} testId="job-summary-counter" />
        </div>

        <Stack gap="sm">
          <div>
            <Title order={3} fz="md">
              {t('missions:job.jobsTitle', { count: draft.jobs.length, max: MAX_JOBS })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('missions:job.jobsHint', { max: MAX_JOBS })}
            </Text>
          </div>
          <CataloguePicker
            label={t('missions:job.picker')}
            placeholder={t('missions:job.pickerPlaceholder')}
            options={options}
            onPick={pick}
            onCreate={create}
            createLabel={(label) => t('missions:job.createJob', { label })}
            emptyText={t('missions:common.noResult')}
            moreText={(count) => t('missions:job.moreResults', { count })}
            error={pickerError ?? errors.jobs}
            onQueryChange={() => setPickerError(undefined)}
            testId="job-picker"
          />
          {draft.jobs.length === 0 ? (
            <Text c="dimmed">{t('missions:job.noJob')}</Text>
          ) : (
            <Stack gap="xs" data-testid="job-list">
              {draft.jobs.map((entry, index) => {
                const name = labelOf('job', entry.job, locale);
                return (
                  <JobExperienceRow
                    key={entry.job.id}
                    label={name}
                    custom={entry.job.custom}
                    months={entry.experienceMonths}
                    submitError={errorAt(`jobs.${index}.experienceMonths`)}
                    onMonthsChange={(months) => setMonths(entry.job.id, months)}
                    onRemove={() => remove(entry.job, name)}
                  />
                );
              })}
            </Stack>
          )}
          {draft.jobs.some((_, index) => errorAt(`jobs.${index}.job`)) && (
            <Text c="red" size="sm" role="alert">
              {draft.jobs.map((_, index) => errorAt(`jobs.${index}.job`)).find(Boolean)}
            </Text>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
