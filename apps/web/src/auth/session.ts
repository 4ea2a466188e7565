/**
 * Sign-in redirects that come back to where the user was (spec §4: login is required on load).
 */
import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { SIGNIN_CALLBACK_PATH } from './user-manager.ts';
import { clearRefreshExpiry } from './refresh-expiry.ts';

/** The state carried through the identity provider. */
interface ReturnState {
  returnTo: string;
}

/** A same-origin path to return to, never the callback itself nor another origin (`//host`). */
export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return '/';
  if (path.startsWith(SIGNIN_CALLBACK_PATH)) return '/';
  return path;
}

/** The sign-in arguments remembering the current location. */
export function signinArgs(): SigninRedirectArgs {
  const { pathname, search, hash } = window.location;
  const state: ReturnState = { returnTo: safeReturnPath(`${pathname}${search}${hash}`) };
  return { state };
}

/**
 * `onSigninCallback` of the AuthProvider: removes the code and state from the address bar and
 * restores the path the user asked for before signing in.
 */
export function restoreReturnPath(user: User | undefined): void {
  const returnTo = safeReturnPath((user?.state as Partial<ReturnState> | undefined)?.returnTo);
  window.history.replaceState({}, document.title, returnTo);
}

/**
 * spec §8 "Refresh-token request answered 400: token cleared and user sent to login": forgets the
 * tokens. The AuthGate, seeing no signed-in user any more, starts the sign-in that returns here.
 */
export async function endSession(userManager: Pick<UserManager, 'removeUser'>): Promise<void> {
  clearRefreshExpiry();
  await userManager.removeUser();
}
