// @ts-check
/**
 * `npm test`: every test this machine can run, in phases whose stages run side by side, with each
 * stage's duration printed at the end (docs/ci.md says why the stages are grouped so, and the
 * budget of each). `.ci/run` calls this same command after installing what it needs.
 *
 * What runs depends on what the machine offers:
 * - always: typecheck, lint, the web build, the unit and API tests (Vitest), the browser journeys
 *   (Playwright, on the embedded database, one server process);
 * - with `TEST_DATABASE_URL` (a PostgreSQL server): the Vitest run uses it, the API tests run
 *   again on PGlite (the default engine), and the journeys run again on two server processes over
 *   one PostgreSQL behind an alternating proxy (`E2E_INSTANCES=2`), reading from its streaming
 *   replica when `TEST_DATABASE_READ_URL` names one;
 * - with `TEST_MUTATION=1` (CI sets it): mutation testing of the domain (Stryker, incremental).
 *
 * `TEST_STAGES=lint,api npm test` runs only the stages named (their phases' order kept).
 *
 * The stages of a phase run at the same time, each with its output prefixed by its name; a phase
 * starts when the one before has passed. A stage past its time limit is stopped and fails.
 * Exit status: 0 when every stage passed, 1 otherwise. Source: `concurrently`'s API
 * (https://github.com/open-cli-tools/concurrently#api).
 */
import console from 'node:console';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { concurrently } from 'concurrently';

const env = process.env;
const postgres = Boolean(env.TEST_DATABASE_URL);
const replica = env.TEST_DATABASE_READ_URL ?? '';
/** The stages asked for by name (`TEST_STAGES`), or null for all. */
const only = env.TEST_STAGES ? new Set(env.TEST_STAGES.split(',').map((name) => name.trim())) : null;

/**
 * @typedef {{ name: string, command: string, env?: Record<string, string>, when?: boolean, minutes: number }} Stage
 * @type {{ name: string, stages: Stage[] }[]}
 */
const PHASES = [
  {
    name: 'static checks and build',
    stages: [
      { name: 'typecheck', command: 'npm run typecheck', minutes: 10 },
      { name: 'lint', command: 'npm run lint', minutes: 10 },
      { name: 'build', command: 'npm run build', minutes: 10 },
    ],
  },
  {
    name: 'unit and API tests',
    // Vitest runs one file at a time (its default on 2 cores: cores − 1 workers); three runs side by
    // side keep both cores busy: the domain and web tests, the API tests on PostgreSQL, and the API
    // tests on PGlite.
    stages: [
      { name: 'domain-web', command: 'npx vitest run --project domain --project web', minutes: 30 },
      // On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite.
      { name: 'api', command: 'npx vitest run --project api', minutes: 30 },
      {
        name: 'api-pglite',
        command: 'npx vitest run --project api',
        env: { TEST_DATABASE_URL: '', TEST_DATABASE_READ_URL: '' },
        when: postgres,
        minutes: 30,
      },
    ],
  },
  {
    name: 'browser journeys',
    stages: [
      { name: 'journeys', command: 'npx playwright test -c e2e/playwright.config.ts', minutes: 40 },
      {
        name: 'journeys-cluster',
        command: 'npx playwright test -c e2e/playwright.config.ts',
        env: {
          E2E_INSTANCES: '2',
          // Ports and folders of their own: both journey runs go at once.
          E2E_PORT: '3299',
          E2E_DATABASE_SERVER: env.E2E_DATABASE_SERVER ?? env.TEST_DATABASE_URL ?? '',
          E2E_DATABASE_READ_SERVER: env.E2E_DATABASE_READ_SERVER ?? replica,
        },
        when: postgres,
        minutes: 40,
      },
    ],
  },
  {
    name: 'mutation testing',
    stages: [
      {
        name: 'mutation',
        command: 'npm run test:mutation:domain',
        when: env.TEST_MUTATION === '1',
        minutes: 30,
      },
    ],
  },
];

/** @type {{ name: string, seconds: number, status: string }[]} */
const summary = [];
const startedAt = Date.now();
let failed = false;

for (const phase of PHASES) {
  const stages = phase.stages.filter((stage) => stage.when !== false && (only?.has(stage.name) ?? true));
  if (stages.length === 0) continue;
  console.log(`\n== ${phase.name}: ${stages.map((stage) => stage.name).join(', ')}`);
  const { result, commands } = concurrently(
    stages.map((stage) => ({
      name: stage.name,
      command: stage.command,
      env: { FORCE_COLOR: '0', ...stage.env },
    })),
    { prefix: 'name', padPrefix: true, killOthersOn: [] },
  );
  /** @type {Set<string>} */
  const timedOut = new Set();
  const timers = stages.map((stage, index) =>
    setTimeout(() => {
      timedOut.add(stage.name);
      console.error(`${stage.name}: over its ${stage.minutes} minutes, stopped`);
      commands[index]?.kill('SIGTERM');
    }, stage.minutes * 60_000),
  );
  /** @type {import('concurrently').CloseEvent[]} */
  const events = await result.then(
    (closed) => closed,
    (/** @type {import('concurrently').CloseEvent[]} */ closed) => closed,
  );
  for (const timer of timers) clearTimeout(timer);
  for (const event of events) {
    const ok = event.exitCode === 0 && !timedOut.has(event.command.name);
    if (!ok) failed = true;
    summary.push({
      name: event.command.name,
      seconds: Math.round(event.timings.durationSeconds),
      status: ok ? 'passed' : timedOut.has(event.command.name) ? 'timed out' : `failed (${event.exitCode})`,
    });
  }
  if (failed) break;
}

/** @param {number} seconds */
const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
console.log('\n== Durations');
for (const stage of summary)
  console.log(`${stage.name.padEnd(18)} ${minutes(stage.seconds).padStart(13)}  ${stage.status}`);
console.log(`${'total'.padEnd(18)} ${minutes(Math.round((Date.now() - startedAt) / 1000)).padStart(13)}`);
process.exit(failed ? 1 : 0);
