/**
 * One collaborator's file, for back-office staff (spec §2 `/user`, §7 `GET /users/{id}`).
 */
import { ZUserWithResume, type UserWithResume } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/** spec §7: the user with their resume; staff only. Throws `ApiError` (404 when no such user). */
export function getUser(id: string, signal?: AbortSignal): Promise<UserWithResume> {
  return apiFetch(`/users/${encodeURIComponent(id)}`, { schema: ZUserWithResume, signal });
}
