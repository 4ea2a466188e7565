/**
 * A signed-out session's access tokens stop working within seconds (issue #26 §6: they kept
 * working up to 300 s after logout, until they expired). Two API processes over one database, as
 * in production, each with its own cache of the answer: after the sign-out on one, both refuse the
 * token once their cache's few seconds have passed. Also: revoking the refresh token (what the web
 * app's logout does besides end_session) and the answers of `createSessionCheck` itself.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { buildApp } from '../app.ts';
import { oidcPayloads } from '../db/schema.ts';
import { seedReference } from '../db/seed/reference.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { createIdentityUser } from './accounts.ts';
import { settleAfterResponse } from './after-response.ts';
import { createSessionCheck } from './session-check.ts';
import {
  Browser,
  openLoginPage,
  pkcePair,
  submitLogin,
  tokenRequest,
  type IdentityServer,
} from './test-kit.ts';

const PASSWORD = 'Str0ng!pass';
/** The cache's life in this test: short, so that the test waits little. */
const TTL_MS = 300;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: IdentityServer;
/** A second API process over the same database (it serves the API only). */
let other: Awaited<ReturnType<typeof buildApp>>['app'];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedReference(database.db);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = { publicUrl: base, issuer: `${base}/realms/highlight`, webDist: '/nonexistent' };
  const { app } = await buildApp({
    config: { ...config, embeddedIdentity: true },
    db: database.db,
    sessionCheck: { ttlMs: TTL_MS },
  });
  await app.listen({ port, host: '127.0.0.1' });
  // The second process verifies tokens with the first one's published keys, as behind a balancer.
  ({ app: other } = await buildApp({
    config: { ...config, embeddedIdentity: false },
    db: database.db,
    sessionCheck: { ttlMs: TTL_MS },
  }));
  await other.ready();
  server = {
    app,
    db: database.db,
    base,
    issuer: config.issuer,
    settled: () => settleAfterResponse(app),
    close: () => app.close(),
  };
}, 60_000);

afterAll(async () => {
  await other?.close();
  await server?.close();
  await database?.close();
});

/** Signs a new employee in through the provider's pages; returns the token endpoint's answer. */
async function signIn() {
  const email = `session-${Math.random().toString(36).slice(2)}@example.test`;
  await createIdentityUser(database.db, {
    email,
    password: PASSWORD,
    firstname: 'Ada',
    lastname: 'Lovelace',
    roles: ['employee'],
    status: 'active',
    emailVerified: true,
  });
  const browser = new Browser(server.base);
  const { verifier, challenge } = pkcePair();
  const login = await openLoginPage(server, browser, challenge);
  const result = await submitLogin(server, browser, login.url, { username: email, password: PASSWORD });
  expect(result.code, result.html).toBeTruthy();
  const tokens = await tokenRequest(server, {
    grant_type: 'authorization_code',
    code: result.code ?? '',
    redirect_uri: `${server.base}/auth/callback`,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return {
    browser,
    tokens: tokens.body as { access_token: string; id_token: string; refresh_token: string },
  };
}

/** `GET /api/users/me` with `token` on both processes: their two statuses. */
async function statuses(token: string): Promise<[number, number]> {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(`${server.base}/api/users/me`, { headers });
  const second = await other.inject({ url: '/api/users/me', headers });
  return [first.status, second.statusCode];
}

describe('a signed-out session (issue #26 §6)', () => {
  it('has its access token refused by every API process within seconds of the logout', async () => {
    const { browser, tokens } = await signIn();
    expect(await statuses(tokens.access_token)).toEqual([200, 200]);

    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.base}/`,
      client_id: 'front',
    });
    const page = await browser.request(`${server.issuer}/protocol/openid-connect/logout?${params}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const confirmed = await browser.request(`${server.issuer}/protocol/openid-connect/logout/confirm`, {
      form: { xsrf, logout: 'yes' },
    });
    expect(confirmed.status).toBe(303);

    await sleep(TTL_MS + 50);
    // Not expired (300 s), still well signed: refused because its sign-in ended.
    expect(await statuses(tokens.access_token)).toEqual([401, 401]);
  });

  it('has its access token refused once the refresh token is revoked (the web app signing out)', async () => {
    const { tokens } = await signIn();
    expect(await statuses(tokens.access_token)).toEqual([200, 200]);
    const revoked = await fetch(`${server.issuer}/protocol/openid-connect/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'front', token: tokens.refresh_token }).toString(),
    });
    expect(revoked.status).toBe(200);
    await sleep(TTL_MS + 50);
    expect(await statuses(tokens.access_token)).toEqual([401, 401]);
  });

  it('leaves the tokens of another sign-in of the same person working', async () => {
    const first = await signIn();
    const second = await signIn();
    await database.db
      .delete(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, 'Grant'),
          eq(oidcPayloads.id, String(decodeJwt(first.tokens.access_token).grant_id)),
        ),
      );
    await sleep(TTL_MS + 50);
    expect(await statuses(first.tokens.access_token)).toEqual([401, 401]);
    expect(await statuses(second.tokens.access_token)).toEqual([200, 200]);
  });
});

describe('createSessionCheck', () => {
  async function grant(id: string, expiresAt: Date | null) {
    await database.db
      .insert(oidcPayloads)
      .values({ model: 'Grant', id, payload: { accountId: 'x' }, expiresAt });
  }

  it('answers from the table, trusts its answer for ttlMs, then asks again', async () => {
    let clock = 1_000_000;
    const check = createSessionCheck(database.db, { ttlMs: 2_000, now: () => clock });
    await grant('grant-a', null);
    expect(await check.isActive('grant-a')).toBe(true);
    expect(await check.isActive('grant-unknown')).toBe(false);
    await database.db.delete(oidcPayloads).where(eq(oidcPayloads.id, 'grant-a'));
    clock += 1_999;
    expect(await check.isActive('grant-a')).toBe(true);
    clock += 2;
    expect(await check.isActive('grant-a')).toBe(false);
  });

  it('counts an expired grant as ended, and an Access token row as no grant', async () => {
    const check = createSessionCheck(database.db, { ttlMs: 0 });
    await grant('grant-expired', new Date(Date.now() - 1_000));
    await grant('grant-later', new Date(Date.now() + 60_000));
    await database.db
      .insert(oidcPayloads)
      .values({ model: 'AccessToken', id: 'grant-other-model', payload: {} });
    expect(await check.isActive('grant-expired')).toBe(false);
    expect(await check.isActive('grant-later')).toBe(true);
    expect(await check.isActive('grant-other-model')).toBe(false);
  });

  it('keeps at most maxEntries answers, forgetting the oldest first', async () => {
    const clock = 5_000_000;
    const check = createSessionCheck(database.db, { ttlMs: 60_000, maxEntries: 2, now: () => clock });
    await grant('grant-b', null);
    await grant('grant-c', null);
    await grant('grant-d', null);
    for (const id of ['grant-b', 'grant-c', 'grant-d']) expect(await check.isActive(id)).toBe(true);
    await database.db.delete(oidcPayloads).where(eq(oidcPayloads.model, 'Grant'));
    // b was dropped to make room for d: asked again, it is gone; c and d are still remembered.
    expect(await check.isActive('grant-b')).toBe(false);
    expect(await check.isActive('grant-d')).toBe(true);
  });
});
