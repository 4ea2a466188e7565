/**
 * spec §4, §9 session timing with short lifetimes: the refresh-token expiry is checked every
 * 120 s and the blocking popup shows at 180 s or less left; and "the mode is recomputed after
 * each token refresh" (each new token refetches `/users/me`, whose roles give the mode).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { UserManager, type User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_SECONDS, SESSION_POPUP_THRESHOLD_SECONDS } from '@highlight/domain/constants';
import { ME_QUERY_KEY } from '../api/me.ts';
import { i18n } from '../i18n/i18n.ts';
import { recordRefreshExpiry } from './refresh-expiry.ts';
import { SessionExpiryModal } from './SessionExpiryModal.tsx';
import { useRefetchMeOnTokenRefresh } from './use-refetch-me-on-refresh.ts';

function renderModal() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <AuthContext.Provider value={{ user: { refresh_token: 'opaque' } } as unknown as AuthContextProps}>
          <SessionExpiryModal />
        </AuthContext.Provider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The popup's reload button once the popup's code (fetched when it shows) has loaded, or null. */
async function popup() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return screen.queryByTestId('session-reload');
}

describe('session expiry popup (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    window.sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows at the first check with 180 s or less left, not with 181 s', async () => {
    recordRefreshExpiry({ refresh_expires_in: SESSION_POPUP_THRESHOLD_SECONDS + 1 });
    const first = renderModal();
    expect(await popup()).toBeNull();
    first.unmount();
    recordRefreshExpiry({ refresh_expires_in: SESSION_POPUP_THRESHOLD_SECONDS });
    renderModal();
    expect(await popup()).not.toBeNull();
  });

  it('checks again every 120 s: a session with 300 s left shows the popup at the 120 s check, not before', async () => {
    recordRefreshExpiry({ refresh_expires_in: 300 });
    renderModal();
    expect(await popup()).toBeNull();
    // Time passes without a check: 119 s later 181 s are left, still no popup.
    await act(async () => {
      await vi.advanceTimersByTimeAsync((SESSION_CHECK_INTERVAL_SECONDS - 1) * 1000);
    });
    expect(await popup()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await popup()).not.toBeNull();
  });

  it('waits for the next check when the threshold is crossed between two checks', async () => {
    // 250 s left: 130 s at the 120 s check (popup), but at 60 s (70 s past threshold) no check runs.
    recordRefreshExpiry({ refresh_expires_in: 250 });
    renderModal();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100 * 1000);
    });
    expect(await popup()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20 * 1000);
    });
    expect(await popup()).not.toBeNull();
  });
});

describe('mode recomputed after each token refresh (spec §4)', () => {
  it('refetches /users/me whenever new tokens load, and stops when unmounted', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const userManager = new UserManager({
      authority: 'https://sso.test',
      client_id: 'front',
      redirect_uri: 'https://app.test/',
    });
    const { events } = userManager;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useRefetchMeOnTokenRefresh(userManager), { wrapper });
    expect(invalidate).not.toHaveBeenCalled();
    await events.load({ access_token: 'refreshed' } as User);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ME_QUERY_KEY });
    hook.unmount();
    await events.load({ access_token: 'again' } as User);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
