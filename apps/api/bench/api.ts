/**
 * Load benchmark of the API (issue #10 §11): req/s and latency percentiles of
 * `GET /api/users/me`, the back office's list (`GET /api/users`, first page of 50 with its facet
 * counts) and a search (`GET /api/users?q=java`), each at BENCH_CONNECTIONS (50) connections for
 * BENCH_SECONDS (10) with autocannon, on PGlite and on PostgreSQL. Baseline in the same run: the
 * public readiness check (`GET /api/ready`: no token, one `select 1`: a single database round
 * trip; the health check before issue #30 §2 made it a liveness check without the database),
 * whose throughput bounds what any route can reach on this machine; each route's req/s is
 * printed as a ratio of it.
 * Target (issue #10 §11, 2 cores): `users/me` on PostgreSQL ≥ 3,000 req/s with p99 ≤ 30 ms.
 *
 * Issue #30 targets (50 connections): on PostgreSQL, list and search ≥ 0.07 × the baseline with
 * p99 ≤ 200 ms at 5,000 files, ≥ 150 req/s with p99 ≤ 500 ms at 100,000; on PGlite at 5,000
 * files ≥ 150 req/s with p99 ≤ 500 ms; `users/me` ≥ 0.40 × the baseline.
 *
 * The server runs in its own process (`./api-server.ts`). Environment: BENCH_ENGINES
 * (`pglite,postgres`; `replica`: PostgreSQL with the list and the search read from the streaming
 * replica at BENCH_READ_SERVER, issue #30 §3), BENCH_FILES (5,000 synthetic files),
 * BENCH_DATABASE_URL (PostgreSQL server for a throwaway database), BENCH_ROUTES (names,
 * comma-separated; default all), BENCH_PROFILE (a folder for the server's CPU profile),
 * BENCH_SEARCH_CACHE=0 (every page computed, the figures before issue #30 §1),
 * BENCH_WRITES_PER_SECOND (files saved meanwhile: each makes a new data version, so every kept
 * page is computed again). Prints a table, then one JSON line. Run: `npm run bench:api`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = { requestsPerSecond: 3000, p99Ms: 30 };

const ONLY = process.env.BENCH_ROUTES?.split(',');
const ROUTES = [
  { name: 'ready (baseline)', path: '/api/ready', auth: false },
  { name: 'users/me', path: '/api/users/me', auth: true },
  { name: 'back-office list', path: '/api/users?allCandidates=true', auth: true },
  { name: 'search java', path: '/api/users?allCandidates=true&q=java', auth: true },
] as const;

interface Figures {
  engine: string;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  ratioToBaseline: number;
}

async function startServer(engine: string): Promise<{ child: ChildProcess; port: number; token: string }> {
  const child = fork(new URL('./api-server.ts', import.meta.url).pathname, [], {
    // BENCH_PROFILE=dir writes the server's CPU profile there (node --cpu-prof).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: { ...process.env, BENCH_ENGINE: engine },
  });
  const ready = await new Promise<{ port: number; token: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number; token: string }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ...ready };
}

async function load(port: number, path: string, token: string | null): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const figures: Figures[] = [];
for (const engine of ENGINES) {
  const { child, port, token } = await startServer(engine);
  try {
    let baseline = 0;
    for (const route of ROUTES.filter((entry) => !ONLY || ONLY.includes(entry.name))) {
      // A short warm-up: JIT, connection pool, query plans.
      await autocannon({
        url: `http://127.0.0.1:${port}${route.path}`,
        connections: CONNECTIONS,
        duration: 2,
        headers: route.auth ? { authorization: `Bearer ${token}` } : {},
      });
      const result = await load(port, route.path, route.auth ? token : null);
      const requestsPerSecond = result.requests.average;
      if (route.auth === false) baseline = requestsPerSecond;
      figures.push({
        engine,
        route: route.name,
        requestsPerSecond,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        ratioToBaseline: baseline > 0 ? requestsPerSecond / baseline : 0,
      });
    }
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const pad = (value: string, width: number) => value.padEnd(width);
console.log(`\nAPI load: ${CONNECTIONS} connections, ${SECONDS} s per route (autocannon)\n`);
console.log(
  `${pad('engine', 9)}${pad('route', 20)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('non-2xx', 9)}× baseline`,
);
for (const row of figures) {
  console.log(
    `${pad(row.engine, 9)}${pad(row.route, 20)}${pad(row.requestsPerSecond.toFixed(0), 9)}${pad(String(row.p50Ms), 8)}${pad(String(row.p99Ms), 8)}${pad(String(row.non2xx), 9)}${row.ratioToBaseline.toFixed(2)}`,
  );
}
const me = figures.find((row) => row.engine === 'postgres' && row.route === 'users/me');
if (me) {
  const met = me.requestsPerSecond >= TARGET.requestsPerSecond && me.p99Ms <= TARGET.p99Ms;
  console.log(
    `\nusers/me on PostgreSQL: ${me.requestsPerSecond.toFixed(0)} req/s, p99 ${me.p99Ms} ms — target ≥ ${TARGET.requestsPerSecond} req/s and p99 ≤ ${TARGET.p99Ms} ms: ${met ? 'met' : 'NOT met'}`,
  );
}
console.log(JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, figures }));
