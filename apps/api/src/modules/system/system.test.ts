/**
 * issue #30 §2 "the embedded default shares fairly": liveness (`GET /api/health`) never waits on
 * the database, readiness (`GET /api/ready`) does — 200 when it answers, 503 when it fails or
 * does not answer within its limit. On both engines: PGlite's one connection held by a
 * transaction, or every connection of PostgreSQL's pool held by a sleep.
 */
import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { systemRoutes } from './routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Every connection of the pool opened before the timings below (PGlite has one).
  await Promise.all(Array.from({ length: 10 }, () => t.db.execute(sql`select 1`)));
});

afterAll(() => t.close());

/**
 * Keeps the database busy for `ms`: nothing else gets a connection meanwhile. `free` settles when
 * the first connection is given back, `done` when all are.
 */
function holdDatabase(ms: number): { free: Promise<void>; done: Promise<void> } {
  const holders = process.env.TEST_DATABASE_URL
    ? // The pool's 10 connections, each in a sleep.
      Array.from({ length: 10 }, () => t.db.execute(sql`select pg_sleep(${ms / 1000})`))
    : // PGlite's one connection, held by an open transaction.
      [
        t.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await delay(ms);
        }),
      ];
  return {
    free: Promise.race(holders).then(() => undefined),
    done: Promise.all(holders).then(() => undefined),
  };
}

describe('GET /api/health and /api/ready (issue #30 §2)', () => {
  it('answers liveness while the database is busy, and readiness only once it answers', async () => {
    const order: string[] = [];
    const busy = holdDatabase(300);
    const free = busy.free.then(() => order.push('database free'));
    await delay(50);
    const health = t.app.inject({ url: '/api/health' }).then((response) => {
      order.push('health');
      return response;
    });
    const ready = t.app.inject({ url: '/api/ready' }).then((response) => {
      order.push('ready');
      return response;
    });
    const [healthResponse, readyResponse] = await Promise.all([health, ready, free, busy.done]);
    expect(healthResponse.statusCode).toBe(200);
    expect(healthResponse.json()).toEqual({ status: 'ok' });
    expect(readyResponse.statusCode, readyResponse.body).toBe(200);
    expect(readyResponse.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(order).toEqual(['health', 'database free', 'ready']);
  });

  it('says 503 when the database does not answer within the limit, then 200 once it does', async () => {
    const busy = holdDatabase(1_500);
    await delay(50);
    const slow = await t.app.inject({ url: '/api/ready' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ status: 'unavailable', database: 'slow' });
    await busy.done;
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('says 503 when the database fails, and liveness still answers', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const failing = {
      db: { execute: () => Promise.reject(new Error('connection refused')) },
    } as unknown as AppContext;
    systemRoutes(app, failing, { readyTimeoutMs: 200 });
    const ready = await app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
