import { TOAST_MS } from '@highlight/domain/constants';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '../../../hooks/use-update-me.ts';
import { dismiss, MISSION_SAVE_FAILED, notify } from '../../../lib/notify.ts';

/**
 * Mission 1 save (spec §7 PATCH users/me with firstname, lastname, phoneNumber); on failure
 * spec §8 "Your informations could not be updated." for 20 s, hidden by the next save that works
 * (issue #11 §4).
 */
export function useSavePersonalInfo() {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  return {
    ...updateMe,
    save: (values: { firstname: string; lastname: string; phoneNumber: string }) =>
      updateMe.mutateAsync(values).then(
        (user) => {
          dismiss(MISSION_SAVE_FAILED);
          return user;
        },
        (error: unknown) => {
          notify({
            type: 'error',
            title: t('errors:profileUpdate'),
            durationMs: TOAST_MS.long,
            id: MISSION_SAVE_FAILED,
          });
          throw error;
        },
      ),
  };
}
