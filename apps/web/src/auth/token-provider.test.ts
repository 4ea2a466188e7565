/**
 * spec §4 "Before every API request the token is refreshed if it expires within 5 seconds";
 * spec §8 "Refresh-token request answered 400: token cleared and user sent to login".
 */
import { ErrorResponse, User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createAccessTokenProvider } from './token-provider.ts';

function userExpiringIn(
  seconds: number,
  accessToken = 'old-token',
  refreshToken: string | undefined = 'refresh',
) {
  return new User({
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'https://issuer', aud: 'front', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + seconds,
  });
}

function fakeManager(user: User | null, signinSilent: () => Promise<User | null>) {
  return {
    getUser: vi.fn(() => Promise.resolve(user)),
    signinSilent: vi.fn(signinSilent),
  } as unknown as Pick<UserManager, 'getUser' | 'signinSilent'> & {
    signinSilent: ReturnType<typeof vi.fn>;
  };
}

describe('access token provider', () => {
  it('uses the stored token while it has more than 5 s left', async () => {
    const manager = fakeManager(userExpiringIn(60), () => Promise.resolve(null));
    const provide = createAccessTokenProvider(
      manager,
      vi.fn(() => Promise.resolve()),
    );
    expect(await provide()).toBe('old-token');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('refreshes once, for concurrent calls, when the token expires within 5 s', async () => {
    let finish: (user: User) => void = () => undefined;
    const manager = fakeManager(userExpiringIn(5), () => new Promise<User>((resolve) => (finish = resolve)));
    const provide = createAccessTokenProvider(
      manager,
      vi.fn(() => Promise.resolve()),
    );
    const calls = [provide(), provide(), provide()];
    await vi.waitFor(() => expect(manager.signinSilent).toHaveBeenCalledTimes(1));
    finish(userExpiringIn(300, 'new-token'));
    expect(await Promise.all(calls)).toEqual(['new-token', 'new-token', 'new-token']);
  });

  it('clears the session and signs in again when the refresh is refused (400 invalid_grant)', async () => {
    const manager = fakeManager(userExpiringIn(2), () =>
      Promise.reject(new ErrorResponse({ error: 'invalid_grant', error_description: 'expired' })),
    );
    const onSessionLost = vi.fn(() => Promise.resolve());
    const provide = createAccessTokenProvider(manager, onSessionLost);
    expect(await Promise.all([provide(), provide()])).toEqual([null, null]);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('keeps the old token on a network failure (the next call retries)', async () => {
    const manager = fakeManager(userExpiringIn(1), () => Promise.reject(new TypeError('Failed to fetch')));
    const onSessionLost = vi.fn(() => Promise.resolve());
    const provide = createAccessTokenProvider(manager, onSessionLost);
    expect(await provide()).toBe('old-token');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('sends no token without a signed-in user', async () => {
    const provide = createAccessTokenProvider(
      fakeManager(null, () => Promise.resolve(null)),
      () => Promise.resolve(),
    );
    expect(await provide()).toBeNull();
  });
});
