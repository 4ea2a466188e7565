/**
 * spec §2 `/login-admin`, §5 phone number rule, §7 PATCH users/me `{ phoneNumber }`, §8, §9.
 */
import { MantineProvider } from '@mantine/core';
import type { UserWithResume } from '@highlight/domain/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { LoginAdminPage } from './LoginAdminPage.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const admin: UserWithResume = {
  id: '55555555-5555-4555-8555-555555555555',
  email: 'admin@example.com',
  firstname: 'Alice',
  lastname: 'Bernard',
  phoneNumber: '',
  trigram: 'ABE',
  roles: ['admin'],
  status: 'active',
  resigner: false,
  avatar: null,
  userSettings: { displayLanguage: 'fr', chosenUserMode: null },
  referee: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  isApplicant: false,
  isEmployee: false,
  isAdmin: true,
  isHr: false,
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
};

const mockedApiFetch = vi.mocked(apiFetch);
const patchCalls = () => mockedApiFetch.mock.calls.filter(([, options]) => options?.method === 'PATCH');

let currentMe: UserWithResume;

/** Renders the page as the router does: the route loader has already cached the current user. */
function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, currentMe);
  const router = createMemoryRouter(
    [
      { path: '/login-admin', element: <LoginAdminPage /> },
      { path: '/dashboard', element: <p data-testid="dashboard">dashboard</p> },
    ],
    { initialEntries: ['/login-admin'] },
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

function answer(
  me: UserWithResume,
  patch: () => Promise<unknown> = () => Promise.resolve({ ...me, phoneNumber: '+33 6 12 34 56 78' }),
) {
  currentMe = me;
  mockedApiFetch.mockImplementation((path: string, options) => {
    if (path === '/users/me' && options?.method === 'PATCH') return patch();
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

beforeEach(() => {
  mockedApiFetch.mockReset();
  vi.mocked(notify).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoginAdminPage', () => {
  it('rejects an invalid phone number with the French invalidNumber message and does not PATCH', async () => {
    answer(admin);
    const user = userEvent.setup();
    renderPage();

    await user.type(await screen.findByTestId('login-admin-phone'), '06 12 34 56 78');
    await user.click(screen.getByTestId('login-admin-save'));

    expect(
      await screen.findByText(
        "Le numéro de téléphone n'est pas valide : utilisez le format international (+33 6 12 34 56 78).",
      ),
    ).toBeTruthy();
    expect(patchCalls()).toHaveLength(0);
    expect(screen.queryByTestId('dashboard')).toBeNull();
  });

  it('saves a valid number with PATCH users/me { phoneNumber } and goes to the dashboard after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(admin);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();

    await user.type(await screen.findByTestId('login-admin-phone'), '+33 6 12 34 56 78');
    await user.click(screen.getByTestId('login-admin-save'));

    await waitFor(() => expect(patchCalls()).toHaveLength(1));
    expect(patchCalls()[0]?.[1]?.body).toEqual({ phoneNumber: '+33 6 12 34 56 78' });
    expect((await screen.findByTestId('login-admin-countdown')).textContent).toBe(
      'Redirection vers le tableau de bord dans 3 secondes…',
    );
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByTestId('dashboard')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('dashboard')).toBeTruthy();
  });

  it('keeps the form and notifies spec §8 for 20 s when the phone cannot be saved', async () => {
    answer(admin, () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')));
    const user = userEvent.setup();
    renderPage();

    await user.type(await screen.findByTestId('login-admin-phone'), '+44 7911 123456');
    await user.click(screen.getByTestId('login-admin-save'));

    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith({
        type: 'error',
        title: "Le numéro de téléphone n'a pas pu être mis à jour.",
        durationMs: 20000,
      }),
    );
    expect(screen.getByTestId('login-admin-phone')).toBeTruthy();
    expect(screen.queryByTestId('login-admin-countdown')).toBeNull();
  });

  it('goes to the dashboard 5 s after "skip"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(admin);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();

    await user.click(await screen.findByTestId('login-admin-skip'));
    expect(screen.getByTestId('login-admin-countdown').textContent).toContain('5 secondes');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByTestId('dashboard')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('dashboard')).toBeTruthy();
    expect(patchCalls()).toHaveLength(0);
  });

  it('welcomes a user who has a phone number and goes to the dashboard after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({ ...admin, phoneNumber: '+33 1 23 45 67 89' });
    renderPage();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bienvenue, Alice');
    expect(screen.queryByTestId('login-admin-phone')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByTestId('dashboard')).toBeTruthy();
  });
});
