/**
 * From a figure of the Inventory to the people behind it (issue #29 §1 "each bar or cell opens
 * the dashboard search with that filter"): the dashboard's filters (spec §7 `GET users` and the
 * dashboard's URL, `/dashboard?scope=all&skills=…&status=…`) that list exactly the people a
 * supply cell counts. The API's tests check every cell's count against the dashboard's total for
 * the filter made here. Pure, no zod: the Inventory screen loads it.
 */
import type { SupplyGroup, SupplyQuery } from './inventory.ts';
import type { UserStatus } from './user-fields.ts';

/** The dashboard's filters a link sets (every other one left at its default). */
export interface DashboardFilter {
  skills: string[];
  status: UserStatus[];
  /** Collaborator roles (`employee`, `applicant`). */
  role: string[];
  /** HR referees' ids, `none` for people without one. */
  referee: string[];
  /** Professions (catalogue job ids). */
  jobs: string[];
  /** Ex-employees only (true), or none of them (false); absent: both. */
  resigner?: boolean;
  /** Outdated files only (spec §9). */
  outdated?: boolean;
}

/** A cell of the supply: a skill's people of one group, one status, or with an outdated file. */
export interface SupplyCell {
  group?: SupplyGroup;
  status?: UserStatus;
  outdated?: boolean;
}

/** The roles of each group as the dashboard filters them; ex-employees are the resigners of both. */
const GROUP_ROLES: Record<SupplyGroup, readonly string[]> = {
  employee: ['employee'],
  applicant: ['applicant'],
  exEmployee: ['employee', 'applicant'],
};

/** `values` within `allowed` (all of `values` when nothing is allowed-listed, i.e. no filter). */
const within = <T extends string>(allowed: readonly T[], values: readonly T[]): T[] =>
  allowed.length === 0 ? [...values] : values.filter((value) => allowed.includes(value));

/**
 * The dashboard filter listing the people of `cell` for `skill` (undefined: the people of the
 * supply's filters, whatever their skills) under the supply's `query` (its status, role, referee
 * and profession filters). A group keeps the query's roles that are the group's, and says whether
 * ex-employees are wanted; a status keeps it if the query allows it. Null when the cell and the
 * query leave nobody (a group or status the query filters out): there is nobody to list.
 */
export function supplyCellFilter(
  query: Pick<SupplyQuery, 'status' | 'role' | 'referee' | 'jobs'>,
  skill: string | undefined,
  cell: SupplyCell = {},
): DashboardFilter | null {
  const role = cell.group ? within(query.role, GROUP_ROLES[cell.group]) : [...query.role];
  const status = cell.status ? within(query.status, [cell.status]) : [...query.status];
  if ((cell.group && role.length === 0) || (cell.status && status.length === 0)) return null;
  return {
    skills: skill === undefined ? [] : [skill],
    status,
    role,
    referee: [...query.referee],
    jobs: [...query.jobs],
    ...(cell.group ? { resigner: cell.group === 'exEmployee' } : {}),
    ...(cell.outdated ? { outdated: true } : {}),
  };
}

/**
 * The dashboard's address for `filter` on every candidate (`scope=all`), as the dashboard reads
 * its URL: lists comma-separated (each value URI-encoded, RFC 3986), flags `true`/`false`, empty
 * filters left out.
 * `/dashboard?scope=all&skills=java&role=employee&resigner=false`.
 */
export function dashboardHref(filter: DashboardFilter): string {
  const params: [string, string][] = [['scope', 'all']];
  for (const key of ['skills', 'status', 'role', 'referee', 'jobs'] as const) {
    if (filter[key].length > 0) params.push([key, filter[key].join(',')]);
  }
  if (filter.resigner !== undefined) params.push(['resigner', String(filter.resigner)]);
  if (filter.outdated) params.push(['outdated', 'true']);
  return `/dashboard?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
