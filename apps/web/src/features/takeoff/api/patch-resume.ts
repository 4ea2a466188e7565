/** spec §7 PATCH users/{id}/resume, the call behind every mission save. */
import type { ResumeBody } from '@highlight/domain/resume';
import { ZResume, type Resume } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/**
 * Saves the whole resume body of user `userId` at the `version` it was read at (DESIGN.md
 * optimistic concurrency). Answers the saved resume (new version, stars, grade). Throws `ApiError`:
 * 409 `RESUME_VERSION_CONFLICT` when the version is stale, 400 `VALIDATION_FAILED` with the
 * offending fields (`details[].path` like `body.jobs.0.job`), 403 for another user's resume.
 */
export function patchResume(userId: string, body: ResumeBody, version: number): Promise<Resume> {
  return apiFetch(`/users/${userId}/resume`, {
    method: 'PATCH',
    body: { ...body, version },
    schema: ZResume,
  });
}
