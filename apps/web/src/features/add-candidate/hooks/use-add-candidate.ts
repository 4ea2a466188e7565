import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCandidateRequest } from '@highlight/domain/back-office';
import { TOAST_MS } from '@highlight/domain/constants';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { addCandidate } from '../api/add-candidate.ts';

/**
 * Adds a candidate (spec §5, §6). Success: a notice naming the person and the email they were
 * sent, and the dashboard's lists refreshed. spec §8 "candidate already exists" (409) and issue
 * #26 §24 "this person was deleted" (409) are shown by the form on the email field; any other
 * failure is spec §8 "creation error", 20 s.
 */
export function useAddCandidate(onAdded: () => void) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidate: AddCandidateRequest) => addCandidate(candidate),
    onSuccess: async (user) => {
      notify({
        type: 'success',
        title: t('addCandidate.added', { name: `${user.firstname} ${user.lastname}` }),
        text: t('addCandidate.emailSent', { email: user.email }),
        durationMs: TOAST_MS.medium,
      });
      onAdded();
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
    onError: (error) => {
      // Shown by the form on the email field (issue #26 §24: a deleted person, too).
      if (error instanceof ApiError && ['CANDIDATE_EXISTS', 'CANDIDATE_DELETED'].includes(error.code)) return;
      notify({
        type: 'error',
        title: t('errors:candidateCreation'),
        ...(error instanceof ApiError ? { text: error.message } : {}),
        durationMs: TOAST_MS.long,
      });
    },
  });
}
