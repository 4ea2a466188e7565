/**
 * The identity settings the API publishes (`GET /api/config`, no authentication): the OpenID
 * Connect issuer (embedded: `${origin}/realms/highlight`, production: Keycloak) and the public
 * client id (spec §9: realm highlight, client front).
 */
import { z } from 'zod';

export const ZAuthConfig = z.object({ issuer: z.url(), clientId: z.string().min(1) });
export type AuthConfig = z.infer<typeof ZAuthConfig>;

/** Loads the identity settings; throws when the API does not answer them. */
export async function loadAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return ZAuthConfig.parse(await response.json());
}
