/**
 * spec §2 `/user` look-at-user, §7 `GET /users/{id}`, §8 "no target user found", download failure.
 */
import { MantineProvider } from '@mantine/core';
import type { UserWithResume } from '@highlight/domain/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { downloadResume } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';
import { LookAtUserPage } from './LookAtUserPage.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/download.ts', () => ({ downloadResume: vi.fn(), saveBlob: vi.fn() }));

const USER_ID = '33333333-3333-4333-8333-333333333333';

const target: UserWithResume = {
  id: USER_ID,
  email: 'marie.dupont@example.com',
  firstname: 'Marie',
  lastname: 'Dupont',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'MDU',
  roles: ['applicant'],
  status: 'active',
  resigner: false,
  avatar: 'cat',
  userSettings: { displayLanguage: 'fr', chosenUserMode: null },
  referee: {
    id: '44444444-4444-4444-8444-444444444444',
    firstname: 'Hélène',
    lastname: 'Martin',
    trigram: 'HMA',
  },
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  isApplicant: true,
  isEmployee: false,
  isAdmin: false,
  isHr: false,
  isSuperAdmin: false,
  resume: {
    desiredPosition: 'Développeuse Java',
    jobs: [],
    technicalSkills: [],
    softSkills: ['Écoute active'],
    experiences: [],
    diplomas: [],
    languages: [],
    version: 3,
    updatedAt: '2023-01-10T00:00:00.000Z',
    stars: [],
    starCount: 6,
    grade: 2,
    outdated: true,
  },
};

const mockedApiFetch = vi.mocked(apiFetch);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(entry: string | { pathname: string; search: string; state: unknown }) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(
    [
      { path: '/user', element: <LookAtUserPage /> },
      { path: '/dashboard', element: <LocationProbe /> },
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

function answer(user: UserWithResume | ApiError) {
  mockedApiFetch.mockImplementation((path: string) => {
    if (path === `/users/${USER_ID}`)
      return user instanceof ApiError ? Promise.reject(user) : Promise.resolve(user);
    if (path === '/reference') return Promise.resolve({ version: 1, items: [] });
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

beforeEach(() => {
  mockedApiFetch.mockReset();
  vi.mocked(notify).mockReset();
  vi.mocked(downloadResume).mockReset();
});

describe('LookAtUserPage', () => {
  it('shows "no target user found" when the API answers 404 (spec §8), without retrying', async () => {
    answer(new ApiError(404, 'NOT_FOUND', 'Not found'));
    renderPage(`/user?id=${USER_ID}`);

    const notFound = await screen.findByTestId('user-not-found');
    expect(notFound.textContent).toContain('Aucun utilisateur trouvé');
    expect(mockedApiFetch.mock.calls.filter(([path]) => path === `/users/${USER_ID}`)).toHaveLength(1);
    expect(vi.mocked(notify)).not.toHaveBeenCalled();
  });

  it('shows "no target user found" without calling the API when the id is missing', async () => {
    answer(target);
    renderPage('/user');

    expect((await screen.findByTestId('user-not-found')).textContent).toContain('Aucun utilisateur trouvé');
    expect(mockedApiFetch).not.toHaveBeenCalled();
  });

  it('shows the file info, the outdated mark and the disabled pending actions', async () => {
    answer(target);
    renderPage(`/user?id=${USER_ID}`);

    expect((await screen.findByTestId('user-name')).textContent).toBe('DUPONT Marie');
    const info = screen.getByTestId('user-info').textContent;
    expect(info).toContain('MDU');
    expect(info).toContain('marie.dupont@example.com');
    expect(info).toContain('+33 6 12 34 56 78');
    expect(info).toContain('Candidat');
    expect(info).toContain('En process');
    expect(info).toContain('MARTIN Hélène');
    expect(info).toContain('6/14 étoiles · Grade 2');
    expect(screen.getByTestId('user-outdated').textContent).toBe('Obsolète');
    expect(screen.getByTestId('user-resend-account-email').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('user-send-update-request').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('resume-view').textContent).toContain('Écoute active');
  });

  it('downloads the PDF, and notifies a failure for 20 s (spec §8)', async () => {
    answer(target);
    vi.mocked(downloadResume).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-download-pdf'));
    expect(vi.mocked(downloadResume)).toHaveBeenCalledWith(USER_ID, 'pdf');
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Le téléchargement a échoué.', durationMs: 20000 }),
      ),
    );
  });

  it('copies the file URL to the clipboard', async () => {
    answer(target);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-copy-url'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/user?id=${USER_ID}`);
    expect(vi.mocked(notify)).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('shows the clipboard copy error when the browser refuses (spec §8)', async () => {
    answer(target);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-copy-url'));
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: "L'URL n'a pas pu être copiée dans le presse-papiers.",
      }),
    );
  });

  it('links back to the dashboard with the filters it came from', async () => {
    answer(target);
    const user = userEvent.setup();
    renderPage({
      pathname: '/user',
      search: `?id=${USER_ID}`,
      state: { dashboardSearch: '?q=java&scope=all' },
    });

    await user.click(await screen.findByTestId('user-back'));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard?q=java&scope=all');
  });
});
