/**
 * Issue #11 §6: the dashboard's frame — its title and the add-a-candidate action — is on screen
 * before the lists' code is asked for, and that code is asked for once the frame is painted, so
 * that the title (the screen's Largest Contentful Paint) waits for neither.
 */
import { NO_SEARCH_FACETS, type UserListResponse } from '@highlight/domain/user';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { apiFetch } from '../../../lib/api.ts';
import { listPerson, makeUser } from '../../../test/fixtures.ts';
import { TestProviders } from '../../../test/render-routes.tsx';
import { DashboardPage } from './DashboardPage.tsx';

/** How many times the lists' module was loaded (its mock factory runs on the first import). */
const lists = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./DashboardTabs.tsx', async (importOriginal) => {
  lists.loads += 1;
  return importOriginal();
});
vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));

const page: UserListResponse = {
  items: [listPerson(1)],
  total: 1,
  page: 1,
  pageSize: 50,
  facets: NO_SEARCH_FACETS,
  totalExact: true,
  fuzzy: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the dashboard frame (issue #11 §6)', () => {
  it('shows the title and the add action at once, and asks for the lists only after the first paint', async () => {
    vi.mocked(apiFetch).mockResolvedValue(page);
    // The browser's frame callbacks, held until the test says the frame is painted.
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(ME_QUERY_KEY, makeUser({ roles: ['admin'] }));
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
      initialEntries: ['/dashboard'],
    });
    render(
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-add-candidate').textContent).toBe('Ajouter un candidat');
    expect(screen.getByLabelText('Chargement…')).toBeTruthy();
    // Time for a module to load, were it asked for: it is not, until the frame is painted.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(lists.loads).toBe(0);
    expect(screen.queryByTestId('dashboard-search')).toBeNull();

    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
    expect(await screen.findByTestId('dashboard-search')).toBeTruthy();
    expect(lists.loads).toBe(1);
    expect(await screen.findAllByTestId('dashboard-row')).toHaveLength(1);
    // The title is the same element throughout (the focus given to it on arrival stays).
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
