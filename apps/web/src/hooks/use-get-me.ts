import { useSuspenseQuery } from '@tanstack/react-query';
import type { UserWithResume } from '@highlight/domain/user';
import { meQueryOptions } from '../api/me.ts';

/**
 * The signed-in user with their resume. The route loaders fetch it before a route renders
 * (spec §2), so this reads the cache; it suspends only if the cache was emptied meanwhile.
 */
export function useGetMe(): UserWithResume {
  return useSuspenseQuery(meQueryOptions).data;
}
