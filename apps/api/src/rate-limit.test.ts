/**
 * Rate limiting (DESIGN.md: @fastify/rate-limit): the API and the sign-in endpoints answer 429
 * past the budget with the localised `RATE_LIMITED` error; the web app's static files never count,
 * since one page load fetches dozens of them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, isRateLimited } from './app.ts';
import { loadConfig, parseTrustProxy } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'highlight-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Highlight</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1);');
  handle = await openDatabase({ url: 'memory://', dataDir: '' });
  ({ app } = await buildApp({
    config: {
      publicUrl: 'http://app.test',
      issuer: 'http://issuer.test/realms/highlight',
      embeddedIdentity: false,
      webDist,
    },
    db: handle.db,
    rateLimitPerMinute: 3,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('rate limit', () => {
  it('never counts the static files of the web app, and lets browsers keep the hashed ones', async () => {
    for (let i = 0; i < 6; i++) {
      const asset = await app.inject({ url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers 429 with the localised error past the API budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url: '/api/health' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it.each([
    ['/api/users/me', true],
    ['/realms/highlight/protocol/openid-connect/token', true],
    ['/assets/index-abc.js', false],
    ['/home', false],
  ])('%s counts: %s', (url, counted) => {
    expect(isRateLimited(url)).toBe(counted);
  });

  it.each([
    [
      'a client cannot leave its budget by changing X-Forwarded-For (no trusted proxy)',
      false,
      [200, 200, 200, 429],
    ],
    [
      'behind a trusted proxy, each forwarded client has its own budget (TRUST_PROXY)',
      ['127.0.0.1'],
      [200, 200, 200, 200],
    ],
  ] as const)('%s', async (_, trustProxy, expected) => {
    const db = await openDatabase({ url: 'memory://', dataDir: '' });
    const { app: proxied } = await buildApp({
      config: {
        publicUrl: 'http://app.test',
        issuer: 'http://issuer.test/realms/highlight',
        embeddedIdentity: false,
        webDist: '/nonexistent',
      },
      db: db.db,
      rateLimitPerMinute: 3,
      trustProxy: trustProxy === false ? false : [...trustProxy],
    });
    try {
      await proxied.ready();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await proxied.inject({
          url: '/api/health',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(expected);
    } finally {
      await proxied.close();
      await db.close();
    }
  });
});

describe('parseTrustProxy (README "Configuration" TRUST_PROXY)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
  ] as const)('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that names no address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('rate limit shared through Redis (issue #10 §10)', () => {
  // The machine's Redis (127.0.0.1:6379); CI requires it, elsewhere the test is skipped without it.
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const instances: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  let redis: Redis | undefined;

  beforeAll(async () => {
    const probe = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!reachable) {
      if (process.env.CI) throw new Error(`Redis not reachable at ${redisUrl}`);
      return;
    }
    // A key prefix of its own: the test never meets another run's counters.
    redis = new Redis(redisUrl, { keyPrefix: `highlight-test-${randomUUID()}:` });
    for (let index = 0; index < 2; index += 1) {
      const db = await openDatabase({ url: 'memory://', dataDir: '' });
      const built = await buildApp({
        config: {
          publicUrl: 'http://app.test',
          issuer: 'http://issuer.test/realms/highlight',
          embeddedIdentity: false,
          webDist: '/nonexistent',
        },
        db: db.db,
        rateLimitPerMinute: 4,
        redis,
      });
      await built.app.ready();
      instances.push({ app: built.app, handle: db });
    }
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.handle.close();
    }
    redis?.disconnect();
  });

  it('counts the requests of one client across two instances together', async (context) => {
    if (!redis) return context.skip();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const instance = instances[index % 2];
      if (!instance) throw new Error('instance missing');
      statuses.push(
        (await instance.app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode,
      );
    }
    // Four allowed in all, not four per instance.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client has its own budget.
    expect(
      (await instances[1]?.app.inject({ url: '/api/health', remoteAddress: '203.0.113.8' }))?.statusCode,
    ).toBe(200);
  });
});
