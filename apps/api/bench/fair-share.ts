/**
 * Benchmark of PGlite's fair share (issue #30 §2 "interactive requests are not queued behind bulk
 * work on PGlite's single connection"): the latency of interactive calls — `GET /api/users/me`
 * (a database read), `GET /api/ready` (one `select 1`) and `GET /api/health` (liveness, no
 * database) — alone, then while bulk work runs: `BENCH_ZIPS` (20) ZIPs of 50 PDFs requested at
 * once by HR (each a few queries: the caller, the people, their files, the audit) and 30 PDFs
 * downloaded at once. Twice: with the connection serving calls in arrival order (PGlite alone, the
 * baseline) and with the fair gate (interactive first, the default). Target (issue #30): health
 * p99 ≤ 50 ms while 30 PDFs render. Prints p50/p95/p99 per route and mode, then one JSON line.
 * Run: `npm run bench:fair-share`.
 */
import type { ResumeBody } from '@highlight/domain/resume';
import { sql } from 'drizzle-orm';
import type { PgliteOrder } from '../src/db/client.ts';
import { asBulk } from '../src/db/fair-share.ts';
import { stats, type Stats } from './measure.ts';
import { typicalResume } from '../test/fixtures.ts';
import { createTestApp } from '../test/helpers.ts';

const PEOPLE = 50;
const ZIPS = Number(process.env.BENCH_ZIPS ?? 20);
const PDFS = 30;
/** Rounds of bulk work; each round probes until its work is done. */
const ROUNDS = 3;
const IDLE_SAMPLES = 200;
const HEALTH_TARGET_P99_MS = 50;
const BULK_READERS = 20;
const BULK_QUERIES = 10;

const PROBES = [
  { name: 'users/me', url: '/api/users/me', signedIn: true },
  { name: 'ready', url: '/api/ready', signedIn: false },
  { name: 'health', url: '/api/health', signedIn: false },
] as const;

type ProbeName = (typeof PROBES)[number]['name'];

/** The bulk work: documents (ZIPs and PDFs, mostly rendering) or queries (mostly database). */
type Load = 'documents' | 'queries';

interface ModeFigures {
  order: PgliteOrder;
  load: Load;
  idle: Record<ProbeName, Stats>;
  underLoad: Record<ProbeName, Stats>;
  /** Median time for a round's bulk work, ms. */
  bulkWallMs: number;
}

