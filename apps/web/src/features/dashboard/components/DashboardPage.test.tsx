/**
 * spec §2 dashboard, §6 referee scope, §7 `GET /users/?q=&idHR={id}` / `allCandidates=true`.
 */
import { MantineProvider } from '@mantine/core';
import {
  NO_SEARCH_FACETS,
  type UserListItem,
  type UserListResponse,
  type UserWithResume,
} from '@highlight/domain/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { apiFetch } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { matchMediaAnswering } from '../../../test/media.ts';
import { DashboardPage } from './DashboardPage.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ME_ID = '11111111-1111-4111-8111-111111111111';
const ROW_ID = '22222222-2222-4222-8222-222222222222';

function me(overrides: Partial<UserWithResume> = {}): UserWithResume {
  return {
    id: ME_ID,
    email: 'rh@example.com',
    firstname: 'Hélène',
    lastname: 'Martin',
    phoneNumber: '',
    trigram: 'HMA',
    roles: ['human_ressources'],
    status: 'active',
    resigner: false,
    avatar: null,
    userSettings: { displayLanguage: 'fr', chosenUserMode: null },
    referee: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    isApplicant: false,
    isEmployee: false,
    isAdmin: false,
    isHr: true,
    isSuperAdmin: false,
    resume: {
      desiredPosition: '',
      summary: '',
      jobs: [],
      technicalSkills: [],
      softSkills: [],
      experiences: [],
      diplomas: [],
      languages: [],
      version: 0,
      updatedAt: '2024-01-01T00:00:00.000Z',
      stars: [],
      starCount: 0,
      grade: 1,
      outdated: false,
    },
    ...overrides,
  };
}

const row: UserListItem = {
  id: ROW_ID,
  email: 'marie.dupont@example.com',
  firstname: 'Marie',
  lastname: 'Dupont',
  trigram: 'MDU',
  roles: ['applicant'],
  desiredPosition: 'Développeuse Java',
  status: 'inactive',
  resigner: false,
  referee: { id: ME_ID, firstname: 'Hélène', lastname: 'Martin', trigram: 'HMA' },
  stars: 5,
  grade: 2,
  updatedAt: '2023-03-15T10:00:00.000Z',
  outdated: true,
};

function listResponse(items: UserListItem[]): UserListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    facets: NO_SEARCH_FACETS,
    totalExact: true,
    fuzzy: false,
  };
}

const mockedApiFetch = vi.mocked(apiFetch);
const listCalls = () =>
  mockedApiFetch.mock.calls.map(([path]) => path).filter((path) => path.startsWith('/users?'));

function LocationProbe() {
  const location = useLocation();
  const state = location.state as { dashboardSearch?: string } | null;
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="back-search">{state?.dashboardSearch ?? ''}</p>
    </>
  );
}

let currentMe: UserWithResume;

/**
 * Renders the page as the router does: the route loader has already cached the current user.
 * `userLoaderMs` delays the /user route's loader, as the guards' fetch of the current user does.
 */
function renderDashboard(userLoaderMs = 0, entry = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, currentMe);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      {
        path: '/user',
        element: <LocationProbe />,
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), userLoaderMs)),
      },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

/**
 * The lists' code is loaded on use (`lazy`): its first import transforms the whole module graph,
 * which took over a second on a loaded CI machine, past `findBy`'s wait. Loaded once here, so each
 * test waits for the dashboard, not for the transform.
 */
