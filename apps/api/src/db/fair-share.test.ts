/**
 * issue #30 §2 "interactive requests are not queued behind bulk work on PGlite's single
 * connection": the gate's order (interactive first, bulk never starved, one call at a time, a
 * failure passed on), the class read from the async context, and on a real PGlite database an
 * interactive query served before the bulk queries queued ahead of it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from './client.ts';
import { asBulk, BULK_EVERY, createFairGate, currentPriority } from './fair-share.ts';

/** A call that records when it starts and ends, and finishes when `release` is called. */
function pending(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    call: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release,
  };
}

/** Lets the gate move on: a call's end, then the next call's start from the check phase. */
const tick = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('createFairGate', () => {
  it('runs one call at a time and serves the waiting interactive calls before the bulk ones', async () => {
    const gate = createFairGate();
    const log: string[] = [];
    const first = pending(log, 'first');
    const bulk = [pending(log, 'bulk 1'), pending(log, 'bulk 2')];
    const click = pending(log, 'click');
    const running = [
      gate.run(first.call, 'bulk'),
      ...bulk.map((call) => gate.run(call.call, 'bulk')),
      gate.run(click.call, 'interactive'),
    ];
    await tick();
    expect(log).toEqual(['start first']);
    expect(gate.waiting()).toEqual({ interactive: 1, bulk: 2 });
    first.release();
    await tick();
    // The click came last and goes first.
    expect(log).toEqual(['start first', 'end first', 'start click']);
    click.release();
    await tick();
    bulk[0]!.release();
    await tick();
    bulk[1]!.release();
    expect(await Promise.all(running)).toEqual(['first', 'bulk 1', 'bulk 2', 'click']);
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual([
      'start first',
      'start click',
      'start bulk 1',
      'start bulk 2',
    ]);
    expect(gate.waiting()).toEqual({ interactive: 0, bulk: 0 });
  });

  it(`gives bulk work a turn after N interactive turns in a row (${BULK_EVERY} by default)`, async () => {
    const gate = createFairGate(3);
    const order: string[] = [];
    const blocker = pending([], 'blocker');
    const runs: Promise<unknown>[] = [gate.run(blocker.call, 'interactive')];
    runs.push(gate.run(() => Promise.resolve(void order.push('bulk')), 'bulk'));
    for (let index = 1; index <= 5; index += 1)
      runs.push(gate.run(() => Promise.resolve(void order.push(`click ${index}`)), 'interactive'));
    blocker.release();
    await Promise.all(runs);
    // The blocker started on a free connection; then three clicks, the bulk call, the last two.
    expect(order).toEqual(['click 1', 'click 2', 'click 3', 'bulk', 'click 4', 'click 5']);
  });

  it('passes a failure on to its caller and goes on with the next call', async () => {
    const gate = createFairGate();
    const failing = gate.run(() => Promise.reject(new Error('boom')), 'bulk');
    const thrown = gate.run(() => {
      throw new Error('sync boom');
    });
    const next = gate.run(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('boom');
    await expect(thrown).rejects.toThrow('sync boom');
    await expect(next).resolves.toBe('next');
  });

  it('reads the class from the async context: bulk inside asBulk, across awaits', async () => {
    expect(currentPriority()).toBe('interactive');
    const seen = await asBulk(async () => {
      await tick();
      return currentPriority();
    });
    expect(seen).toBe('bulk');
    expect(currentPriority()).toBe('interactive');
  });
});

describe('PGlite behind the gate (openDatabase)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ url: 'memory://', dataDir: '' });
  });

  afterAll(() => handle.close());

  it('answers an interactive query before the bulk queries queued ahead of it', async () => {
    const finished: string[] = [];
    // Twenty bulk queries of a few milliseconds each, all queued at once (a ZIP's reads).
    const bulk = asBulk(() =>
      Array.from({ length: 20 }, (_, index) =>
        handle.db
          .execute(sql`select count(*) from generate_series(1, 20000)`)
          .then(() => finished.push(`bulk ${index}`)),
      ),
    );
    const click = handle.db.execute(sql`select 1 as one`).then(() => finished.push('click'));
    await Promise.all([...bulk, click]);
    // At most the bulk query already running when the click came finished before it.
    expect(finished.indexOf('click')).toBeLessThanOrEqual(1);
    expect(finished).toHaveLength(21);
  });

  it('serves a transaction as one call: its statements are not interleaved with others', async () => {
    await handle.db.execute(sql`create table if not exists gate_probe (n int)`);
    const inside = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into gate_probe values (1)`);
      await tick();
      const [row] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from gate_probe`);
      return row!.n;
    });
    const outside = handle.db.execute(sql`insert into gate_probe values (2)`);
    expect(await inside).toBe(1);
    await outside;
    const rows = await rowsOf<{ n: number }>(handle.db, sql`select count(*)::int as n from gate_probe`);
    expect(rows[0]!.n).toBe(2);
  });
});
