import {
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Tabs,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { TOAST_MS } from '@highlight/domain/constants';
import { PATHS } from '@highlight/domain/navigation';
import type { UserListItem } from '@highlight/domain/user';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { DASHBOARD_PAGE_SIZE, dashboardListParams } from '../api/dashboard-list.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { listUsersQueryOptions, useListUsers } from '../hooks/use-list-users.ts';
import { useManageFilters, type DashboardFilters, type Scope } from '../hooks/use-manage-filters.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { hasFacetFilter } from '../api/list-users.ts';
import { FacetFilters } from './FacetFilters.tsx';
// The rest of Mantine's styles, not loaded with the first screen (issue #11 §6).
import '../../../app/mantine-more.css';
import { RetryAlert } from '../../../components/back-office/RetryAlert.tsx';

// issue #11 §6: what the list does not show at once comes with its first use — the client request
// tab, the selection's actions and dialogs.
const ClientRequestPanel = lazy(() =>
  import('../../client-request/components/ClientRequestPanel.tsx').then((m) => ({
    default: m.ClientRequestPanel,
  })),
);
const SelectionBar = lazy(() => import('./SelectionBar.tsx').then((m) => ({ default: m.SelectionBar })));
// The list itself (on a desk a table library, on a phone cards with a sort select) comes with the
// list's data, not before the page's frame: the title, the search box and the tabs paint without it.
const UserTable = lazy(() => import('./UserTable.tsx').then((m) => ({ default: m.UserTable })));
const UserCards = lazy(() => import('./UserCards.tsx').then((m) => ({ default: m.UserCards })));

/**
 * Typing pauses this long (ms) before the search is sent. Issue #11 §7: results within 300 ms of the
 * last keystroke at 100,000 files, so the pause takes half and the search (p95 ≤ 50 ms on the
 * server, README "Performance") and the render share the rest. The timer starts in the keystroke's
 * handler and its end sends the request at once, before the URL and the page follow; a newer
 * search aborts the older one (the query's `signal`). Measured by `npm run bench:web`.
 */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * spec §2 back-office dashboard, below its title (`DashboardPage`): the list of collaborators,
 * searchable (`q`, spec §7 normalisation on the server), filtered by facets with counts, sorted by
 * any column, paginated by the server, each row opening `/user?id=…` (issue #9); and the client
 * request tab.
 * spec §6: a human_ressources user chooses between their own candidates (`idHR=<me.id>`, the
 * default) and all candidates (`allCandidates=true`); admins and superadmins see all.
 * spec §8: a failed fetch shows "An error occurred while fetching users." for 3 s.
 */
export function DashboardTabs() {
  const { t } = useTranslation('backOffice');
  const navigate = useNavigate();
  const location = useLocation();
  const me = useGetMe();
  const [filters, setFilters] = useManageFilters();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = useSelection();
  const selectedIds = useMemo(() => new Set(selection.selected.keys()), [selection.selected]);
  // issue #11 §3: below 48em (768 px) the list is cards, not a nine-column table.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const canChooseScope = me.isHr;
  const paramsOf = useCallback((shown: DashboardFilters) => dashboardListParams(shown, me), [me]);
  const params = useMemo(() => paramsOf(filters), [paramsOf, filters]);

  const queryClient = useQueryClient();
  const [search, setSearch] = useState(filters.q);
  // A new text is a new search from page 1 (as `setFilters` has it): its request leaves now, and
  // the page, following the URL, finds it running under the same key.
  const sendSearch = useDebouncedCallback((q: string) => {
    if (q === filters.q) return;
    void queryClient.prefetchQuery(listUsersQueryOptions(paramsOf({ ...filters, q, page: 1 })));
    setFilters({ q });
  }, SEARCH_DEBOUNCE_MS);
  const cancelPendingSearch = () => sendSearch.cancel();

  const users = useListUsers(params);
  // The page's people render in a transition, which React splits into short tasks: a page of 50
  // cards on a phone's CPU never blocks typing or the first paint (issue #11 §6, §7). Until it is
  // rendered, the previous page (or the loader) stays.
  const data = useDeferredValue(users.data);

  useEffect(() => {
    if (users.isError) {
      notify({ type: 'error', title: t('errors:fetchUsers'), durationMs: TOAST_MS.short });
    }
    // One notification per failed fetch, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [users.errorUpdatedAt]);

  const openUser = (user: UserListItem) => {
    // A search still waiting for its debounce would rewrite the URL while the route changes and
    // land on /user without its id; the back link keeps the typed text instead.
    cancelPendingSearch();
    const back = new URLSearchParams(location.search);
    if (search.trim() !== filters.q) {
      if (search.trim()) back.set('q', search.trim());
      else back.delete('q');
      back.delete('page');
    }
    const dashboardSearch = back.size > 0 ? `?${back.toString()}` : '';
    void navigate(`${PATHS.lookAtUser}?id=${encodeURIComponent(user.id)}`, { state: { dashboardSearch } });
  };

  const filtered = hasFacetFilter(filters);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));

  const loadingPanel = (
    <Center py="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
  let body;
  if (users.isError && !data) {
    body = (
      <RetryAlert
        title={t('dashboard.errorTitle')}
        onRetry={() => void users.refetch()}
        data-testid="dashboard-error"
      >
        {t('errors:fetchUsers')}
      </RetryAlert>
    );
  } else if (!data) {
    body = loadingPanel;
  } else if (data.items.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="dashboard-empty">
        {filters.q || filtered ? t('dashboard.emptyFiltered') : t('dashboard.empty')}
      </Text>
    );
  } else {
    const pageItems = data.items;
    const List = phone ? UserCards : UserTable;
    body = (
      <Suspense fallback={loadingPanel}>
        <List
          items={pageItems}
          sort={{ key: filters.sort, order: filters.order }}
          onSort={(sort, order) => setFilters({ sort, order })}
          onOpen={openUser}
          selectedIds={selectedIds}
          onToggle={selection.toggle}
          onTogglePage={(on) => selection.setMany(pageItems, on)}
        />
      </Suspense>
    );
  }

  const tab = searchParams.get('tab') === 'request' ? 'request' : 'list';
  const chooseTab = (value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'request') next.set('tab', 'request');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="list" data-testid="dashboard-tab-list">
          {t('dashboard.tabs.list')}
        </Tabs.Tab>
        <Tabs.Tab value="request" data-testid="dashboard-tab-request">
          {t('dashboard.tabs.request')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="request" pt="md">
        <Suspense fallback={loadingPanel}>
          <ClientRequestPanel />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="list" pt="md">
        <Stack gap="md">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              flex={1}
              miw={260}
              label={t('dashboard.searchLabel')}
              placeholder={t('dashboard.searchPlaceholder')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                sendSearch(event.currentTarget.value.trim());
              }}
              rightSection={
                users.isFetching ? <Loader size="xs" role="status" aria-label={t('loading')} /> : null
              }
              data-testid="dashboard-search"
              type="search"
            />
            {canChooseScope && (
              <SegmentedControl<Scope>
                aria-label={t('dashboard.scopeLabel')}
                value={filters.scope}
                onChange={(value) => setFilters({ scope: value })}
                data={[
                  {
                    value: 'mine',
                    label: <span data-testid="dashboard-scope-mine">{t('dashboard.scopeMine')}</span>,
                  },
                  {
                    value: 'all',
                    label: <span data-testid="dashboard-scope-all">{t('dashboard.scopeAll')}</span>,
                  },
                ]}
              />
            )}
          </Group>

          <FacetFilters facets={data?.facets} filters={filters} onChange={setFilters} />

          {/* Above the list, its line held while the count is on its way: its arrival moves
                nothing (issue #11 §6, layout shift; in the title's row it wrapped on phones). */}
          <Text c="dimmed" data-testid="dashboard-total" aria-live="polite" style={{ minHeight: '1lh' }}>
            {data ? t(data.totalExact ? 'dashboard.total' : 'dashboard.totalAbout', { count: total }) : ''}
          </Text>

          {data?.fuzzy && (
            <Text size="sm" data-testid="dashboard-fuzzy">
              {t('dashboard.fuzzy', { q: filters.q })}
            </Text>
          )}

          {selection.selected.size > 0 && (
            <Suspense fallback={null}>
              <SelectionBar
                users={[...selection.selected.values()]}
                onClear={() => selection.clear()}
                onDeleted={(ids) => selection.clear(ids)}
              />
            </Suspense>
          )}

          {body}

          {total > DASHBOARD_PAGE_SIZE && (
            <Group justify="center">
              <Pagination
                total={pageCount}
                value={Math.min(filters.page, pageCount)}
                onChange={(page) => setFilters({ page })}
                getControlProps={(control) => ({ 'aria-label': t(`dashboard.pagination.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
