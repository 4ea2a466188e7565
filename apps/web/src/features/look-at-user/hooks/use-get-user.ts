import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { getUser } from '../api/get-user.ts';

/**
 * spec §2 look-at-user: the file of user `id`, or nothing while `id` is missing. A 4xx answer
 * (no such user, malformed id, forbidden) is final and not retried.
 */
export function useGetUser(id: string | null) {
  return useQuery({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => getUser(id as string, signal),
    enabled: id !== null,
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
  });
}
