import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeRequest } from '@highlight/domain/user';
import { mergeUpdatedMe, updateMe } from '../api/me.ts';

/**
 * spec §7 PATCH users/me as a mutation; on success the cached user (`['users', 'me']`) takes the
 * answer, so the guards of the next navigation see the new avatar, mode or language at once.
 * Callers handle errors (spec §8 messages differ per screen).
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeRequest) => updateMe(body),
    onSuccess: (user) => mergeUpdatedMe(queryClient, user),
  });
}
