/**
 * Sign-in redirects that come back to where the user was (spec §4: login is required on load).
 */
import type { SigninRedirectArgs, SignoutRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { currentLocale, LINKED_LOCALE_PARAM, linkedLocale, rememberedLocale } from '../i18n/i18n.ts';
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

/**
 * A fresh `nonce` (OpenID Connect Core §3.1.2.1): 32 random bytes, base64url. oidc-client-ts
 * keeps it with the pending sign-in and refuses an ID token that does not carry it back (spec §8
 * "Invalid nonce: token cleared"); without one it checks nothing.
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The sign-in arguments remembering the current location, with a new nonce and a language for the
 * sign-in page (`ui_locales`, OpenID Connect Core §3.1.2.1): the one the address names (`?lang`,
 * the provider's "Go to the application" link after an activation, issue #26 §20), else, once this
 * browser has shown the app, the display language last shown (issue #11 §5). It serves the page
 * only: on a shared computer it is the previous person's, so neither it nor the page's own switch
 * changes anyone's display language (issue #26 §19: only the app's language menu does). A browser
 * that never showed the app, opened without `?lang`, sends none. The `lang` parameter is not kept
 * in the path returned to after sign-in (it has served).
 */
export function signinArgs(): SigninRedirectArgs {
  const { pathname, search, hash } = window.location;
  const state: ReturnState = { returnTo: safeReturnPath(`${pathname}${withoutLinkedLocale(search)}${hash}`) };
  const locale = linkedLocale() ?? rememberedLocale();
  return { state, nonce: newNonce(), ...(locale ? { ui_locales: locale } : {}) };
}

/** `search` (`?a=1&lang=en`) without the `lang` parameter; unchanged when it has none. */
function withoutLinkedLocale(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(LINKED_LOCALE_PARAM)) return search;
  params.delete(LINKED_LOCALE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The sign-out arguments: the provider's sign-out pages in the language shown (RP-Initiated Logout 1.0 §2). */
export function signoutArgs(): SignoutRedirectArgs {
  return { extraQueryParams: { ui_locales: currentLocale() } };
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
