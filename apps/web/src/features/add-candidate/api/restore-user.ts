/**
 * issue #26 §24 `POST /users/restore` (superadmins only): brings back the soft-deleted person who
 * holds `email`; answers them as the back office shows a user. Throws `ApiError` (403 `FORBIDDEN`,
 * 404 `NOT_FOUND` when nobody deleted holds the email).
 */
import {
  ZRestoreUserResponse,
  type RestoreUserRequest,
  type RestoreUserResponse,
} from '@highlight/domain/back-office';
import { apiFetch } from '../../../lib/api.ts';

export function restoreUser(request: RestoreUserRequest): Promise<RestoreUserResponse> {
  return apiFetch('/users/restore', { method: 'POST', body: request, schema: ZRestoreUserResponse });
}
