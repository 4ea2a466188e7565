import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import type { ResumeBody } from '@highlight/domain/resume';
import { mergeResumes } from '@highlight/domain/resume-merge';
import type { Resume, UserWithResume } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY, meQueryOptions } from '../../../api/me.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { ApiError } from '../../../lib/api.ts';
import { dismiss, MISSION_SAVE_FAILED, notify } from '../../../lib/notify.ts';
import { patchResume } from '../api/patch-resume.ts';
import { askMergeChoices } from '../components/merge/MergeConflictDialog.tsx';

/** Refusals of a stale version answered by merging again before giving up (another tab saving meanwhile). */
const MAX_MERGES = 3;

/** The resume body (what a collaborator edits) of a resume as the API answers it. */
export function resumeBodyOf(resume: Resume): ResumeBody {
  const { desiredPosition, summary, jobs, technicalSkills, softSkills, experiences, diplomas, languages } =
    resume;
  return { desiredPosition, summary, jobs, technicalSkills, softSkills, experiences, diplomas, languages };
}

/** The person cancelled the conflict dialog: nothing was saved, their entries stay. */
export class MergeCancelled extends Error {
  constructor() {
    super('merge cancelled');
    this.name = 'MergeCancelled';
  }
}

/**
 * Saves the signed-in collaborator's resume (spec §7 PATCH users/{id}/resume) with optimistic
 * concurrency (DESIGN.md "Data"). `save(body, base)`: `body` is the edit of `base`, the resume the
 * editor loaded. Issue #26 §13 "never a silent loss": when the file moved on since `base` — the
 * cached file is newer, or the API answers 409 `RESUME_VERSION_CONFLICT` and the current file is
 * fetched — both sides are merged (packages/domain resume-merge.ts) and the merge is saved at the
 * current version; a true conflict asks the person, field by field (MergeConflictDialog). On
 * success the cached user takes the new resume (version, stars, grade). Other failures show spec §8
 * "could not be saved" for 20 s. The promise rejects on every failure (`MergeCancelled` when the
 * person cancelled the dialog) so the caller keeps its draft.
 */
export function useSaveResume() {
  const { t } = useTranslation();
  const me = useGetMe();
  const labelOf = useGetLabelOf();
  const locale = useGetLocale();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ body, version }: { body: ResumeBody; version: number }) =>
      patchResume(me.id, body, version),
    onSuccess: (resume: Resume) => {
      queryClient.setQueryData<UserWithResume>(ME_QUERY_KEY, (previous) =>
        previous ? { ...previous, resume } : previous,
      );
    },
  });

  const cachedResume = (): Resume =>
    queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY)?.resume ?? me.resume;

  /** `mine` (an edit of `base`) merged with `latest`; asks the person when a true conflict remains. */
  const mergeWith = async (base: Resume, mine: ResumeBody, latest: Resume): Promise<ResumeBody> => {
    const theirs = resumeBodyOf(latest);
    const first = mergeResumes(resumeBodyOf(base), mine, theirs);
    if (first.conflicts.length === 0) return first.resume;
    const choices = await askMergeChoices(first.conflicts, [mine, theirs], { t, labelOf, locale });
    if (!choices) throw new MergeCancelled();
    return mergeResumes(resumeBodyOf(base), mine, theirs, choices).resume;
  };

  const saveMerging = async (body: ResumeBody, loaded: Resume): Promise<Resume> => {
    let [base, mine, latest] = [loaded, body, cachedResume()];
    let merged = false;
    for (let attempt = 0; ; attempt += 1) {
      if (latest.version !== base.version) {
        mine = await mergeWith(base, mine, latest);
        base = latest;
        merged = true;
      }
      try {
        const saved = await mutation.mutateAsync({ body: mine, version: base.version });
        if (merged) {
          notify({
            type: 'info',
            title: t('missions:common.conflictTitle'),
            text: t('missions:common.merge.mergedText'),
            durationMs: TOAST_MS.long,
          });
        }
        return saved;
      } catch (error) {
        const stale = error instanceof ApiError && error.code === 'RESUME_VERSION_CONFLICT';
        if (!stale || attempt + 1 >= MAX_MERGES) throw error;
        latest = (await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 })).resume;
      }
    }
  };

  return {
    isPending: mutation.isPending,
    save: async (body: ResumeBody, base: Resume): Promise<Resume> => {
      try {
        const saved = await saveMerging(body, base);
        // issue #11 §4: the notice of a failed attempt goes once a retry works.
        dismiss(MISSION_SAVE_FAILED);
        return saved;
      } catch (error) {
        if (error instanceof MergeCancelled) {
          // Nothing saved, nothing to report: the entries stay on screen, a save merges again.
        } else if (error instanceof ApiError && error.code === 'RESUME_VERSION_CONFLICT') {
          await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
          notify({
            type: 'warning',
            title: t('missions:common.conflictTitle'),
            text: t('missions:common.conflictText'),
            durationMs: TOAST_MS.long,
            id: MISSION_SAVE_FAILED,
          });
        } else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          notify({
            type: 'error',
            title: t('errors:validationFailed'),
            durationMs: TOAST_MS.long,
            id: MISSION_SAVE_FAILED,
          });
        } else {
          notify({
            type: 'error',
            title: t('errors:resumeSave'),
            durationMs: TOAST_MS.long,
            id: MISSION_SAVE_FAILED,
          });
        }
        throw error;
      }
    },
  };
}
