/**
 * The back office's actions on one user (spec §7; DESIGN.md "Decisions"; issue #9): status change,
 * the employee / ex-employee switch, soft delete, and the user's audit history.
 */
import {
  ZAuditPage,
  ZBulkResult,
  ZReminderResult,
  ZUserState,
  type AuditPage,
  type BulkResult,
  type ReminderResult,
  type UserState,
} from '@highlight/domain/back-office';
import type { UserStatus } from '@highlight/domain/user';
import { apiFetch } from '../lib/api.ts';

/** DESIGN.md `PATCH /users/status`: the per-user report of a (here single-user) status change. */
export function changeStatus(ids: readonly string[], status: UserStatus): Promise<BulkResult> {
  return apiFetch('/users/status', { method: 'PATCH', body: { ids, status }, schema: ZBulkResult });
}

/** spec §7 `PATCH users/{id}/switch-resigner` with the person's trigram. */
export function switchResigner(id: string, trigram: string): Promise<UserState> {
  return apiFetch(`/users/${encodeURIComponent(id)}/switch-resigner`, {
    method: 'PATCH',
    body: { trigram },
    schema: ZUserState,
  });
}

/** DESIGN.md `DELETE /users/{id}` (soft). */
export function deleteUser(id: string): Promise<void> {
  return apiFetch(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** issue #9 `GET /audit?userId=`: the newest entries about a user (superadmins only). */
export function getUserHistory(userId: string, signal?: AbortSignal): Promise<AuditPage> {
  return apiFetch(`/audit?userId=${encodeURIComponent(userId)}&pageSize=20`, { schema: ZAuditPage, signal });
}

/**
 * spec §7 `POST users/send-reminder`: asks each person to update their file, with HR's optional
 * comment; `baseUrl` is the app's address as the browser sees it (spec §3 reminder entry). The
 * report says, per email, who was written to.
 */
export function sendReminders(
  people: readonly { email: string; firstname: string; lastname: string }[],
  comment: string,
): Promise<ReminderResult> {
  const note = comment.trim();
  return apiFetch('/users/send-reminder', {
    method: 'POST',
    body: people.map((person) => ({
      email: person.email,
      firstname: person.firstname,
      lastname: person.lastname,
      baseUrl: window.location.origin,
      ...(note ? { comment: note } : {}),
    })),
    schema: ZReminderResult,
  });
}

/** DESIGN.md `POST /users/{id}/account-email`: the account-creation email, again. */
export function resendAccountEmail(id: string): Promise<void> {
  return apiFetch(`/users/${encodeURIComponent(id)}/account-email`, { method: 'POST' });
}

/** spec §7 `PATCH users/{id}/candidate-transfer`: `refereeId` becomes the referee of `users`. */
export function transferCandidates(refereeId: string, users: readonly string[]): Promise<BulkResult> {
  return apiFetch(`/users/${encodeURIComponent(refereeId)}/candidate-transfer`, {
    method: 'PATCH',
    body: { users },
    schema: ZBulkResult,
  });
}
