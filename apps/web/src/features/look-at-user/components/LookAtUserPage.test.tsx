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
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { downloadResume } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';
import { LookAtUserPage } from './LookAtUserPage.tsx';
import { ConfirmHost } from '../../../components/confirm/ConfirmHost.tsx';

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
    summary: '',
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

/** The signed-in back-office user looking at the file. */
function viewer(roles: 'admin' | 'superadmin'): UserWithResume {
  return {
    ...target,
    id: '55555555-5555-4555-8555-555555555555',
    firstname: 'Nicolas',
    lastname: 'Lefèvre',
    trigram: 'NLE',
    roles: [roles],
    isApplicant: false,
    isAdmin: roles === 'admin',
    isSuperAdmin: roles === 'superadmin',
  };
}

function renderPage(
  entry: string | { pathname: string; search: string; state: unknown },
  me: UserWithResume = viewer('admin'),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The route loader has fetched the signed-in user before the page renders (spec §2).
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(
    [
      { path: '/user', element: <LookAtUserPage /> },
      { path: '/dashboard', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <MantineProvider env="test">
      <>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
        <ConfirmHost />
      </>
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

  it('shows the file info, the outdated mark and the actions on the person', async () => {
    answer(target);
    renderPage(`/user?id=${USER_ID}`);

    expect((await screen.findByTestId('user-name')).textContent).toBe('DUPONT Marie');
    const info = screen.getByTestId('user-info').textContent;
    expect(info).toContain('MDU');
    expect(info).toContain('marie.dupont@example.com');
    expect(info).toContain('+33 6 12 34 56 78');
    expect(info).toContain('Candidat');
    expect(info).toContain('En cours');
    expect(info).toContain('MARTIN Hélène');
    expect(info).toContain('6/14 étoiles · Grade 2');
    expect(screen.getByTestId('user-outdated').textContent).toBe('Obsolète');
    expect(screen.getByTestId('user-resend-account-email').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('user-send-update-request').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('resume-view').textContent).toContain('Écoute active');
  });

  it('keeps the phone number on one line, in the file info and in the file (issue #26 §19)', async () => {
    answer(target);
    renderPage(`/user?id=${USER_ID}`);

    const phones = await screen.findAllByText('+33 6 12 34 56 78');
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
  });

  // issue #26 §8: a person holding a staff role, even beside a collaborator role, is a
  // superadmin's alone; the server refuses the others (STAFF_TARGET), the page offers nothing.
  it.each([
    ['admin', 'offers an admin no action on an admin+employee, and says why', false],
    ['superadmin', 'offers a superadmin every action on an admin+employee', true],
  ] as const)('%s: %s', async (role, _, offered) => {
    answer({ ...target, roles: ['admin', 'employee'], isApplicant: false, isEmployee: true, isAdmin: true });
    renderPage(`/user?id=${USER_ID}`, viewer(role));
    await screen.findByTestId('user-name');
    for (const action of [
      'user-send-update-request',
      'user-resend-account-email',
      'user-status-select',
      'user-resigner',
      'user-transfer',
      'user-delete',
    ]) {
      expect(screen.queryByTestId(action) !== null, action).toBe(offered);
    }
    const why = screen.queryByTestId('user-manage-staff');
    if (offered) expect(why).toBeNull();
    else
      expect(why?.textContent).toBe(
        'Seul un super administrateur peut agir sur une personne qui a un rôle du back-office (administrateur, ressources humaines, super administrateur).',
      );
  });

  it('downloads the PDF, and notifies a failure for 20 s (spec §8)', async () => {
    answer(target);
    vi.mocked(downloadResume).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-download-pdf'));
    expect(vi.mocked(downloadResume)).toHaveBeenCalledWith(USER_ID, 'pdf', {
      anonymised: false,
      focus: [],
      lang: 'fr',
    });
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'Le téléchargement a échoué.', durationMs: 20000 }),
      ),
    );
  });

  it('downloads the anonymised DOCX when asked, and says when it is done (issue #8 §6, spec §4)', async () => {
    answer(target);
    vi.mocked(downloadResume).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-anonymised'));
    await user.click(screen.getByTestId('user-download-docx'));
    expect(vi.mocked(downloadResume)).toHaveBeenCalledWith(USER_ID, 'docx', {
      anonymised: true,
      focus: [],
      lang: 'fr',
    });
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Téléchargement terminé\u202f: document Word.' }),
      ),
    );
  });

  it('downloads the file in the language chosen beside the buttons (issue #26 §27)', async () => {
    answer(target);
    vi.mocked(downloadResume).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByRole('radio', { name: 'Anglais' }));
    await user.click(screen.getByTestId('user-download-pdf'));
    expect(vi.mocked(downloadResume)).toHaveBeenLastCalledWith(USER_ID, 'pdf', {
      anonymised: false,
      focus: [],
      lang: 'en',
    });
    expect(window.sessionStorage.getItem('highlight.documentLanguage')).toBe('en');
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

describe('LookAtUserPage actions (issue #9)', () => {
  /** Answers the file and the actions' calls; `actions` decides each action's answer. */
  function answerActions(actions: Record<string, (body: unknown) => unknown>) {
    mockedApiFetch.mockImplementation((path: string, options?: { method?: string; body?: unknown }) => {
      if (path === `/users/${USER_ID}`) return Promise.resolve(target);
      if (path === '/reference') return Promise.resolve({ version: 1, items: [] });
      const handler = actions[`${options?.method ?? 'GET'} ${path.split('?')[0]}`];
      if (!handler) return Promise.reject(new Error(`unexpected call ${path}`));
      try {
        return Promise.resolve(handler(options?.body));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }
  const callsTo = (method: string, path: string) =>
    mockedApiFetch.mock.calls.filter(
      ([callPath, options]) => callPath === path && options?.method === method,
    );

  it('changes the status from the select and says so', async () => {
    answerActions({ 'PATCH /users/status': () => ({ updated: [USER_ID], failed: [] }) });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Hors processus' }));
    await waitFor(() => expect(callsTo('PATCH', '/users/status')).toHaveLength(1));
    expect(callsTo('PATCH', '/users/status')[0]?.[1]?.body).toEqual({
      ids: [USER_ID],
      status: 'off_process',
    });
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Statut modifié\u202f: Hors processus.' }),
      ),
    );
  });

  it('notifies the spec §8 status change error for 20 s when the user cannot be changed', async () => {
    answerActions({
      'PATCH /users/status': () => ({ updated: [], failed: [{ id: USER_ID, code: 'NOT_FOUND' }] }),
    });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'En attente de validation' }));
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith({
        type: 'error',
        title: 'Le statut n’a pas pu être modifié.',
        text: 'Cet utilisateur n’existe plus.',
        durationMs: 20_000,
      }),
    );
  });

  it('switches to former employee only after the confirmation, sending the trigram', async () => {
    answerActions({
      [`PATCH /users/${USER_ID}/switch-resigner`]: () => ({
        id: USER_ID,
        status: 'active',
        resigner: true,
        deleted: false,
      }),
    });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-resigner'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Marie Dupont sera indiqué comme ancien salarié.');
    expect(callsTo('PATCH', `/users/${USER_ID}/switch-resigner`)).toHaveLength(0);
    await user.click(screen.getByTestId('user-resigner-confirm'));
    await waitFor(() => expect(callsTo('PATCH', `/users/${USER_ID}/switch-resigner`)).toHaveLength(1));
    expect(callsTo('PATCH', `/users/${USER_ID}/switch-resigner`)[0]?.[1]?.body).toEqual({ trigram: 'MDU' });
  });

  it('notifies the spec §8 ex-employee update failure for 20 s', async () => {
    answerActions({
      [`PATCH /users/${USER_ID}/switch-resigner`]: () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Ce trigramme n’est pas celui de cette personne.');
      },
    });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-resigner'));
    await user.click(await screen.findByTestId('user-resigner-confirm'));
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'Le statut d’ancien salarié n’a pas pu être mis à jour.',
          durationMs: 20_000,
        }),
      ),
    );
  });

  it('deletes after a confirmation naming the person, then returns to the dashboard', async () => {
    answerActions({ [`DELETE /users/${USER_ID}`]: () => undefined });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-delete'));
    expect((await screen.findByRole('dialog')).textContent).toContain('Supprimer Marie Dupont\u202f?');
    await user.click(screen.getByTestId('user-delete-confirm'));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(callsTo('DELETE', `/users/${USER_ID}`)).toHaveLength(1);
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Marie Dupont a été supprimé.' }),
    );
  });

  it('shows the history to a superadmin only, in words', async () => {
    answerActions({
      'GET /audit': () => ({
        items: [
          {
            id: '66666666-6666-4666-8666-666666666666',
            at: '2026-11-20T09:30:00.000Z',
            actor: {
              id: '77777777-7777-4777-8777-777777777777',
              firstname: 'Sophie',
              lastname: 'Bernard',
              trigram: 'SBE',
            },
            action: 'status.change',
            userId: USER_ID,
            before: { status: 'inactive' },
            after: { status: 'active' },
            detail: {},
          },
          {
            id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
            at: '2026-11-19T10:00:00.000Z',
            actor: {
              id: '77777777-7777-4777-8777-777777777777',
              firstname: 'Sophie',
              lastname: 'Bernard',
              trigram: 'SBE',
            },
            action: 'documents.download',
            userId: USER_ID,
            before: null,
            after: null,
            detail: { format: 'docx', anonymised: true, zip: 3 },
          },
          {
            id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
            at: '2026-11-19T09:00:00.000Z',
            actor: null,
            action: 'candidate.transfer',
            userId: USER_ID,
            before: { refereeId: null, referee: null },
            after: { refereeId: '99999999-9999-4999-8999-999999999999', referee: 'GIRARD Paul' },
            detail: { bulk: 1 },
          },
          {
            id: '88888888-8888-4888-8888-888888888888',
            at: '2026-11-19T08:00:00.000Z',
            actor: {
              id: '77777777-7777-4777-8777-777777777777',
              firstname: 'Sophie',
              lastname: 'Bernard',
              trigram: 'SBE',
            },
            action: 'reminder.send',
            userId: USER_ID,
            before: null,
            after: null,
            detail: { comment: 'Ajoutez vos missions' },
          },
          {
            id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
            at: '2026-11-18T08:00:00.000Z',
            actor: {
              id: '77777777-7777-4777-8777-777777777777',
              firstname: 'Sophie',
              lastname: 'Bernard',
              trigram: 'SBE',
            },
            action: 'roles.change',
            userId: USER_ID,
            before: { roles: ['employee'] },
            after: { roles: ['employee', 'admin'] },
            detail: {},
          },
        ],
        total: 5,
        page: 1,
        pageSize: 20,
      }),
    });
    const { unmount } = renderPage(`/user?id=${USER_ID}`, viewer('superadmin'));
    const [entry, download, transfer, reminder, roles] = await screen.findAllByTestId('user-history-entry');
    expect(download?.textContent).toContain('Téléchargement — DOCX, anonymisé, dans un ZIP de 3');
    expect(transfer?.textContent).toContain('Système · Transfert\u202f: aucun référent → GIRARD Paul');
    expect(transfer?.textContent).not.toContain('9999');
    expect(entry?.textContent).toContain('Sophie Bernard');
    expect(entry?.textContent).toContain('Statut\u202f: En attente de validation → En cours');
    expect(reminder?.textContent).toContain('Demande de mise à jour — «\u202fAjoutez vos missions\u202f»');
    expect(reminder?.textContent).not.toContain('→');
    expect(roles?.textContent).toContain('Rôles\u202f: Salarié → Salarié + Administrateur');
    unmount();

    renderPage(`/user?id=${USER_ID}`, viewer('admin'));
    await screen.findByTestId('user-manage');
    expect(screen.queryByTestId('user-history')).toBeNull();
    expect(mockedApiFetch.mock.calls.filter(([path]) => path.startsWith('/audit'))).toHaveLength(1);
  });

  it('sends an update request with a comment, after the dialog, and says so', async () => {
    answerActions({ 'POST /users/send-reminder': () => ({ sent: [target.email], failed: [] }) });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-send-update-request'));
    expect((await screen.findByRole('dialog')).textContent).toContain('marie.dupont@example.com');
    await user.type(screen.getByTestId('user-reminder-comment'), 'Ajoutez votre mission chez Orange');
    await user.click(screen.getByTestId('user-reminder-send'));
    await waitFor(() => expect(callsTo('POST', '/users/send-reminder')).toHaveLength(1));
    expect(callsTo('POST', '/users/send-reminder')[0]?.[1]?.body).toMatchObject([
      {
        email: target.email,
        firstname: 'Marie',
        lastname: 'Dupont',
        comment: 'Ajoutez votre mission chez Orange',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Demande de mise à jour envoyée à Marie Dupont.' }),
    );
  });

  it('refuses a comment over the limit in the dialog, sending nothing', async () => {
    answerActions({});
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-send-update-request'));
    const comment = await screen.findByTestId('user-reminder-comment');
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    expect(screen.getByTestId('user-reminder-send').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Le message ne peut pas dépasser 1000 caractères.')).toBeTruthy();
    expect(callsTo('POST', '/users/send-reminder')).toHaveLength(0);
  });

  it('notifies the spec §8 reminder failure for 20 s', async () => {
    answerActions({
      'POST /users/send-reminder': () => {
        throw new ApiError(500, 'INTERNAL', 'Une erreur inattendue est survenue.');
      },
    });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-send-update-request'));
    await user.click(await screen.findByTestId('user-reminder-send'));
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'La demande de mise à jour n’a pas pu être envoyée.',
          durationMs: 20_000,
        }),
      ),
    );
    // The dialog stays open with the comment, to try again.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('resends the account-creation email and says to which address', async () => {
    answerActions({ [`POST /users/${USER_ID}/account-email`]: () => undefined });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByTestId('user-resend-account-email'));
    await waitFor(() => expect(callsTo('POST', `/users/${USER_ID}/account-email`)).toHaveLength(1));
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'success',
          title: 'E-mail de création de compte renvoyé à marie.dupont@example.com.',
        }),
      ),
    );
  });

  it('transfers the candidate to another HR referee after the confirmation (spec §7)', async () => {
    const referees = [
      { id: target.referee!.id, firstname: 'Hélène', lastname: 'Martin', trigram: 'HMA' },
      { id: '99999999-9999-4999-8999-999999999999', firstname: 'Paul', lastname: 'Girard', trigram: 'PGI' },
    ];
    answerActions({
      'GET /users/human_resources': () => referees,
      [`PATCH /users/${referees[1]!.id}/candidate-transfer`]: () => ({ updated: [USER_ID], failed: [] }),
    });
    const user = userEvent.setup();
    renderPage(`/user?id=${USER_ID}`);

    await user.click(await screen.findByRole('combobox', { name: 'Transférer à' }));
    // The current referee is not offered.
    expect(screen.queryByRole('option', { name: 'MARTIN Hélène' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'GIRARD Paul' }));
    await user.click(screen.getByTestId('user-transfer'));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'GIRARD Paul deviendra le référent RH de Marie Dupont.',
    );
    await user.click(screen.getByTestId('user-transfer-confirm'));
    await waitFor(() =>
      expect(callsTo('PATCH', `/users/${referees[1]!.id}/candidate-transfer`)).toHaveLength(1),
    );
    expect(callsTo('PATCH', `/users/${referees[1]!.id}/candidate-transfer`)[0]?.[1]?.body).toEqual({
      users: [USER_ID],
    });
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Candidat transféré à GIRARD Paul.' }),
      ),
    );
  });
});
