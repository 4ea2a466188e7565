/**
 * `npm run fuzz`: the long run of the live fuzzer (`./live-fuzz.ts`) against `apps/api/src/main.ts`
 * started as a child process. Prints its options and seed first, progress every ten seconds, then
 * the summary (`./report.ts`); exits 0 when the run found nothing, 1 when it found failures, 2 on a
 * usage error or when the server could not be prepared or started.
 *
 * Options (`npm run fuzz -- --duration 10m --seed 42`):
 *   --seed N                 seed of every generated request (default: random, printed)
 *   --duration D             schema phase length: 90s, 10m, 1h (default 5m)
 *   --requests N             schema phase stops after N requests (default: no bound)
 *   --per-pair N             requests per route × principal in each round (default 3)
 *   --concurrency N          requests in flight at once (default 8)
 *   --abort-share X          share of schema requests closed by the client at 0–400 ms (default 0.05)
 *   --zip-burst N            downloads of 50 files sent at once (default 12)
 *   --aborts N               aborted requests of each kind: Expect 100-continue, CV upload, tender
 *                            grid, PDF or DOCX, ZIP (default 100)
 *   --document-workers N     DOCUMENT_WORKERS of the server (default 1)
 *   --document-timeout-ms N  DOCUMENT_TIMEOUT_MS (default 1000, tight on purpose so that the time
 *                            limit is reached; its own 503 DOCUMENT_TIMEOUT answers are then no
 *                            failure); 0 keeps the server's default and any 503 fails
 *   --document-cache-mb N    DOCUMENT_CACHE_MB (default 0: every download renders)
 *   --engine pglite|postgres database of the server (default: postgres when TEST_DATABASE_URL is
 *                            set, else PGlite); --database-server URL for postgres
 *   --health-p99-ms N        bound of the health p99 (default 100)
 *   --health-measure M       absolute (default): the p99 as measured; excess: the p99 of what the
 *                            server adds over a control server sampled at the same moments
 *   --max-restarts N         restarts after a crash before the run stops (default 3)
 *   --report FILE            also write the failures as JSON to FILE
 *   --server-log FILE        append the server's log (stdout, stderr) to FILE
 *   --server-node-arg ARG    a Node option for the server process (repeatable: --cpu-prof…)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runFuzz, type FuzzOptions } from './live-fuzz.ts';
import { formatReport } from './report.ts';

/** `90s`, `10m`, `1h`, or a number of seconds, in milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'] ?? 1000;
  return Number(match[1]) * unit;
}

function integer(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${text}`);
  return value;
}

/** The options of `argv` (the arguments after the script). Throws on a usage error. */
export function optionsFrom(argv: string[]): FuzzOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string' },
      duration: { type: 'string' },
      requests: { type: 'string' },
      'per-pair': { type: 'string' },
      concurrency: { type: 'string' },
      'abort-share': { type: 'string' },
      'zip-burst': { type: 'string' },
      aborts: { type: 'string' },
      'document-workers': { type: 'string' },
      'document-timeout-ms': { type: 'string' },
      'document-cache-mb': { type: 'string' },
      engine: { type: 'string' },
      'database-server': { type: 'string' },
      'health-p99-ms': { type: 'string' },
      'health-measure': { type: 'string' },
      'max-restarts': { type: 'string' },
      report: { type: 'string' },
      'server-log': { type: 'string' },
      'server-node-arg': { type: 'string', multiple: true },
    },
    strict: true,
  });
  const databaseServer = values['database-server'] ?? process.env.TEST_DATABASE_URL;
  const engine = values.engine ?? (databaseServer ? 'postgres' : 'pglite');
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`--engine is pglite or postgres, not ${engine}`);
  const healthMeasure = values['health-measure'] ?? 'absolute';
  if (healthMeasure !== 'absolute' && healthMeasure !== 'excess')
    throw new Error('--health-measure is absolute or excess');
  const abortShare = Number(values['abort-share'] ?? 0.05);
  if (!(abortShare >= 0 && abortShare <= 1)) throw new Error('--abort-share is between 0 and 1');
  const aborts = integer(values.aborts, 100, 'aborts');
  const timeout = integer(values['document-timeout-ms'], 1000, 'document-timeout-ms');
  return {
    seed: values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : integer(values.seed, 0, 'seed'),
    perPair: integer(values['per-pair'], 3, 'per-pair'),
    rounds: Number.MAX_SAFE_INTEGER,
    durationMs:
      values.duration === undefined
        ? values.requests === undefined
          ? 300_000
          : undefined
        : parseDuration(values.duration),
    ...(values.requests === undefined ? {} : { maxRequests: integer(values.requests, 0, 'requests') }),
    concurrency: Math.max(1, integer(values.concurrency, 8, 'concurrency')),
    abortShare,
    zipBurst: integer(values['zip-burst'], 12, 'zip-burst'),
    aborts: {
      'expect-continue': aborts,
      'cv-import': aborts,
      'tender-grid': aborts,
      pdf: aborts,
      zip: aborts,
    },
    abortConcurrency: 4,
    healthP99Ms: integer(values['health-p99-ms'], 100, 'health-p99-ms'),
    healthMeasure,
    requestTimeoutMs: 120_000,
    maxRestarts: integer(values['max-restarts'], 3, 'max-restarts'),
    server: {
      engine,
      ...(databaseServer ? { databaseServer } : {}),
      documentWorkers: Math.max(1, integer(values['document-workers'], 1, 'document-workers')),
      ...(timeout > 0 ? { documentTimeoutMs: timeout } : {}),
      documentCacheMb: integer(values['document-cache-mb'], 0, 'document-cache-mb'),
      ...(values['server-log'] ? { logFile: values['server-log'] } : {}),
      ...(values['server-node-arg'] ? { nodeArgs: values['server-node-arg'] } : {}),
    },
  };
}

async function main() {
  let options: FuzzOptions;
  let reportFile: string | undefined;
  try {
    options = optionsFrom(process.argv.slice(2));
    reportFile = parseArgs({
      args: process.argv.slice(2),
      options: { report: { type: 'string' } },
      strict: false,
    }).values.report as string | undefined;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const say = (line: string) => console.log(`[fuzz ${new Date().toISOString().slice(11, 19)}] ${line}`);
  say(`seed ${options.seed}; options ${JSON.stringify(options)}`);
  let report;
  try {
    report = await runFuzz({ ...options, progress: say });
  } catch (error) {
    console.error('the fuzzer could not run:', error);
    process.exit(2);
  }
  console.log(formatReport(report));
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify({ seed: options.seed, failures: report.failures }, null, 2));
    say(`failures written to ${reportFile}`);
  }
  process.exit(report.failures.length === 0 ? 0 : 1);
}

await main();
