/**
 * spec §4 "login is required on load; visitors without a session are redirected to the sign-on
 * server", coming back to the path they asked for; spec §8 failed token exchange.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { describe, expect, it, vi } from 'vitest';
import {
  applyDisplayLanguage,
  i18n,
  linkedLocale,
  REMEMBERED_LOCALE_KEY,
  rememberedLocale,
} from '../i18n/i18n.ts';
import { AuthGate } from './AuthGate.tsx';
import { restoreReturnPath, safeReturnPath } from './session.ts';

function manager(stored: Partial<User> | null, silent: () => Promise<unknown> = () => Promise.resolve(null)) {
  return {
    getUser: vi.fn(() => Promise.resolve(stored)),
    signinSilent: vi.fn(silent),
    removeUser: vi.fn(() => Promise.resolve()),
    signinRedirect: vi.fn(() => Promise.resolve()),
  };
}

function renderGate(
  auth: Partial<AuthContextProps>,
  userManager: ReturnType<typeof manager>,
  children: ReactNode,
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <AuthContext.Provider
          value={{ isLoading: false, isAuthenticated: false, ...auth } as AuthContextProps}
        >
          <AuthGate userManager={userManager as unknown as UserManager}>{children}</AuthGate>
        </AuthContext.Provider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('AuthGate', () => {
  it('sends a visitor without a session to sign in, remembering the path', async () => {
    // A browser that never showed the app names no language: the page is French by default, and
    // whatever its language, signing in leaves the person's setting as it is (issue #26 §19).
    window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
    window.history.replaceState({}, '', '/takeoff/3?x=1');
    const userManager = manager(null);
    renderGate({}, userManager, <p>secret</p>);
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith({
        state: { returnTo: '/takeoff/3?x=1' },
        // spec §8 "Invalid nonce": every sign-in carries a fresh nonce for the ID token to echo.
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      }),
    );
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByTestId('global-loader')).toBeTruthy();
  });

  it('opens the sign-in page in the display language last shown (issue #11 §5)', async () => {
    await applyDisplayLanguage('en');
    expect(window.localStorage.getItem(REMEMBERED_LOCALE_KEY)).toBe('en');
    expect(rememberedLocale()).toBe('en');
    try {
      const userManager = manager(null);
      renderGate({}, userManager, <p>secret</p>);
      await waitFor(() =>
        expect(userManager.signinRedirect).toHaveBeenCalledWith(
          expect.objectContaining({ ui_locales: 'en' }),
        ),
      );
    } finally {
      await applyDisplayLanguage('fr');
      window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
    }
  });

  // Issue #26 §20 leftover: after an activation in English, "Go to the application" opened a French
  // sign-in page on a fresh browser; the provider's link now names the language (`/?lang=en`).
  it('opens the sign-in page in the language the link names, on a browser that never showed the app', async () => {
    window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
    window.history.replaceState({}, '', '/?lang=en');
    try {
      const userManager = manager(null);
      renderGate({}, userManager, <p>secret</p>);
      await waitFor(() =>
        expect(userManager.signinRedirect).toHaveBeenCalledWith(
          // The language served, the return path without it.
          expect.objectContaining({ ui_locales: 'en', state: { returnTo: '/' } }),
        ),
      );
      // It serves the sign-in page only: nothing is remembered (issue #26 §19).
      expect(window.localStorage.getItem(REMEMBERED_LOCALE_KEY)).toBeNull();
    } finally {
      window.history.replaceState({}, '', '/');
    }
  });

  it("the link's language wins over the one last shown (a shared computer), other parameters kept", async () => {
    await applyDisplayLanguage('fr');
    window.history.replaceState({}, '', '/takeoff/3?x=1&lang=en#top');
    try {
      const userManager = manager(null);
      renderGate({}, userManager, <p>secret</p>);
      await waitFor(() =>
        expect(userManager.signinRedirect).toHaveBeenCalledWith(
          expect.objectContaining({ ui_locales: 'en', state: { returnTo: '/takeoff/3?x=1#top' } }),
        ),
      );
    } finally {
      window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
      window.history.replaceState({}, '', '/');
    }
  });

  it('a language the app does not have, in the link, is ignored', async () => {
    window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
    window.history.replaceState({}, '', '/?lang=de');
    try {
      expect(linkedLocale()).toBeUndefined();
      const userManager = manager(null);
      renderGate({}, userManager, <p>secret</p>);
      await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalledTimes(1));
      expect(userManager.signinRedirect).toHaveBeenCalledWith(
        expect.not.objectContaining({ ui_locales: expect.anything() as unknown }),
      );
    } finally {
      window.history.replaceState({}, '', '/');
    }
  });

  it('renews an expired session with its refresh token instead of signing in again', async () => {
    const userManager = manager({ refresh_token: 'r' });
    renderGate({}, userManager, <p>secret</p>);
    await waitFor(() => expect(userManager.signinSilent).toHaveBeenCalledTimes(1));
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('renders the app for a signed-in user', () => {
    const userManager = manager(null);
    renderGate({ isAuthenticated: true }, userManager, <p>secret</p>);
    expect(screen.getByText('secret')).toBeTruthy();
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('shows the authentication error and clears the tokens when the code exchange failed', async () => {
    const userManager = manager(null);
    const error = Object.assign(new Error('invalid nonce'), { source: 'signinCallback' as const });
    renderGate({ error }, userManager, <p>secret</p>);
    expect(await screen.findByText("Erreur d'authentification.")).toBeTruthy();
    await waitFor(() => expect(userManager.removeUser).toHaveBeenCalled());
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });
});

describe('return path after sign-in', () => {
  it('restores the remembered path and strips the code from the address bar', () => {
    window.history.replaceState({}, '', '/auth/callback?code=abc&state=xyz');
    restoreReturnPath({ state: { returnTo: '/visualisation' } } as unknown as User);
    expect(window.location.pathname + window.location.search).toBe('/visualisation');
  });

  it('never returns to another origin or to the callback', () => {
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/auth/callback?code=1')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('/home')).toBe('/home');
  });
});
