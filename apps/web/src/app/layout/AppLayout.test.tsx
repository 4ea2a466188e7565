/**
 * The header (spec §2, §4): FR/EN switch saved in userSettings, the admin ↔ collab switch of
 * dual-role users with its "unsaved data is lost" confirmation, logout confirmation.
 */
import type { UserWithResume } from '@highlight/domain/user';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { makeUser } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

/** A fake API whose PATCH /users/me merges the body into the user, as the real one does. */
function serve(initial: UserWithResume) {
  let me = initial;
  return mockApi({
    'GET /users/me': () => me,
    'GET /users/': () => ({ items: [], total: 0, page: 1, pageSize: 50 }),
    'PATCH /users/me': (body) => {
      const patch = body as Partial<UserWithResume>;
      me = { ...me, ...patch, userSettings: { ...me.userSettings, ...patch.userSettings } };
      const { resume: _resume, ...user } = me;
      return user;
    },
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('header', () => {
  it('switches the language to English and stores it, keeping the stored mode', async () => {
    const { calls } = serve(makeUser());
    renderRoutes('/home');
    await screen.findByText('Bonjour Camille !');
    await userEvent.setup().click(screen.getByTestId('language-switch-en'));
    expect(await screen.findByText('Hello Camille!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/users/me',
        body: { userSettings: { displayLanguage: 'en', chosenUserMode: null } },
      },
    ]);
  });

  it('offers no mode switch to a collaborator-only user', async () => {
    serve(makeUser());
    renderRoutes('/home');
    await screen.findByTestId('home');
    expect(screen.queryByTestId('mode-switch')).toBeNull();
    expect(screen.getByTestId('nav-home')).toBeTruthy();
    expect(screen.queryByTestId('nav-dashboard')).toBeNull();
  });

  it('lets a dual-role user switch to admin mode after confirming that unsaved data is lost', async () => {
    const dual = makeUser({
      roles: ['employee', 'admin'],
      userSettings: { displayLanguage: 'fr', chosenUserMode: 'collab' },
    });
    const { calls } = serve(dual);
    const { router } = renderRoutes('/home');
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('mode-switch'));
    // The dialogs' code loads with the first one (issue #11 §6).
    expect(await screen.findByText(/Les données non enregistrées seront perdues/)).toBeTruthy();
    await user.click(screen.getByTestId('mode-switch-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      userSettings: { displayLanguage: 'fr', chosenUserMode: 'admin' },
    });
    expect(await screen.findByTestId('nav-dashboard')).toBeTruthy();
  });

  it('asks before logging out, then signs out at the identity provider', async () => {
    serve(makeUser());
    const { auth } = renderRoutes('/home');
    const { signoutRedirect } = auth;
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('logout'));
    expect(
      await screen.findByText(
        'Voulez-vous vraiment vous déconnecter ? Les données non enregistrées seront perdues.',
      ),
    ).toBeTruthy();
    expect(signoutRedirect).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('logout-confirm'));
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
  });
});
