import { TOAST_MS } from '@highlight/domain/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mergeUpdatedMe, updateMe } from '../../../api/me.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * spec §7 PATCH users/me with the phone number only. On success the cached current user takes the
 * new number; on failure spec §8 "The phone number could not be updated." shows for 20 s.
 */
export function useUpdatePhoneNumber() {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => updateMe({ phoneNumber }),
    onSuccess: (user) => mergeUpdatedMe(queryClient, user),
    onError: () => notify({ type: 'error', title: t('errors:phoneUpdate'), durationMs: TOAST_MS.long }),
  });
}
