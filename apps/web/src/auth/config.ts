/**
 * The identity settings the API publishes (`GET /api/config`, no authentication): the OpenID
 * Connect issuer (embedded: `${origin}/realms/highlight`, production: Keycloak) and the public
 * client id (spec §9: realm highlight, client front).
 */

/** `issuer`: an absolute http(s) URL; `clientId`: not empty. */
export interface AuthConfig {
  issuer: string;
  clientId: string;
}

/**
 * Checks the answer of `GET /api/config`. Written without zod on purpose: this runs before the first
 * screen, which does not otherwise need zod's 23 KB (issue #11 §6). Throws on anything else.
 */
export function parseAuthConfig(value: unknown): AuthConfig {
  const { issuer, clientId } = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const url = typeof issuer === 'string' && URL.canParse(issuer) ? new URL(issuer) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error('GET /api/config: issuer is not an http(s) URL');
  if (typeof clientId !== 'string' || clientId.trim() === '')
    throw new Error('GET /api/config: clientId is missing');
  return { issuer: issuer as string, clientId };
}

/** Loads the identity settings; throws when the API does not answer them. */
export async function loadAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return parseAuthConfig(await response.json());
}
