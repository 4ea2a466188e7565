/**
 * The dashboard's list call (spec §7 `GET /users/?q=&idHR={id}`, or all with `allCandidates=true`).
 */
import type { UserStatus } from '@highlight/domain/user';
import { ZUserListResponse, type UserListResponse } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/** spec §6: an HR referee sees their own candidates or all; admins and superadmins see all. */
export type ListScope = { idHR: string } | { allCandidates: true };

export interface ListUsersParams {
  q: string;
  scope: ListScope;
  status: UserStatus | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * The query string of spec §7: `q` always (possibly empty), then `idHR=<uuid>` or
 * `allCandidates=true`, the status filter when set, and the page.
 */
export function buildListUsersPath(params: ListUsersParams): string {
  const search = new URLSearchParams({ q: params.q });
  if ('idHR' in params.scope) search.set('idHR', params.scope.idHR);
  else search.set('allCandidates', 'true');
  if (params.status) search.set('status', params.status);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return `/users?${search.toString()}`;
}

/** spec §7: one page of collaborators, with the total count. Throws `ApiError`. */
export function listUsers(params: ListUsersParams, signal?: AbortSignal): Promise<UserListResponse> {
  return apiFetch(buildListUsersPath(params), { schema: ZUserListResponse, signal });
}
