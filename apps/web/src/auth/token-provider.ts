/**
 * The access token for each API call (spec §4: refreshed first when it expires within 5 s).
 */
import { TOKEN_REFRESH_MARGIN_SECONDS } from '@highlight/domain/constants';
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';

type TokenSource = Pick<UserManager, 'getUser' | 'signinSilent'>;

/**
 * Builds the provider given to `setAccessTokenProvider`: the stored access token, refreshed through
 * the refresh token when it has `TOKEN_REFRESH_MARGIN_SECONDS` or less left. One refresh runs at a
 * time; concurrent calls wait for it. When the token endpoint refuses the refresh (an OAuth error
 * answer, 400 `invalid_grant`), or there is no refresh token, `onSessionLost` runs (spec §8: tokens
 * cleared, back to login) and the call goes out without a token. A network failure keeps the old
 * token: the API answers 401 and the next call tries again.
 */
export function createAccessTokenProvider(
  userManager: TokenSource,
  onSessionLost: () => Promise<void>,
): () => Promise<string | null> {
  let refreshing: Promise<User | null> | null = null;
  let losing: Promise<void> | null = null;
  // Several calls may find the session lost at once: one sign-in redirect is enough.
  const loseSession = () => (losing ??= onSessionLost());

  const refresh = (): Promise<User | null> => {
    refreshing ??= userManager.signinSilent().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return async () => {
    const user = await userManager.getUser();
    if (!user) return null;
    const secondsLeft = user.expires_in;
    if (secondsLeft === undefined || secondsLeft > TOKEN_REFRESH_MARGIN_SECONDS) return user.access_token;
    if (!user.refresh_token) {
      await loseSession();
      return null;
    }
    try {
      const renewed = await refresh();
      return renewed?.access_token ?? null;
    } catch (error) {
      if (error instanceof ErrorResponse) {
        await loseSession();
        return null;
      }
      return user.access_token;
    }
  };
}
