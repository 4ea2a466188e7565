import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import type { ResumeBody } from '@highlight/domain/resume';
import type { Resume, UserWithResume } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { ApiError } from '../../../lib/api.ts';
import { dismiss, MISSION_SAVE_FAILED, notify } from '../../../lib/notify.ts';
import { patchResume } from '../api/patch-resume.ts';

/**
 * Saves the signed-in collaborator's resume at the version they read (spec §7 PATCH
 * users/{id}/resume). On success the cached user takes the new resume (version, stars, grade).
 * On 409 (edited elsewhere) the latest resume is fetched and the user is
 * told their entries are kept, to save again; other failures show spec §8 "could not be saved"
 * for 20 s. The promise rejects on every failure so the caller keeps its draft.
 */
export function useSaveResume() {
  const { t } = useTranslation();
  const me = useGetMe();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ResumeBody) => patchResume(me.id, body, me.resume.version),
    onSuccess: (resume: Resume) => {
      queryClient.setQueryData<UserWithResume>(ME_QUERY_KEY, (previous) =>
        previous ? { ...previous, resume } : previous,
      );
    },
  });
  return {
    isPending: mutation.isPending,
    save: async (body: ResumeBody): Promise<Resume> => {
      try {
        const saved = await mutation.mutateAsync(body);
        // issue #11 §4: the notice of a failed attempt goes once a retry works.
        dismiss(MISSION_SAVE_FAILED);
        return saved;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'RESUME_VERSION_CONFLICT') {
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
