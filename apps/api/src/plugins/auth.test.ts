/**
 * The bearer token's checks (issue #10 §1, RFC 9068, RFC 7519; `plugins/auth.ts`): the signing
 * algorithms taken and refused, the access-token types, the clock tolerance, and what the API reads
 * of the token's claims when it meets a person for the first time. Through `GET /api/users/me`.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { DEFAULT_ACCESS_TOKEN_AUDIENCE } from '../token-claims.ts';
import { caller } from './auth.ts';
import { createTestApp, TEST_ISSUER } from '../../test/helpers.ts';

/** Every asymmetric algorithm the API takes (`ACCESS_TOKEN_ALGORITHMS`) but RS256, `tokenFor`'s. */
const OTHER_ALGORITHMS = ['RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'] as const;

let t: Awaited<ReturnType<typeof createTestApp>>;
const signingKeys = new Map<string, CryptoKey>();
/** The app's log at debug level, one parsed line each. */
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  const issuerKeys: JWK[] = [];
  for (const alg of OTHER_ALGORITHMS) {
    const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
    signingKeys.set(alg, privateKey);
    issuerKeys.push({ ...(await exportJWK(publicKey)), kid: alg, alg });
  }
  t = await createTestApp({
    issuerKeys,
    logger: {
      level: 'debug',
      stream: { write: (line) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

function signingKey(alg: string): CryptoKey {
  const key = signingKeys.get(alg);
  if (!key) throw new Error(`no key for ${alg}`);
  return key;
}

/**
 * An access token of the issuer for `sub` (any JSON value, to build wrong ones), signed with `alg`'s
 * key unless `key` says otherwise; `header` and `claims` added, `expiresAt` in seconds (default 5 min).
 */
function accessToken(
  sub: unknown,
  alg: string,
  options: {
    header?: Record<string, unknown>;
    claims?: Record<string, unknown>;
    expiresAt?: number;
    key?: CryptoKey;
  } = {},
) {
  const claims: Record<string, unknown> = { sub, realm_access: { roles: ['employee'] }, ...options.claims };
  return new SignJWT(claims)
    .setProtectedHeader({ alg, kid: alg, typ: 'at+jwt', ...options.header })
    .setIssuer(TEST_ISSUER)
    .setAudience(DEFAULT_ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '5m')
    .sign(options.key ?? signingKey(alg));
}

async function me(token: string) {
  return t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
}

describe('the signing algorithm (issue #10 §1)', () => {
  it.each(OTHER_ALGORITHMS)('takes a token signed with %s by the issuer', async (alg) => {
    const user = await t.createUser({ roles: ['employee'] });
    const response = await me(await accessToken(user.id, alg));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
  });

  it('refuses an unsigned token (alg none), whatever it claims', async () => {
    const user = await t.createUser({ roles: ['superadmin'] });
    const unsigned = new UnsecuredJWT({ realm_access: { roles: ['superadmin'] } })
      .setIssuer(TEST_ISSUER)
      .setAudience(DEFAULT_ACCESS_TOKEN_AUDIENCE)
      .setSubject(user.id)
      .setExpirationTime('5m')
      .encode();
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('refuses a token signed by a key the issuer does not publish', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await accessToken(user.id, 'ES256', { key: privateKey });
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('the token type (RFC 9068 §2.1, Keycloak)', () => {
  it('takes the header type in any case and in its media-type form', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    for (const typ of ['at+jwt', 'AT+JWT', 'application/at+jwt', 'Application/AT+JWT']) {
      expect((await me(await accessToken(user.id, 'ES256', { header: { typ } }))).statusCode, typ).toBe(200);
    }
  });

  it("takes Keycloak's access token, whose type is a claim, with no type in its header", async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const keycloak = await accessToken(user.id, 'ES256', {
      header: { typ: undefined },
      claims: { typ: 'Bearer' },
    });
    expect(JSON.parse(Buffer.from(keycloak.split('.')[0] ?? '', 'base64url').toString())).not.toHaveProperty(
      'typ',
    );
    expect((await me(keycloak)).statusCode).toBe(200);
  });

  it('refuses other header types unless the token says Bearer', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    for (const typ of ['JWT', 'at+jwt+x', 'application/jwt', 'dpop+jwt']) {
      expect((await me(await accessToken(user.id, 'ES256', { header: { typ } }))).statusCode, typ).toBe(401);
    }
    // Keycloak's claim is case-sensitive: "bearer" is not its access token's type.
    const lower = await accessToken(user.id, 'ES256', { header: { typ: 'JWT' }, claims: { typ: 'bearer' } });
    expect((await me(lower)).statusCode).toBe(401);
  });
});

describe('the Authorization header (RFC 6750 §2.1)', () => {
  it('takes exactly "Bearer <token>", refusing anything before the scheme or after the token', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const token = await accessToken(user.id, 'ES256');
    const status = async (authorization: string) =>
      (await t.app.inject({ url: '/api/users/me', headers: { authorization } })).statusCode;
    expect(await status(`Bearer ${token}`)).toBe(200);
    expect(await status(`xBearer ${token}`)).toBe(401);
    expect(await status(`Basic x, Bearer ${token}`)).toBe(401);
    expect(await status(`Bearer ${token} extra`)).toBe(401);
    expect(await status(`Bearer ${token}, Bearer ${token}`)).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('expiry (RFC 7519 §4.1.4)', () => {
  it('takes a token expired a second ago (5 s of clock tolerance), refuses one expired a minute ago', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const now = Math.floor(Date.now() / 1000);
    expect((await me(await accessToken(user.id, 'ES256', { expiresAt: now - 1 }))).statusCode).toBe(200);
    expect((await me(await accessToken(user.id, 'ES256', { expiresAt: now - 60 }))).statusCode).toBe(401);
  });

  it('refuses a token once expired although it was verified before (issue #30 §1: kept until exp)', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const expiresAt = Math.floor(Date.now() / 1000) + 30;
    const token = await accessToken(user.id, 'ES256', { expiresAt });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Within the 5 s of tolerance past `exp`, still taken; past it, refused.
      vi.setSystemTime((expiresAt + 4) * 1000);
      expect((await me(token)).statusCode).toBe(200);
      vi.setSystemTime((expiresAt + 6) * 1000);
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a person met for the first time (spec §3, issue #10 §4)', () => {
  it('takes the names and the email of the token, and its confirmation when it is a boolean', async () => {
    const id = randomUUID();
    const email = `first.${id.slice(0, 8)}@highlight.test`;
    const response = await me(
      await accessToken(id, 'ES256', {
        claims: { email, given_name: 'Ada', family_name: 'Lovelace', email_verified: true },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      email,
      firstname: 'Ada',
      lastname: 'Lovelace',
      roles: ['employee'],
    });
  });

  it('ignores names and a confirmation that are not of their type', async () => {
    const id = randomUUID();
    const email = `odd.${id.slice(0, 8)}@highlight.test`;
    const response = await me(
      await accessToken(id, 'ES256', {
        // A confirmation "false" as text is not the issuer saying no: the account is served.
        claims: { email, given_name: 42, family_name: ['Lovelace'], email_verified: 'false' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, email, firstname: '', lastname: '' });
  });

  it('an email_verified of false keeps the new account from being served (issue #10 §4)', async () => {
    const id = randomUUID();
    const email = `unconfirmed.${id.slice(0, 8)}@highlight.test`;
    const response = await me(await accessToken(id, 'ES256', { claims: { email, email_verified: false } }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('keeps only the roles the product knows from realm_access.roles', async () => {
    const id = randomUUID();
    const email = `roles.${id.slice(0, 8)}@highlight.test`;
    const response = await me(
      await accessToken(id, 'ES256', {
        claims: {
          email,
          realm_access: { roles: ['offline_access', 'admin', 42, 'uma_authorization', 'employee'] },
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ roles: string[] }>().roles.toSorted()).toEqual(['admin', 'employee']);
  });
});

describe('why a token was refused goes to the debug log, never the token (issue #10 §1)', () => {
  it('logs the reason of each refusal', async () => {
    const user = await t.createUser({ roles: ['employee'] });
    const idToken = await accessToken(user.id, 'ES256', { header: { typ: 'JWT' }, claims: { typ: 'ID' } });
    const expired = await accessToken(user.id, 'ES256', { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    // A subject that is not a string (jose checks only that it is there) is refused, even with the
    // email of an existing person, who would otherwise be found by it.
    const numericSubject = await accessToken(42, 'ES256', { claims: { email: user.email } });
    for (const [token, reason] of [
      [idToken, 'not an access token'],
      [expired, '"exp" claim timestamp check failed'],
      [numericSubject, 'sub is not a string'],
    ] as const) {
      logged.length = 0;
      expect((await me(token)).statusCode).toBe(401);
      const rejections = logged.filter((line) => line.msg === 'access token rejected');
      expect(rejections.map((line) => line.reason)).toEqual([reason]);
      expect(JSON.stringify(logged)).not.toContain(token.split('.')[2]);
    }
  });
});

describe("caller (the authenticated routes' access to the token and the user)", () => {
  const request = (auth: unknown, currentUser: unknown) =>
    ({ auth, currentUser }) as unknown as Parameters<typeof caller>[0];

  it('gives both once the auth plugin set them, and refuses as UNAUTHENTICATED when either is missing', () => {
    const claims = { sub: 'x' };
    const user = { id: 'x' };
    expect(caller(request(claims, user))).toEqual({ claims, user });
    for (const [auth, currentUser] of [
      [null, user],
      [claims, null],
      [null, null],
    ]) {
      const refusal = (() => {
        try {
          caller(request(auth, currentUser));
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        name: 'AppError',
        code: 'UNAUTHENTICATED',
        message: 'UNAUTHENTICATED',
      });
    }
  });
});
