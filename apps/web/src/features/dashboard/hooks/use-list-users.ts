import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers, type ListUsersParams } from '../api/list-users.ts';

/**
 * spec §7 list of collaborators, page by page. The previous page stays on screen while the next
 * one loads, so the table does not flicker as the user types.
 */
export function useListUsers(params: ListUsersParams) {
  return useQuery({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
