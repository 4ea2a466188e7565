/**
 * When the refresh token expires (spec §4: checked every 2 minutes; the session popup shows with
 * 3 minutes or less left). oidc-client-ts keeps no refresh-token lifetime, so the `refresh_expires_in`
 * of each token response (Keycloak's field, also sent by the embedded provider) is recorded here,
 * in sessionStorage beside the tokens. A refresh token that is a JWT (Keycloak) also tells its `exp`.
 */

const STORAGE_KEY = 'highlight.refreshExpiresAt';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Records the refresh token's expiry from a token response (`refresh_expires_in`, seconds).
 * A missing or zero value (an offline token with no idle limit) forgets any earlier record.
 */
export function recordRefreshExpiry(tokenResponse: object, now: number = nowSeconds()): void {
  const seconds = (tokenResponse as { refresh_expires_in?: unknown }).refresh_expires_in;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) {
    window.sessionStorage.setItem(STORAGE_KEY, String(now + Math.floor(seconds)));
  } else {
    window.sessionStorage.removeItem(STORAGE_KEY);
  }
}

/** Forgets the recorded expiry (sign-out, lost session). */
export function clearRefreshExpiry(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

/** The `exp` claim of a JWT, or null when the token is opaque. */
function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Seconds left before the refresh token expires (may be negative), or null when unknown: the
 * recorded `refresh_expires_in`, else the `exp` of a JWT refresh token.
 */
export function refreshSecondsLeft(
  refreshToken: string | undefined,
  now: number = nowSeconds(),
): number | null {
  const recorded = Number(window.sessionStorage.getItem(STORAGE_KEY));
  if (recorded > 0) return recorded - now;
  const exp = refreshToken ? jwtExpiry(refreshToken) : null;
  return exp === null ? null : exp - now;
}
