import { USER_STATUSES, type UserStatus } from '@highlight/domain/user';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type Scope = 'mine' | 'all';

export interface DashboardFilters {
  q: string;
  scope: Scope;
  status: UserStatus | null;
  page: number;
}

function parseStatus(value: string | null): UserStatus | null {
  return (USER_STATUSES as readonly string[]).includes(value ?? '') ? (value as UserStatus) : null;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The dashboard's filters live in the URL (`?q=&scope=&status=&page=`), so the back link of the
 * user view and the browser's history return to the same list. Changing any filter but the page
 * goes back to page 1. Invalid values fall back to the defaults ("My candidates", page 1).
 */
export function useManageFilters(): [DashboardFilters, (change: Partial<DashboardFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo<DashboardFilters>(
    () => ({
      q: searchParams.get('q') ?? '',
      scope: searchParams.get('scope') === 'all' ? 'all' : 'mine',
      status: parseStatus(searchParams.get('status')),
      page: parsePage(searchParams.get('page')),
    }),
    [searchParams],
  );

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
          if (change.status !== undefined) put('status', change.status);
          const resetsPage =
            change.q !== undefined || change.scope !== undefined || change.status !== undefined;
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
