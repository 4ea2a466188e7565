/**
 * spec §4 "The mode is recomputed after each token refresh": the roles of `/users/me` come from
 * the access token, so each new token (sign-in or refresh, oidc-client-ts' `userLoaded` event)
 * fetches the user again, and the mode derived from those roles (`userModeOf`) follows.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { ME_QUERY_KEY } from '../api/me.ts';

/** Refetches `/users/me` whenever `userManager` loads new tokens. */
export function useRefetchMeOnTokenRefresh(userManager: Pick<UserManager, 'events'>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchMe = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    userManager.events.addUserLoaded(refetchMe);
    return () => userManager.events.removeUserLoaded(refetchMe);
  }, [queryClient, userManager]);
}
