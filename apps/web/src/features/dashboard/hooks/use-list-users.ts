import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listUsers, type ListUsersParams } from '../api/list-users.ts';

/**
 * The query of one page of spec §7's list for `params`: shared by the page's `useListUsers` and
 * the search box, which starts it the moment typing pauses (issue #11 §7), before the URL and the
 * page follow. A search that is no longer shown is aborted (`signal`).
 */
export function listUsersQueryOptions(params: ListUsersParams) {
  return queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) => listUsers(params, signal),
    retry: false,
    // The page subscribes a moment after the search box started the request: an answer that came
    // in meanwhile is used, not fetched again. Changes made here invalidate the list at once.
    staleTime: 10_000,
  });
}

/**
 * spec §7 list of collaborators, page by page. The previous page stays on screen while the next
 * one loads, so the table does not flicker as the user types.
 */
export function useListUsers(params: ListUsersParams) {
  return useQuery({ ...listUsersQueryOptions(params), placeholderData: keepPreviousData });
}
