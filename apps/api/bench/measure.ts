/**
 * What the database benchmarks share: timing a query (percentiles of timed runs after warm-up
 * runs) and running a measurement on each engine — PGlite in memory, and PostgreSQL in a
 * throwaway database created on BENCH_DATABASE_URL (default TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test) and dropped after.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Milliseconds: the median, the 95th and 99th percentiles and the slowest run; `n` samples. */
export interface Stats {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  n: number;
}

/** The percentiles of `samples` (ms), nearest-rank. */
export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0, n: sorted.length };
}

/** Runs `run` `warmup` times untimed, then `samples` times timed; answers the figures and the last result. */
export async function time<T>(
  run: () => Promise<T>,
  runs: { warmup: number; samples: number },
): Promise<{ stats: Stats; last: T }> {
  let last: T | undefined;
  for (let index = 0; index < runs.warmup; index += 1) last = await run();
  const samples: number[] = [];
  for (let index = 0; index < runs.samples; index += 1) {
    const started = performance.now();
    last = await run();
    samples.push(performance.now() - started);
  }
  return { stats: stats(samples), last: last as T };
}

/** Runs `measure` on a fresh in-memory PGlite database (or on `dataDir`'s, already seeded). */
export async function onPglite<T>(measure: (db: Database) => Promise<T>, dataDir?: string): Promise<T> {
  const handle = await openDatabase(dataDir ? { dataDir } : { url: 'memory://', dataDir: '' });
  try {
    return await measure(handle.db);
  } finally {
    await handle.close();
  }
}

/** Runs `measure` on a throwaway PostgreSQL database (or on `seededUrl`'s, kept). */
export async function onPostgres<T>(measure: (db: Database) => Promise<T>, seededUrl?: string): Promise<T> {
  if (seededUrl) {
    const handle = await openDatabase({ url: seededUrl, dataDir: '' });
    try {
      return await measure(handle.db);
    } finally {
      await handle.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL;
  const name = `highlight_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: '' });
  try {
    return await measure(handle.db);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
