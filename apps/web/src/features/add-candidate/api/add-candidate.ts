/** DESIGN.md `POST /users` (add a candidate, spec §5): answers the new applicant. */
import type { AddCandidateRequest } from '@highlight/domain/back-office';
import { ZUser, type User } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

export function addCandidate(candidate: AddCandidateRequest): Promise<User> {
  return apiFetch('/users', { method: 'POST', body: candidate, schema: ZUser });
}
