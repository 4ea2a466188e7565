/**
 * The dashboard's list call (spec §7 `GET /users/?q=&idHR={id}`, or all with `allCandidates=true`),
 * with the filters, sort and facets of issue #9.
 */
import type { SearchSort } from '@highlight/domain/search';
import type { UserListResponse, UserStatus } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/** spec §6: an HR referee sees their own candidates or all; admins and superadmins see all. */
export type ListScope = { idHR: string } | { allCandidates: true };

/** The facet filters of the dashboard (issue #9); an empty list filters nothing. */
export interface FacetFilters {
  status: UserStatus[];
  role: string[];
  referee: string[];
  /** `true`: ex-employees only; `false`: everyone else; null: both. */
  resigner: boolean | null;
  outdated: boolean | null;
  skills: string[];
  jobs: string[];
  languages: string[];
}

export const NO_FACET_FILTERS: FacetFilters = {
  status: [],
  role: [],
  referee: [],
  resigner: null,
  outdated: null,
  skills: [],
  jobs: [],
  languages: [],
};

/** Whether any facet of `filters` narrows the list (issue #9: the empty list says so). */
export function hasFacetFilter(filters: FacetFilters): boolean {
  return (Object.keys(NO_FACET_FILTERS) as (keyof FacetFilters)[]).some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== null;
  });
}

export interface ListUsersParams extends FacetFilters {
  q: string;
  scope: ListScope;
  sort: SearchSort;
  order: 'asc' | 'desc' | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * The query string of spec §7: `q` always (possibly empty), then `idHR=<uuid>` or
 * `allCandidates=true`, the filters that are set (lists comma-separated), the sort, the page.
 */
export function buildListUsersPath(params: ListUsersParams): string {
  const search = new URLSearchParams({ q: params.q });
  if ('idHR' in params.scope) search.set('idHR', params.scope.idHR);
  else search.set('allCandidates', 'true');
  for (const key of ['status', 'role', 'referee', 'skills', 'jobs', 'languages'] as const) {
    if (params[key].length > 0) search.set(key, params[key].join(','));
  }
  if (params.resigner !== null) search.set('resigner', String(params.resigner));
  if (params.outdated !== null) search.set('outdated', String(params.outdated));
  if (params.sort !== 'relevance') search.set('sort', params.sort);
  if (params.order) search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return `/users?${search.toString()}`;
}

/**
 * spec §7: one page of collaborators, with the total count and facets. Throws `ApiError`. The answer
 * is not parsed again here: the API checks it against `ZUserListResponse` before sending it (its
 * response schema), as for `users/me` — zod stays out of the dashboard's first load (issue #11 §6,
 * docs/decisions.md).
 */
export function listUsers(params: ListUsersParams, signal?: AbortSignal): Promise<UserListResponse> {
  return apiFetch<UserListResponse>(buildListUsersPath(params), { signal });
}
