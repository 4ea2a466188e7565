/**
 * Brute-force detection of the embedded provider (issue #10 §2, as Keycloak's): the wait grows
 * with the failures and is capped; a counter is forgotten after its reset time; over HTTP an
 * account locks after 5 wrong passwords — even the right one is refused until the wait is over —
 * exactly as an unknown email does (nothing tells which exist); an address locks after 30
 * failures over any accounts; a successful sign-in clears the account's counter.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { openDatabase } from '../db/client.ts';
import { createIdentityUser } from './accounts.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  accountKey,
  addressKey,
  lockedSeconds,
  lockoutSeconds,
  recordFailure,
} from './brute-force.ts';
import {
  Browser,
  openLoginPage,
  pkcePair,
  startIdentityServer,
  submitLogin,
  type IdentityServer,
} from './test-kit.ts';

const PASSWORD = 'Str0ng!pass';

describe('lockoutSeconds (Keycloak: waitIncrement × ⌊failures / failureFactor⌋, capped)', () => {
  it('waits nothing below the factor, then one increment per factor, up to the maximum', () => {
    const { failureFactor: factor, waitIncrementSeconds: step, maxWaitSeconds: max } = ACCOUNT_POLICY;
    expect(lockoutSeconds(ACCOUNT_POLICY, 0)).toBe(0);
    expect(lockoutSeconds(ACCOUNT_POLICY, factor - 1)).toBe(0);
    expect(lockoutSeconds(ACCOUNT_POLICY, factor)).toBe(step);
    expect(lockoutSeconds(ACCOUNT_POLICY, 2 * factor - 1)).toBe(step);
    expect(lockoutSeconds(ACCOUNT_POLICY, 2 * factor)).toBe(2 * step);
    expect(lockoutSeconds(ACCOUNT_POLICY, 1000 * factor)).toBe(max);
    expect(lockoutSeconds(ADDRESS_POLICY, ADDRESS_POLICY.failureFactor - 1)).toBe(0);
    expect(lockoutSeconds(ADDRESS_POLICY, ADDRESS_POLICY.failureFactor)).toBe(
      ADDRESS_POLICY.waitIncrementSeconds,
    );
  });
});

describe('the counters in the database', () => {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    handle = await openDatabase({ url: 'memory://', dataDir: '' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('locks at the factor, counts concurrent failures, and starts again after the reset time', async () => {
    const key = accountKey(`Someone.${randomUUID()}@Example.test`);
    const start = new Date('2026-11-24T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: ACCOUNT_POLICY.failureFactor }, () =>
        recordFailure(handle.db, key, ACCOUNT_POLICY, start),
      ),
    );
    expect(results.map((result) => result.failures).toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await lockedSeconds(handle.db, [key], start)).toBe(ACCOUNT_POLICY.waitIncrementSeconds);
    const later = new Date(start.getTime() + 30_000);
    expect(await lockedSeconds(handle.db, [key, addressKey('192.0.2.1')], later)).toBe(30);
    const afterReset = new Date(start.getTime() + (ACCOUNT_POLICY.resetAfterSeconds + 1) * 1000);
    expect(await recordFailure(handle.db, key, ACCOUNT_POLICY, afterReset)).toEqual({
      failures: 1,
      lockedSeconds: 0,
    });
  });

  it('keys an account by a hash of its normalised email, never the email itself', () => {
    const key = accountKey('  Zoe.Lefevre@Example.TEST ');
    expect(key).toBe(accountKey('zoe.lefevre@example.test'));
    expect(key).toMatch(/^account:[0-9a-f]{64}$/);
    expect(key).not.toContain('zoe');
  });
});

describe('signing in (HTTP)', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function attempt(username: string, password: string) {
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge, { ui_locales: 'en' });
    return submitLogin(server, browser, login.url, { username, password });
  }

  async function newAccount() {
    const email = `user-${randomUUID()}@example.test`;
    await createIdentityUser(server.db, {
      email,
      password: PASSWORD,
      firstname: 'Grace',
      lastname: 'Hopper',
      roles: ['employee'],
      emailVerified: true,
      displayLanguage: 'en',
    });
    return email;
  }

  /** What an attacker sees of one attempt: the status and the page's error message. */
  const seen = (result: { status: number; html?: string }) => ({
    status: result.status,
    error: /role="alert">\s*([^<]+?)\s*</.exec(result.html ?? '')?.[1],
  });

  it('refuses even the right password after 5 wrong ones, as it refuses an unknown email', async () => {
    const email = await newAccount();
    const unknown = `nobody-${randomUUID()}@example.test`;
    const known: ReturnType<typeof seen>[] = [];
    const stranger: ReturnType<typeof seen>[] = [];
    for (let index = 0; index < ACCOUNT_POLICY.failureFactor; index += 1) {
      known.push(seen(await attempt(email, 'Wrong!pass1')));
      stranger.push(seen(await attempt(unknown, 'Wrong!pass1')));
    }
    const right = await attempt(email, PASSWORD);
    expect(right.code).toBeUndefined();
    known.push(seen(right));
    stranger.push(seen(await attempt(unknown, PASSWORD)));
    expect(known.map((entry) => entry.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(known.at(-1)?.error).toMatch(/Too many failed sign-in attempts\. Try again in 1 min\./);
    expect(stranger).toEqual(known);
  });

  it('lets the right password in once the wait is over, and then forgets the failures', async () => {
    const email = await newAccount();
    for (let index = 0; index < ACCOUNT_POLICY.failureFactor; index += 1) await attempt(email, 'Wrong!pass1');
    expect((await attempt(email, PASSWORD)).status).toBe(429);
    await server.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.key, accountKey(email)));
    expect((await attempt(email, PASSWORD)).code).toBeDefined();
    expect(
      await server.db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, accountKey(email))),
    ).toEqual([]);
  });

  it('a success before the factor clears the count: 4 wrong, right, 4 wrong still signs in', async () => {
    const email = await newAccount();
    for (let round = 0; round < 2; round += 1) {
      for (let index = 0; index < ACCOUNT_POLICY.failureFactor - 1; index += 1)
        await attempt(email, 'Wrong!pass1');
      expect((await attempt(email, PASSWORD)).code, `round ${round}`).toBeDefined();
    }
  });
});

describe('one address spraying many accounts (HTTP)', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('locks the address after 30 failures over different accounts, for any account', async () => {
    for (let index = 0; index < ADDRESS_POLICY.failureFactor; index += 1) {
      const browser = new Browser(server.base);
      const login = await openLoginPage(server, browser, pkcePair().challenge);
      await submitLogin(server, browser, login.url, {
        username: `spray-${index}@example.test`,
        password: 'Summer2026!',
      });
    }
    const email = `fresh-${randomUUID()}@example.test`;
    await createIdentityUser(server.db, {
      email,
      password: PASSWORD,
      firstname: 'Ada',
      lastname: 'Lovelace',
      roles: ['employee'],
      emailVerified: true,
      displayLanguage: 'fr',
    });
    const browser = new Browser(server.base);
    const login = await openLoginPage(server, browser, pkcePair().challenge);
    const result = await submitLogin(server, browser, login.url, { username: email, password: PASSWORD });
    expect(result.code).toBeUndefined();
    expect(result.status).toBe(429);
    expect(await lockedSeconds(server.db, [addressKey('127.0.0.1')])).toBeGreaterThan(0);
  });
});
