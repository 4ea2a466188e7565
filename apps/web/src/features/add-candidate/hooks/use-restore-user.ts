import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { restoreUser } from '../api/restore-user.ts';

/**
 * issue #26 §24: a superadmin restores the deleted person whose email the add-candidate form was
 * given. Success: a notice naming them, the dashboard's lists refreshed, then `onRestored`; a
 * failure is notified with its reason for 20 s (as spec §8's other back-office errors).
 */
export function useRestoreUser(onRestored: () => void) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => restoreUser({ email }),
    onSuccess: async (user) => {
      notify({
        type: 'success',
        title: t('addCandidate.restored', { name: `${user.firstname} ${user.lastname}` }),
        text: t('addCandidate.restoredText'),
        durationMs: TOAST_MS.medium,
      });
      onRestored();
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('errors:restore'),
        text: error instanceof ApiError ? error.message : t('errors:anErrorOccurred'),
        durationMs: TOAST_MS.long,
      }),
  });
}
