/** issue #28 §4: the reviewed CV import saved through the usual call (spec §7 PATCH users/{id}/resume). */
import type { ResumeBody } from '@highlight/domain/resume';
import { ZResume, type Resume } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/**
 * Saves `body` (the current file with the reviewed sections in place) at the `version` it was
 * read at: if the file changed meanwhile the server answers 409 `RESUME_VERSION_CONFLICT` and
 * stores nothing. The server checks every spec §5 rule again (400 with the fields). Resolves to
 * the saved resume, its stars recomputed.
 */
export function saveReviewedResume(userId: string, body: ResumeBody, version: number): Promise<Resume> {
  return apiFetch(`/users/${userId}/resume`, {
    method: 'PATCH',
    body: { ...body, version },
    schema: ZResume,
  });
}
