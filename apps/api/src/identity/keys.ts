/**
 * Key material of the embedded provider, generated once on first start and kept in `app_secrets`
 * (DESIGN.md "Identity and access"), so that tokens and cookies survive restarts and every API
 * process behind a load balancer signs and verifies with the same keys.
 *
 * - `oidc.jwks`: a private JWK Set with one RS256 signing key (`kid` = RFC 7638 thumbprint);
 * - `oidc.cookieKeys`: the keys that sign the provider's cookies (Koa `keygrip`).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/** The signing algorithm of ID tokens and JWT access tokens (Keycloak's default). */
export const SIGNING_ALG = 'RS256';

export interface ProviderSecrets {
  /** Private JWK Set (RFC 7517) for oidc-provider's `jwks` option. */
  jwks: { keys: JWK[] };
  /** Cookie signing keys, newest first. */
  cookieKeys: string[];
}

/**
 * Reads the secret `name`, creating it with `create()` when absent. Concurrent first starts are
 * safe: the insert does nothing on conflict and everyone reads back the row that won.
 */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => {
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
    return row?.value as T | undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`app secret ${name} could not be stored`);
  return stored;
}

async function createSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] };
}

/** Loads (or generates once) the provider's signing keys and cookie keys. */
export async function loadProviderSecrets(db: Database): Promise<ProviderSecrets> {
  const jwks = await loadOrCreate(db, 'oidc.jwks', createSigningKeys);
  const cookieKeys = await loadOrCreate(db, 'oidc.cookieKeys', () =>
    Promise.resolve([randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')]),
  );
  return { jwks, cookieKeys };
}

/** The public part of a private JWK Set (what `/certs` publishes), for local token verification. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  const fields = ['kty', 'n', 'e', 'crv', 'x', 'y', 'kid', 'alg', 'use'] as const;
  return {
    keys: jwks.keys.map((key) =>
      Object.fromEntries(
        fields.filter((field) => key[field] !== undefined).map((field) => [field, key[field]]),
      ),
    ),
  };
}
