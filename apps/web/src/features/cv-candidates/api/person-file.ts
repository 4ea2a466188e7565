/**
 * issue #28 §5 "update this person's file instead": the person already holding a CV's email, read
 * and saved through the usual calls (spec §7 `GET /users/{id}`, `PATCH users/{id}/resume`).
 */
import type { ResumeBody } from '@highlight/domain/resume';
import { ZResume, ZUserWithResume, type Resume, type UserWithResume } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/** The person `id` with their file and its version (staff only; 404 `NOT_FOUND` when gone). */
export function getPerson(id: string): Promise<UserWithResume> {
  return apiFetch(`/users/${encodeURIComponent(id)}`, { schema: ZUserWithResume });
}

/**
 * Saves `body` as person `id`'s file at the `version` it was read at: 409 `RESUME_VERSION_CONFLICT`
 * when it changed meanwhile (nothing stored). Resolves to the saved file.
 */
export function savePersonResume(id: string, body: ResumeBody, version: number): Promise<Resume> {
  return apiFetch(`/users/${encodeURIComponent(id)}/resume`, {
    method: 'PATCH',
    body: { ...body, version },
    schema: ZResume,
  });
}