beforeAll(async () => {
  await Promise.all([
    import('./DashboardTabs.tsx'),
    import('./UserTable.tsx'),
    import('./UserCards.tsx'),
    import('./SelectionBar.tsx'),
    import('../../client-request/components/ClientRequestPanel.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  mockedApiFetch.mockReset();
  vi.mocked(notify).mockReset();
});

function answer(
  user: UserWithResume,
  list: (path: string) => UserListResponse | Error = () => listResponse([row]),
) {
  currentMe = user;
  mockedApiFetch.mockImplementation((path: string) => {
    if (path.startsWith('/users?')) {
      const result = list(path);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

describe('DashboardPage', () => {
  it('lists the HR user own candidates by default (idHR=<me>) and all after switching to "All"', async () => {
    answer(me());
    const user = userEvent.setup();
    renderDashboard();

    const rows = await screen.findAllByTestId('dashboard-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.getAttribute('data-user-id')).toBe(ROW_ID);
    expect(rows[0]?.textContent).toContain('DUPONT Marie');
    expect(rows[0]?.textContent).toContain('MDU');
    expect(rows[0]?.textContent).toContain('Développeuse Java');
    expect(rows[0]?.textContent).toContain('En attente de validation');
    expect(rows[0]?.textContent).toContain('MARTIN Hélène');
    expect(rows[0]?.textContent).toContain('5/14');
    expect(rows[0]?.textContent).toContain('Obsolète');
    expect(screen.getByTestId('dashboard-total').textContent).toBe('1 collaborateur');

    const first = new URL(listCalls()[0] ?? '', 'http://x').searchParams;
    expect(first.get('idHR')).toBe(ME_ID);
    expect(first.has('allCandidates')).toBe(false);
    expect(first.get('q')).toBe('');
    expect(first.get('page')).toBe('1');
    expect(first.get('pageSize')).toBe('50');

    await user.click(screen.getByTestId('dashboard-scope-all'));
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect(last.get('allCandidates')).toBe('true');
      expect(last.has('idHR')).toBe(false);
    });
  });

  it('shows all candidates to an admin, without the scope choice', async () => {
    answer(me({ roles: ['admin'], isHr: false, isAdmin: true }));
    renderDashboard();

    await screen.findAllByTestId('dashboard-row');
    expect(listCalls()[0]).toContain('allCandidates=true');
    expect(listCalls()[0]).not.toContain('idHR');
    expect(screen.queryByTestId('dashboard-scope-mine')).toBeNull();
  });

  it('sends the typed search as q once typing pauses', async () => {
    answer(me());
    // The four keys go in one burst (`delay: null`: no wait between them), so that a busy machine
    // never stretches the typing past the debounce (150 ms). That the debounce waits for a pause at
    // all is checked by "sends the search once typing pauses…" below, which types key by key.
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await screen.findAllByTestId('dashboard-row');

    await user.type(screen.getByTestId('dashboard-search'), 'java');
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect(last.get('q')).toBe('java');
      expect(last.get('idHR')).toBe(ME_ID);
    });
    // Debounced: no call for the partial texts "j", "ja", "jav".
    const queries = listCalls().map((path) => new URL(path, 'http://x').searchParams.get('q'));
    expect(queries).toEqual(['', 'java']);
  });

  it('shows each facet value with its count, and filters on the values ticked (issue #9)', async () => {
    answer(me(), () => ({
      ...listResponse([row]),
      facets: {
        ...NO_SEARCH_FACETS,
        status: [
          { value: 'active', count: 12 },
          { value: 'inactive', count: 3 },
        ],
        resigner: [{ value: 'true', count: 2 }],
      },
    }));
    const user = userEvent.setup();
    renderDashboard();
    await screen.findAllByTestId('dashboard-row');

    await user.click(screen.getByTestId('dashboard-filters-open'));
    const status = await screen.findByTestId('dashboard-facet-status');
    expect(status.textContent).toContain('En cours');
    expect(status.textContent).toContain('12');
    await user.click(screen.getByRole('checkbox', { name: /En cours/ }));
    await user.click(screen.getByRole('checkbox', { name: /En attente de validation/ }));
    await user.click(screen.getByRole('checkbox', { name: /Anciens salariés/ }));
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect(last.get('status')).toBe('active,inactive');
      expect(last.get('resigner')).toBe('true');
      expect(last.get('page')).toBe('1');
    });
  });

  it('fetches the catalogue and the referees only to name a chosen value or in the drawer (issue #11 §6)', async () => {
    const otherCalls = () =>
      mockedApiFetch.mock.calls.map(([path]) => path).filter((path) => !path.startsWith('/users?'));
    answer(me());
    const user = userEvent.setup();
    const first = renderDashboard();
    await screen.findAllByTestId('dashboard-row');
    // The list is shown without either.
    expect(otherCalls()).toEqual([]);

    await user.click(screen.getByTestId('dashboard-filters-open'));
    await waitFor(() =>
      expect(new Set(otherCalls())).toEqual(new Set(['/reference', '/users/human_resources'])),
    );
    first.unmount();

    // A chosen skill's chip needs the catalogue's label, a chosen referee the referees' names.
    mockedApiFetch.mockClear();
    renderDashboard(0, '/dashboard?skills=java');
    await screen.findAllByTestId('dashboard-row');
    await waitFor(() => expect(otherCalls()).toEqual(['/reference']));
    cleanup();

    mockedApiFetch.mockClear();
    renderDashboard(0, `/dashboard?referee=${ME_ID}`);
    await screen.findAllByTestId('dashboard-row');
    await waitFor(() => expect(otherCalls()).toEqual(['/users/human_resources']));
  });

  it('sorts by a column on its header, then the other way (issue #9)', async () => {
    answer(me());
    const user = userEvent.setup();
    renderDashboard();
    await screen.findAllByTestId('dashboard-row');

    await user.click(screen.getByTestId('dashboard-sort-stars'));
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect([last.get('sort'), last.get('order')]).toEqual(['stars', 'desc']);
    });
    expect(screen.getByTestId('dashboard-sort-stars').closest('th')?.getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(screen.getByTestId('dashboard-sort-stars'));
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect(last.get('order')).toBe('asc');
    });
  });

  it('opens /user?id=<id> when a row is clicked', async () => {
    answer(me());
    const user = userEvent.setup();
    renderDashboard();

    await user.click(await screen.findByTestId('dashboard-row'));
    expect((await screen.findByTestId('location')).textContent).toBe(`/user?id=${ROW_ID}`);
  });

  it('sends the search once typing pauses, and aborts a search still running when a newer one starts (issue #11 §7)', async () => {
    currentMe = me();
    const searches: { path: string; signal: AbortSignal | undefined }[] = [];
    const TYPED = /[?&]q=[^&]/;
    mockedApiFetch.mockImplementation((path: string, options?: { signal?: AbortSignal }) => {
      if (!path.startsWith('/users?')) return Promise.reject(new Error(`unexpected call ${path}`));
      searches.push({ path, signal: options?.signal });
      // The searches never answer: each stays running until aborted.
      return TYPED.test(path) ? new Promise(() => undefined) : Promise.resolve(listResponse([row]));
    });
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByTestId('dashboard-row');

    await user.type(screen.getByTestId('dashboard-search'), 'java');
    // One request for the whole word, not one per keystroke.
    await waitFor(() => expect(searches.filter((search) => TYPED.test(search.path)).length).toBe(1));
    const first = searches.find((search) => search.path.includes('q=java'));
    expect(first?.signal?.aborted).toBe(false);

    await user.type(screen.getByTestId('dashboard-search'), ' kubernetes');
    await waitFor(() => expect(searches.some((search) => search.path.includes('kubernetes'))).toBe(true));
    // The older search is aborted once the page follows the newer one (it then has no observer).
    await waitFor(() => expect(first?.signal?.aborted).toBe(true));
  });

  it('opens the clicked row even when typed text is still waiting for its debounce', async () => {
    answer(me());
    const user = userEvent.setup();
    // The /user route resolves after the debounce would have fired.
    renderDashboard(900); // longer than the search debounce (150 ms)
    const rowElement = await screen.findByTestId('dashboard-row');

    await user.type(screen.getByTestId('dashboard-search'), 'martin');
    await user.click(rowElement);
    expect((await screen.findByTestId('location', {}, { timeout: 3000 })).textContent).toBe(
      `/user?id=${ROW_ID}`,
    );
    // The back link returns to the list as typed.
    expect(screen.getByTestId('back-search').textContent).toBe('?q=martin');
  });

  it('opens /user?id=<id> when Enter is pressed on a focused row', async () => {
    answer(me());
    const user = userEvent.setup();
    renderDashboard();

    (await screen.findByTestId('dashboard-row')).focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe(`/user?id=${ROW_ID}`);
  });

  it('shows the empty state when nothing matches', async () => {
    answer(me(), () => listResponse([]));
    renderDashboard();
    expect((await screen.findByTestId('dashboard-empty')).textContent).toBe(
      'Aucun collaborateur pour le moment.',
    );
    expect(screen.getByTestId('dashboard-total').textContent).toBe('0 collaborateur');
  });

  it('notifies spec §8 "fetch user failed" for 3 s when the list fails', async () => {
    answer(me(), () => new Error('boom'));
    renderDashboard();
    await screen.findByTestId('dashboard-error');
    expect(vi.mocked(notify)).toHaveBeenCalledWith({
      type: 'error',
      title: 'Une erreur est survenue lors de la récupération des utilisateurs.',
      durationMs: 3000,
    });
  });
});

