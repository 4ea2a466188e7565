/**
 * spec §7 `GET users/human_resources`: the HR referees (dashboard filter, candidate transfer). The
 * answer is not parsed again here: the API checks it against its response schema (`ZUserRef[]`)
 * before sending it, as for `users/me` — zod stays out of the dashboard's first load (issue #11 §6).
 */
import type { UserRef } from '@highlight/domain/user';
import { apiFetch } from '../lib/api.ts';

/** The HR referees a candidate can have or be transferred to. Throws `ApiError`. */
export function getHumanResources(signal?: AbortSignal): Promise<UserRef[]> {
  return apiFetch<UserRef[]>('/users/human_resources', { signal });
}
