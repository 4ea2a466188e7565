import { ZResumeSave, type ResumeBody } from '@highlight/domain/resume';
import { mergeResumes } from '@highlight/domain/resume-merge';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useLocalDraft } from '../../../hooks/use-local-draft.ts';
import { sameValue } from '../../../lib/same-value.ts';
import type { MissionEditorProps } from '../components/mission-editor.ts';
import { resumeBodyOf, useSaveResume } from './use-save-resume.ts';

export { resumeBodyOf };

function pick<K extends keyof ResumeBody>(body: ResumeBody, keys: readonly K[]): Pick<ResumeBody, K> {
  return Object.fromEntries(keys.map((key) => [key, body[key]])) as Pick<ResumeBody, K>;
}

/**
 * The draft of one mission: the fields `keys` of the resume, edited locally and saved as a whole
 * resume (spec §7 PATCH users/{id}/resume) when the stepper submits the mission's form.
 *
 * - `draft` / `setDraft`: the mission's fields; `merged`: the whole resume with the draft applied
 *   (for live stars and cross-mission rules).
 * - `errors`: dotted path (`experiences.0.context`) → translated message, from the domain's zod
 *   rules (spec §5) checked before any call, or from the API's 400 details.
 * - `submit`: the form's onSubmit. Invalid → errors shown, nothing sent. Unchanged → `onSaved`
 *   at once. Changed → saved, then `onSaved`. A failed save keeps the draft (nothing is lost).
 * - the draft is kept in local storage as the user types and offered back on arrival
 *   (`useLocalDraft`, issue #11 §4) until it is saved or discarded.
 * - issue #26 §13: the draft remembers the resume it started from (its base). A newer file arriving
 *   in the cache (another tab's save, refetched) replaces an untouched draft at once; an edited
 *   draft is merged with it when saved (`useSaveResume`), so the other tab's entries are kept.
 */
export function useMissionDraft<K extends keyof ResumeBody>(
  keys: readonly K[],
  { resume, onSaved, onSavingChange, onDirtyChange, draftKey, onDraftOffer }: MissionEditorProps,
) {
  const { t } = useTranslation();
  const { save, isPending } = useSaveResume();
  const saved = useMemo(() => pick(resumeBodyOf(resume), keys), [resume, keys]);
  const [draft, setDraft] = useState<Pick<ResumeBody, K>>(saved);
  // issue #26 §13: the resume the draft is an edit of (the three-way merge's base).
  const [base, setBase] = useState(resume);
  if (resume.version > base.version && sameValue(draft, pick(resumeBodyOf(base), keys))) {
    // Nothing typed since the base: show the newer file (another tab's save) as it is.
    setBase(resume);
    setDraft(saved);
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const merged = useMemo<ResumeBody>(() => ({ ...resumeBodyOf(resume), ...draft }), [resume, draft]);
  const dirty = !sameValue(draft, saved);
  // The latest saved file, for a restored draft to be merged with (its offer outlives renders).
  const latestResume = useRef(resume);
  latestResume.current = resume;
  const local = useLocalDraft({
    key: draftKey,
    value: draft,
    saved,
    base: pick(resumeBodyOf(base), keys),
    // The mission's fields, as this editor wrote them: an object holding each key with the saved
    // value's kind (text or list). Anything else came from elsewhere and is dropped.
    isValue: (stored): stored is Pick<ResumeBody, K> =>
      typeof stored === 'object' &&
      stored !== null &&
      keys.every(
        (key) =>
          key in stored &&
          Array.isArray((stored as Record<string, unknown>)[key]) === Array.isArray(saved[key]) &&
          typeof (stored as Record<string, unknown>)[key] === typeof saved[key],
      ),
    // issue #26 §13: a draft typed before another tab saved is merged with that save, not put over it.
    apply: (fields, from) => {
      if (!from) {
        setDraft(fields);
        return;
      }
      const current = resumeBodyOf(latestResume.current);
      const result = mergeResumes({ ...current, ...from }, { ...current, ...fields }, current);
      setDraft(pick(result.resume, keys));
    },
    onOffer: onDraftOffer,
  });

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => onSavingChange(isPending), [isPending, onSavingChange]);

  const errorsFrom = useCallback(
    (issues: { path: string; message: string }[]) =>
      Object.fromEntries(issues.map((issue) => [issue.path, t(messageKey(issue.message))])),
    [t],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // The rules of a save (issue #26 §15, §16), as the API checks them on PATCH.
    const result = ZResumeSave.safeParse(merged);
    if (!result.success) {
      setErrors(
        errorsFrom(
          result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        ),
      );
      notify({ type: 'error', title: t('missions:common.invalid') });
      return;
    }
    setErrors({});
    if (!dirty) {
      local.clear();
      onSaved();
      return;
    }
    try {
      const answer = await save(result.data, base);
      setBase(answer);
      setDraft(pick(resumeBodyOf(answer), keys));
      local.clear();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        setErrors(
          errorsFrom(
            error.details.map((detail) => ({
              path: detail.path.replace(/^body\./, ''),
              message: (detail as { key?: string }).key ?? detail.message,
            })),
          ),
        );
      }
    }
  };

  /** The message of the first error at `path` or under it (`jobs` covers `jobs.0.job`). */
  const errorAt = (path: string): string | undefined =>
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

  return { draft, setDraft, merged, errors, errorAt, submit, dirty };
}
