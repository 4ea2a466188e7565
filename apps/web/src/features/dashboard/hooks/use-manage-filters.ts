import { SEARCH_SORTS, type SearchSort } from '@highlight/domain/search';
import { USER_STATUSES } from '@highlight/domain/user-fields';
import type { UserStatus } from '@highlight/domain/user';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FacetFilters } from '../api/list-users.ts';

export type Scope = 'mine' | 'all';

export interface DashboardFilters extends FacetFilters {
  q: string;
  scope: Scope;
  sort: SearchSort;
  order: 'asc' | 'desc' | null;
  page: number;
}

const LIST_KEYS = ['status', 'role', 'referee', 'skills', 'jobs', 'languages'] as const;
const FLAG_KEYS = ['resigner', 'outdated'] as const;

function parseList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseFlag(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The dashboard's filters read from its query string (`?q=&scope=&status=…&page=`); invalid values
 * fall back to the defaults. Pure: the route's loader reads them too, to start the list's request
 * before the page renders (issue #11 §6).
 */
export function parseDashboardFilters(searchParams: URLSearchParams): DashboardFilters {
  const sort = searchParams.get('sort');
  const order = searchParams.get('order');
  return {
    q: searchParams.get('q') ?? '',
    scope: searchParams.get('scope') === 'all' ? 'all' : 'mine',
    status: parseList(searchParams.get('status')).filter((value): value is UserStatus =>
      (USER_STATUSES as readonly string[]).includes(value),
    ),
    role: parseList(searchParams.get('role')),
    referee: parseList(searchParams.get('referee')),
    resigner: parseFlag(searchParams.get('resigner')),
    outdated: parseFlag(searchParams.get('outdated')),
    skills: parseList(searchParams.get('skills')),
    jobs: parseList(searchParams.get('jobs')),
    languages: parseList(searchParams.get('languages')),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    order: order === 'asc' || order === 'desc' ? order : null,
    page: parsePage(searchParams.get('page')),
  };
}

/**
 * The dashboard's filters live in the URL (`?q=&scope=&status=active,inactive&skills=java&sort=
 * &order=&page=`), so the back link of the user view and the browser's history return to the same
 * list. Changing anything but the page goes back to page 1. Invalid values fall back to the
 * defaults ("My candidates", relevance, page 1).
 */
export function useManageFilters(): [DashboardFilters, (change: Partial<DashboardFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseDashboardFilters(searchParams), [searchParams]);

  const setFilters = useCallback(
    (change: Partial<DashboardFilters>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const put = (key: string, value: string | null) => {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          };
          if (change.q !== undefined) put('q', change.q);
          if (change.scope !== undefined) put('scope', change.scope === 'all' ? 'all' : null);
          for (const key of LIST_KEYS) {
            const value = change[key];
            if (value !== undefined) put(key, value.join(','));
          }
          for (const key of FLAG_KEYS) {
            const value = change[key];
            if (value !== undefined) put(key, value === null ? null : String(value));
          }
          if (change.sort !== undefined) put('sort', change.sort === 'relevance' ? null : change.sort);
          if (change.order !== undefined) put('order', change.order);
          const resetsPage = Object.keys(change).some((key) => key !== 'page');
          const page = change.page ?? (resetsPage ? 1 : parsePage(previous.get('page')));
          put('page', page > 1 ? String(page) : null);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [filters, setFilters];
}
