/**
 * Database connection: embedded PGlite by default, PostgreSQL when a URL is given (DESIGN.md
 * "Runtime shape"). Both expose the same Drizzle API; migrations run on open.
 *
 * - `url` `postgres://…` → node-postgres pool;
 * - `url` `memory://` → PGlite in memory (tests);
 * - otherwise `dataDir` → PGlite persisted in that folder (default `./data/pglite`).
 */
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createFairGate, type FairGate } from './fair-share.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }` (node-postgres' `QueryResult`,
 * PGlite's `Results`), which Drizzle's shared type does not say.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

/**
 * `ARRAY[$1, $2, …]::<type>[]`: a list of parameters as one SQL array (drizzle spreads a JS array
 * into a list of parameters, not an array). `values` should not be empty: an empty array needs
 * its own `'{}'` literal.
 */
export function sqlArray(values: readonly (string | number)[], type: 'text' | 'uuid' | 'int'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `listener` when PostgreSQL drops an idle pooled connection (server restart, failover,
   * `pg_terminate_backend`). The pool discards it and opens a new one on the next query; without a
   * listener node-postgres would raise the error on the process and stop it (its "Pool" docs:
   * "you must add an error listener"). Never called on PGlite.
   */
  onConnectionLost(listener: (error: Error) => void): void;
}

/**
 * How PGlite's one connection serves waiting calls: `fair`, interactive before bulk (the default,
 * issue #30 §2); `arrival`, in the order they came (PGlite alone; `npm run bench:fair-share`'s
 * baseline).
 */
export type PgliteOrder = 'fair' | 'arrival';

/**
 * `client` with its calls (`query`, `exec`, `transaction`: what Drizzle calls) served by `gate`,
 * interactive before bulk (issue #30 §2, `./fair-share.ts`); every other member is the client's.
 */
function gated(client: PGlite, gate: FairGate, order: PgliteOrder): PGlite {
  const served = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  // `arrival`: every call in one queue, as PGlite serves them alone (the benchmark's baseline).
  const priority = order === 'arrival' ? ('interactive' as const) : undefined;
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      return served.has(property)
        ? (...args: unknown[]) => gate.run(() => method(...args) as Promise<unknown>, priority)
        : method;
    },
  });
}

/**
 * PGlite extensions the migrations create (DESIGN.md "Search"): pg_trgm (migration 0002), and
 * fuzzystrmatch, whose edit distance confirms a typo on a name (migration 0009, issue #26 §22).
 */
const extensions = { pg_trgm, fuzzystrmatch };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database and applies pending migrations. Throws when the server cannot be reached. */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
  /** PGlite only: how its one connection serves waiting calls (default `fair`). */
  pgliteOrder?: PgliteOrder;
}): Promise<DatabaseHandle> {
  const { url, dataDir } = options;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const lost = new Set<(error: Error) => void>();
    pool.on('error', (error) => {
      for (const listener of lost) listener(error);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      onConnectionLost: (listener) => void lost.add(listener),
    };
  }
  let client: PGlite;
  if (url === 'memory://') {
    client = new PGlite({ extensions });
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir, { extensions });
  }
  const db = drizzlePglite(gated(client, createFairGate(), options.pgliteOrder ?? 'fair'), { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    onConnectionLost: () => undefined,
  };
}
