import { TOAST_MS } from '@highlight/domain/constants';
import type { ResumeBody } from '@highlight/domain/resume';
import type { UpdateMeRequest, UserWithResume } from '@highlight/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY, mergeUpdatedMe, updateMe } from '../../../api/me.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';

export interface CvImportSave {
  userId: string;
  /** The whole file to save: the current one with the reviewed sections in place. */
  body: ResumeBody;
  /** The version of the file the review was made against (optimistic lock). */
  version: number;
  /** The names and phone the person accepted, only what changed; null for none. */
  person: UpdateMeRequest | null;
}

/**
 * issue #28 §4: saves a reviewed CV import — PATCH users/{id}/resume, then PATCH users/me with
 * the accepted names and phone (spec §7). The cached user takes both answers, so the stars and
 * improvement areas recompute from it at once. A refused profile update (the file is saved
 * already) shows spec §8's "Your informations could not be updated" for 20 s. On a 409 (the file
 * changed elsewhere meanwhile) nothing is stored and the user is fetched again, so that the next
 * try is made against the file as it now is.
 */
export function useSaveCvImport() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ userId, body, version, person }: CvImportSave) => {
      const { saveReviewedResume } = await import('../api/save-cv-import.ts');
      const resume = await saveReviewedResume(userId, body, version);
      queryClient.setQueryData<UserWithResume>(ME_QUERY_KEY, (previous) =>
        previous ? { ...previous, resume } : previous,
      );
      if (person) {
        try {
          mergeUpdatedMe(queryClient, await updateMe(person));
        } catch {
          notify({ type: 'error', title: t('errors:profileUpdate'), durationMs: TOAST_MS.long });
        }
      }
      return resume;
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'RESUME_VERSION_CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    },
  });
}
