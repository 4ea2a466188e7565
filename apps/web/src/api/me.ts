/**
 * The signed-in user (spec §7 GET/PATCH users/me), shared by the router guards, the layout and the
 * collaborator screens. The query key `['users', 'me']` is also the back office's.
 */
import { queryOptions, replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { UpdateMeRequest, User, UserWithResume } from '@highlight/domain/user';
import { apiFetch } from '../lib/api.ts';

export const ME_QUERY_KEY = ['users', 'me'] as const;

/** How long the fetched user counts as fresh (ms); the guards reuse it within that time. */
const ME_STALE_MS = 60_000;

/**
 * spec §2 "Before each route resolves the current user is fetched": GET /users/me. The answer is
 * not parsed again here: the API checks it against `ZUserWithResume` before sending it (its
 * response schema), and leaving zod out of the first screen's code saves a quarter of its bytes
 * (issue #11 §6, docs/decisions.md).
 */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }): Promise<UserWithResume> => apiFetch<UserWithResume>('/users/me', { signal }),
  staleTime: ME_STALE_MS,
  // Every write into the cache (a fetch's answer, `setQueryData` after a save) goes through it;
  // unchanged parts keep their identity, as with the default structural sharing.
  structuralSharing: (previous: unknown, next: unknown) =>
    replaceEqualDeep(
      previous,
      keepNewestResume(previous as UserWithResume | undefined, next as UserWithResume),
    ),
});

/**
 * Issue #26 §11: what the cached user becomes when `next` arrives (a `users/me` answer or a save's
 * answer written in). A `users/me` fetch started before a save and answered after it carries an
 * older resume: the resume `version` (an integer the API raises on every save) decides, and the
 * cache keeps the highest it has seen for the same user; the rest of `next` (names, roles, settings)
 * is taken as it is. Another user's answer (a new sign-in) is taken whole.
 */
export function keepNewestResume(previous: UserWithResume | undefined, next: UserWithResume): UserWithResume {
  if (!previous || previous.id !== next.id || !previous.resume || !next.resume) return next;
  if (next.resume.version >= previous.resume.version) return next;
  return { ...next, resume: previous.resume };
}

/**
 * spec §7 PATCH users/me (names, phone, avatar once, user settings). Answers the updated user
 * without the resume. Throws `ApiError` (409 `AVATAR_LOCKED`, 400 `VALIDATION_FAILED`).
 */
export function updateMe(body: UpdateMeRequest): Promise<User> {
  return apiFetch<User>('/users/me', { method: 'PATCH', body });
}

/** Writes the PATCH answer into the cached user, keeping the resume the answer does not carry. */
export function mergeUpdatedMe(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<UserWithResume>(ME_QUERY_KEY, (previous) =>
    previous ? { ...previous, ...user } : previous,
  );
}
