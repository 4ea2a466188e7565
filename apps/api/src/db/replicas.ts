/**
 * issue #30 §3: reads sent to PostgreSQL streaming replicas (config `DATABASE_READ_URL`, one URL
 * or several, comma-separated). Only the routes marked `config: { reads: 'replica' }` read there
 * — the dashboard's list and search, client-request matching, the Inventory, the documents —
 * through `ctx.reader()`; everything else, and every write, goes to the primary.
 *
 * Read-your-writes: a replica replays the primary's WAL a little behind it. After a request
 * that may have written (any method but GET, HEAD, OPTIONS, answered below 400), the API reads the
 * primary's WAL position (`pg_current_wal_lsn()`, past the commit) and hands it to the browser in
 * a cookie (`READ_AFTER_COOKIE`); the next replica read of that browser goes to a replica that has
 * replayed up to it (`pg_last_wal_replay_lsn() >= lsn`), else to the primary, and clears the
 * cookie once a replica has caught up. No state is shared between API instances: the cookie
 * travels with the person, whichever instance answers. A replica that fails the check (down,
 * unreachable) is passed over for the primary.
 *
 * Replicas are chosen in turn. Each has its own pool and its own search cache (its data version
 * is its own). Source: PostgreSQL "Hot Standby" and "System Administration Functions" (WAL
 * control: pg_current_wal_lsn, pg_last_wal_replay_lsn), the `pg_lsn` type's comparison.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.ts';
import * as schema from './schema.ts';

/** The cookie holding the WAL position a browser's next replica read must see (`0/16B3748`). */
export const READ_AFTER_COOKIE = 'hl_read_after';
/** A WAL position as PostgreSQL writes it: two hexadecimal numbers. */
export const LSN_PATTERN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/** Which database served the reads, for tests and the benchmark. */
export interface ReadStats {
  replica: number;
  primary: number;
}

export interface ReadReplicas {
  /**
   * The database for this request's reads: the next replica that has replayed `after` (a WAL
   * position, or null for any), else the primary. `caughtUp` says a replica had replayed it.
   */
  choose(after: string | null): Promise<{ db: Database; replica: boolean; caughtUp: boolean }>;
  /** The primary's WAL position now (`pg_current_wal_lsn()`). */
  primaryPosition(): Promise<string>;
  readonly stats: ReadStats;
  close(): Promise<void>;
}

/** How often a replica's health is checked (ms); one found down is passed over until it answers. */
export const REPLICA_PROBE_MS = 2000;

/**
 * Opens a pool per replica URL; `primary` serves what no replica can. Nothing is migrated there.
 * Each replica is probed every `probeMs` (`select 1`, 1 s at most): one that fails, or fails a
 * read-your-writes check, is passed over until a probe succeeds.
 */
export function openReadReplicas(
  primary: Database,
  urls: readonly string[],
  probeMs: number = REPLICA_PROBE_MS,
): ReadReplicas {
  const pools = urls.map(
    (url) => new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 1000 }),
  );
  // An idle connection the server drops is replaced on the next query (as the primary's pool).
  for (const pool of pools) pool.on('error', () => undefined);
  const replicas = pools.map((pool) => ({
    db: drizzlePg(pool, { schema }),
    pool,
    up: true,
  }));
  const probe = setInterval(() => {
    for (const replica of replicas) {
      replica.pool.query({ text: 'select 1', query_timeout: 1000 } as pg.QueryConfig).then(
        () => void (replica.up = true),
        () => void (replica.up = false),
      );
    }
  }, probeMs);
  probe.unref();
  const stats: ReadStats = { replica: 0, primary: 0 };
  let next = 0;
  return {
    stats,
    async choose(after) {
      for (let tried = 0; tried < replicas.length; tried++) {
        const replica = replicas[next++ % replicas.length]!;
        if (!replica.up) continue;
        const { db } = replica;
        try {
          if (after) {
            const [row] = await rowsOf<{ replayed: boolean | null }>(
              db,
              sql`select pg_last_wal_replay_lsn() >= ${after}::pg_lsn as replayed`,
            );
            if (row?.replayed !== true) continue;
          }
          stats.replica += 1;
          return { db, replica: true, caughtUp: after !== null };
        } catch {
          // Unreachable or failing: passed over until a probe answers; the next one, else the primary.
          replica.up = false;
        }
      }
      stats.primary += 1;
      return { db: primary, replica: false, caughtUp: false };
    },
    async primaryPosition() {
      const [row] = await rowsOf<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
      return row?.lsn ?? '0/0';
    },
    async close() {
      clearInterval(probe);
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}

const reading = new AsyncLocalStorage<Database>();

/** Runs `work` with its replica reads (`currentReader`) on `db`. */
export function readingFrom<T>(db: Database, work: () => T): T {
  return reading.run(db, work);
}

/** The database chosen for this request's reads (`readingFrom`), else `fallback` (the primary). */
export function currentReader(fallback: Database): Database {
  return reading.getStore() ?? fallback;
}
