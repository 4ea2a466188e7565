/**
 * issue #28 §5: a candidate added from their CV — DESIGN.md `POST /users` (add candidate, spec §5)
 * with the file read from the CV (`resume`, stored in the transaction that creates them) and HR's
 * choice about the account-creation email (`sendAccountEmail`).
 */
import type { AddCandidateRequest } from '@highlight/domain/back-office';
import { ZUser, type User } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/**
 * Answers the new applicant. Throws `ApiError`: 409 `CANDIDATE_EXISTS` (its `userId` names the
 * person already there, for staff allowed to read them), 409 `CANDIDATE_DELETED`, 400
 * `VALIDATION_FAILED` (a field, or `body.resume.<path>` for a file breaking a rule).
 */
export function createCandidate(candidate: AddCandidateRequest): Promise<User> {
  return apiFetch('/users', { method: 'POST', body: candidate, schema: ZUser });
}