describe('DashboardPage on a phone (issue #11 §3)', () => {
  beforeEach(() => {
    // Every media query matches: below 48em, the list is cards.
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows one card per person with what the table columns say, and no table', async () => {
    answer(me());
    renderDashboard();
    const card = await screen.findByTestId('dashboard-row');
    expect(card.tagName).toBe('LI');
    expect(screen.queryByRole('table')).toBeNull();
    for (const text of ['DUPONT Marie', 'MDU', 'Développeuse Java', 'En attente de validation', 'Obsolète']) {
      expect(card.textContent).toContain(text);
    }
    expect(card.textContent).toContain('Référent\u202f: MARTIN Hélène');
    expect(card.textContent).toContain('Étoiles\u202f: 5/14');
    expect(card.textContent).toContain('mis à jour le 15 mars 2023');
  });

  it('sorts with the select and the order button, selects with the checkbox, opens with the name', async () => {
    answer(me());
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByTestId('dashboard-row');
    // Relevance first, best first: no order to reverse.
    expect(await screen.findByDisplayValue('Pertinence')).toBe(
      screen.getByRole('combobox', { name: 'Trier par' }),
    );
    expect(screen.queryByTestId('dashboard-sort-order')).toBeNull();

    // A native select on a phone: the system's own picker.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Étoiles');
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect(last.get('sort')).toBe('stars');
      expect(last.get('order')).toBe('desc');
    });
    await user.click(screen.getByRole('button', { name: 'Ordre décroissant\u202f: inverser' }));
    await waitFor(() => {
      const last = new URL(listCalls().at(-1) ?? '', 'http://x').searchParams;
      expect(last.get('order')).toBe('asc');
    });

    const select = screen.getByRole('checkbox', { name: 'Sélectionner DUPONT Marie' });
    await user.click(select);
    expect((select as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByTestId('selection-count')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ouvrir le dossier de DUPONT Marie' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/user?id=${ROW_ID}`));
  });
});
