/**
 * Which page of spec §7's list the dashboard shows, from its filters and the signed-in user, shared
 * by the page and the route's loader: the loader starts the request as soon as the guard lets the
 * user in, before the page's code has run (issue #11 §6), and the page finds it under the same key.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { UserWithResume } from '@highlight/domain/user';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { listUsersQueryOptions } from '../hooks/use-list-users.ts';
import { parseDashboardFilters, type DashboardFilters } from '../hooks/use-manage-filters.ts';
import type { ListUsersParams } from './list-users.ts';

/** Rows per page of the server-side pagination. */
export const DASHBOARD_PAGE_SIZE = 50;

/**
 * The list call for `filters` as `me` sees it. spec §6: a human_ressources user chooses between
 * their own candidates (`idHR=<me.id>`, the default) and all; admins and superadmins see all.
 */
export function dashboardListParams(
  filters: DashboardFilters,
  me: Pick<UserWithResume, 'id' | 'isHr'>,
): ListUsersParams {
  return {
    ...filters,
    scope: me.isHr && filters.scope === 'mine' ? { idHR: me.id } : { allCandidates: true },
    pageSize: DASHBOARD_PAGE_SIZE,
  };
}

/** Starts fetching the list the dashboard at `search` will show, if the user is known. */
export function prefetchDashboardList(queryClient: QueryClient, search: URLSearchParams): void {
  const me = queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY);
  if (!me) return;
  void queryClient.prefetchQuery(
    listUsersQueryOptions(dashboardListParams(parseDashboardFilters(search), me)),
  );
}
