import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityProviderUser } from '@highlight/domain/back-office';
import { TOAST_MS } from '@highlight/domain/constants';
import type { Role } from '@highlight/domain/roles';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { findIdentityUsers, replaceRoles } from '../api/identity-users.ts';

const IDENTITY_USERS_KEY = ['identity-users'] as const;

/** spec §7 `GET /oidcUsers?q=`; the previous answer stays on screen while the next one loads. */
export function useIdentityUsers(q: string) {
  return useQuery({
    queryKey: [...IDENTITY_USERS_KEY, q],
    queryFn: ({ signal }) => findIdentityUsers(q, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * spec §7 `PATCH /oidcUsers/management-roles/{id}`, with the notices of spec §8: an info notice
 * (rolesChangedTitle, loadingRolesChangedText) when the change is sent, then a success notice
 * (successRolesChangedText); a failure says errorRolesChangedText followed by the error, 20 s.
 */
export function useReplaceRoles(onDone: () => void) {
  const { t } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, roles }: { user: IdentityProviderUser; roles: Role[] }) =>
      replaceRoles(user.id, roles),
    onMutate: ({ user }) => {
      notify({
        type: 'info',
        title: t('changeRoles.rolesChangedTitle'),
        text: t('changeRoles.loadingRolesChangedText', { name: `${user.firstName} ${user.lastName}` }),
      });
    },
    onSuccess: async (user) => {
      notify({
        type: 'success',
        title: t('changeRoles.rolesChangedTitle'),
        text: t('changeRoles.successRolesChangedText', { name: `${user.firstName} ${user.lastName}` }),
        durationMs: TOAST_MS.medium,
      });
      onDone();
      await queryClient.invalidateQueries({ queryKey: IDENTITY_USERS_KEY });
    },
    onError: (error) =>
      notify({
        type: 'error',
        title: t('changeRoles.rolesChangedTitle'),
        text: `${t('errors:rolesChange')} ${error instanceof ApiError ? error.message : t('errors:anErrorOccurred')}`,
        durationMs: TOAST_MS.long,
      }),
  });
}
