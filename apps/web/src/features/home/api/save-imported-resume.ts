/** spec §7 PATCH users/{id}/resume with a file built from a JSON Resume import (issue #8 §11). */
import type { ResumeBody } from '@highlight/domain/resume';
import { ZResume, type Resume } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/**
 * Saves the imported file at the `version` the preview was computed from: if the file changed
 * meanwhile the server answers 409 and nothing is stored. The server checks every spec §5 rule
 * again (400 with the fields). Resolves to the saved resume.
 */
export function saveImportedResume(userId: string, body: ResumeBody, version: number): Promise<Resume> {
  return apiFetch(`/users/${userId}/resume`, {
    method: 'PATCH',
    body: { ...body, version },
    schema: ZResume,
  });
}
