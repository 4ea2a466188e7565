/**
 * Route guards as loaders (spec §2 "Navigation guards", spec §4 "Mode").
 * Before each route resolves the current user is fetched (or read from the query cache), the mode
 * is resolved from the roles and the stored `chosenUserMode`, and `guardRedirect` decides.
 * These guards are a convenience; the API authorises every call itself (spec §6, DESIGN.md).
 */
import { guardRedirect, type RouteAccess } from '@highlight/domain/navigation';
import { isCollaborator, isStaff, resolveUserMode, type UserMode } from '@highlight/domain/roles';
import type { UserWithResume } from '@highlight/domain/user';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import { meQueryOptions } from '../api/me.ts';
import { applyDisplayLanguage } from '../i18n/i18n.ts';

/** spec §4: the display mode of `user`. */
export function userModeOf(user: Pick<UserWithResume, 'roles' | 'userSettings'>): UserMode {
  return resolveUserMode(user.roles, user.userSettings.chosenUserMode);
}

/**
 * Fetches the current user once (shared query `['users', 'me']`) and shows the interface in their
 * display language (spec §9). Throws the `ApiError` of a failed fetch to the route error element.
 */
export async function ensureMe(queryClient: QueryClient): Promise<UserWithResume> {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  await applyDisplayLanguage(me.userSettings.displayLanguage);
  return me;
}

/**
 * The loader guarding a route of kind `access`: redirects as spec §2 says, or lets it resolve.
 * A signed-in user holding none of the product's roles would bounce between /home and /dashboard,
 * so they get a 403 error page instead.
 */
export function guardLoader(queryClient: QueryClient, access: RouteAccess) {
  return async (): Promise<Response | null> => {
    const me = await ensureMe(queryClient);
    if (access !== 'open' && !isCollaborator(me.roles) && !isStaff(me.roles)) {
      // React Router renders a thrown response in the route's error boundary.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw data('FORBIDDEN', { status: 403 });
    }
    const target = guardRedirect({
      access,
      roles: me.roles,
      mode: userModeOf(me),
      hasAvatar: me.avatar !== null,
    });
    return target === null ? null : redirect(target);
  };
}