async function measure(order: PgliteOrder, load: Load): Promise<ModeFigures> {
  const t = await createTestApp({ documents: { cacheBytes: 0 }, pgliteOrder: order });
  try {
    const file: ResumeBody = typicalResume();
    const people: { id: string; headers: Record<string, string> }[] = [];
    for (let index = 0; index < PEOPLE; index += 1) {
      const { user, headers } = await t.createCollaboratorWithFile({}, file);
      people.push({ id: user.id, headers });
    }
    const hr = (await t.createStaff('human_ressources')).headers;
    const me = people[0]!.headers;
    const probe = async (name: ProbeName) => {
      const spec = PROBES.find((entry) => entry.name === name)!;
      const started = performance.now();
      const response = await t.app.inject({ url: spec.url, ...(spec.signedIn ? { headers: me } : {}) });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${spec.url} answered ${response.statusCode}`);
      return elapsed;
    };
    const ids = people.map((person) => `ids=${person.id}`).join('&');
    // Bulk work whose database share is large: BULK_READERS readers at once, each running
    // BULK_QUERIES grouping queries in turn as bulk work (several back-office exports at once).
    function queriesRound() {
      return Promise.all(
        Array.from({ length: BULK_READERS }, () =>
          asBulk(async () => {
            for (let index = 0; index < BULK_QUERIES; index += 1)
              await t.db.execute(sql`select count(*) from generate_series(1, 40000)`);
          }),
        ),
      );
    }
    const documentsRound = () =>
      Promise.all([
        ...Array.from({ length: ZIPS }, async () => {
          const response = await t.app.inject({ url: `/api/users/resumes?${ids}&format=pdf`, headers: hr });
          if (response.statusCode !== 200) throw new Error(`ZIP answered ${response.statusCode}`);
        }),
        ...people.slice(0, PDFS).map(async (person) => {
          const response = await t.app.inject({
            url: `/api/users/${person.id}/resume?format=pdf`,
            headers: person.headers,
          });
          if (response.statusCode !== 200) throw new Error(`PDF answered ${response.statusCode}`);
        }),
      ]);

    const bulkRound = load === 'queries' ? queriesRound : documentsRound;

    // Warm-up: the routes, the renderers, a round of bulk work.
    for (let index = 0; index < 50; index += 1) for (const { name } of PROBES) await probe(name);
    await bulkRound();

    const idle = Object.fromEntries(PROBES.map(({ name }) => [name, [] as number[]])) as Record<
      ProbeName,
      number[]
    >;
    for (let index = 0; index < IDLE_SAMPLES; index += 1)
      for (const { name } of PROBES) idle[name].push(await probe(name));

    const loaded = Object.fromEntries(PROBES.map(({ name }) => [name, [] as number[]])) as Record<
      ProbeName,
      number[]
    >;
    const walls: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let done = false;
      const started = performance.now();
      const work = bulkRound().finally(() => {
        done = true;
        walls.push(performance.now() - started);
      });
      work.catch(() => undefined); // awaited below
      while (!done) for (const { name } of PROBES) loaded[name].push(await probe(name));
      await work;
    }
    const figures = (samples: Record<ProbeName, number[]>) =>
      Object.fromEntries(PROBES.map(({ name }) => [name, stats(samples[name])])) as Record<ProbeName, Stats>;
    return {
      order,
      load,
      idle: figures(idle),
      underLoad: figures(loaded),
      bulkWallMs: stats(walls).p50,
    };
  } finally {
    await t.close();
  }
}

const format = (figures: Stats) =>
  `${figures.p50.toFixed(1).padStart(7)} ${figures.p95.toFixed(1).padStart(7)} ${figures.p99.toFixed(1).padStart(7)}  (${figures.n})`;

console.log(
  `fair-share benchmark (PGlite): ${PEOPLE} files; bulk "documents": ${ZIPS} ZIPs of ${PEOPLE} PDFs and ${PDFS} PDFs at once; bulk "queries": ${BULK_READERS} readers of ${BULK_QUERIES} grouping queries each at once; ${ROUNDS} rounds; p50 p95 p99 ms (samples)`,
);
const results: ModeFigures[] = [];
for (const load of ['documents', 'queries'] as const) {
  for (const order of ['arrival', 'fair'] as const) {
    const result = await measure(order, load);
    results.push(result);
    for (const { name } of PROBES) {
      console.log(
        `${load.padEnd(10)} ${order.padEnd(8)} ${name.padEnd(9)} idle ${format(result.idle[name])}   under bulk ${format(result.underLoad[name])}`,
      );
    }
    console.log(
      `${load.padEnd(10)} ${order.padEnd(8)} bulk work: median round ${result.bulkWallMs.toFixed(0)} ms`,
    );
  }
  const of = (order: PgliteOrder) =>
    results.find((result) => result.load === load && result.order === order)!;
  const fair = of('fair').underLoad;
  const arrival = of('arrival').underLoad;
  console.log(
    `${load}: users/me p99 under bulk ${fair['users/me'].p99.toFixed(1)} ms fair, ${arrival['users/me'].p99.toFixed(1)} ms in arrival order (${(arrival['users/me'].p99 / fair['users/me'].p99).toFixed(1)}×); health p99 ${fair.health.p99.toFixed(1)} ms (target ≤ ${HEALTH_TARGET_P99_MS}) ${fair.health.p99 <= HEALTH_TARGET_P99_MS ? 'PASS' : 'FAIL'}`,
  );
}
console.log(JSON.stringify({ benchmark: 'fair-share', figures: results }));
