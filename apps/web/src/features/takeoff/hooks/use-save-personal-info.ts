import { TOAST_MS } from '@highlight/domain/constants';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '../../../hooks/use-update-me.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * Mission 1 save (spec §7 PATCH users/me with firstname, lastname, phoneNumber); on failure
 * spec §8 "Your informations could not be updated." for 20 s.
 */
export function useSavePersonalInfo() {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  return {
    ...updateMe,
    save: (values: { firstname: string; lastname: string; phoneNumber: string }) =>
      updateMe.mutateAsync(values).catch((error: unknown) => {
        notify({ type: 'error', title: t('errors:profileUpdate'), durationMs: TOAST_MS.long });
        throw error;
      }),
  };
}
