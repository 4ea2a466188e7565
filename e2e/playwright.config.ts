/**
 * Browser journeys (issue #2) in Debian's Chromium driven by Playwright, against the real server
 * (`apps/api/src/main.ts`) on a fresh embedded database, through the embedded sign-on pages.
 * In CI (`CI=true`) a missing Chromium fails the run instead of skipping it.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';
import { SHORT_SESSION_LIFETIMES, SHORT_SESSION_PORT } from './support/short-session.ts';

const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
// Set once in the runner and inherited by its workers, which read the delivered mails (support/mail.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'highlight-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_MAIL_DIR = join(dataDir, 'mail');

/**
 * Issue #10 §10: `E2E_INSTANCES=2` (`npm run test:e2e:cluster`) runs the same journeys against two
 * API processes on one PostgreSQL behind a proxy alternating every request between them.
 */
const cluster = process.env.E2E_INSTANCES === '2';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // The cluster run checks the server's topology (two instances, reads on a replica): the screens'
  // axe and layout scans (a11y-screens, 11 of its 25 minutes) look at the same pages the single
  // instance serves, and run in `npm test`'s journeys (docs/decisions.md, "CI's time budget").
  ...(cluster ? { testIgnore: 'a11y-screens.spec.ts' } : {}),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  // A folder per topology: `npm test` runs both journey runs at once (scripts/test.mjs), and each
  // run empties its own folder as it starts.
  outputDir: cluster ? '../test-results/cluster' : '../test-results/single',
  use: {
    baseURL,
    acceptDownloads: true,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_FLAGS],
    },
  },
  ...(cluster ? { globalTeardown: './support/cluster-teardown.ts' } : {}),
  webServer: [
    {
      command: cluster
        ? 'node --import tsx e2e/support/cluster.ts'
        : 'npx tsx --no-wasm-code-gc apps/api/src/main.ts',
      // The cluster drops its database on SIGTERM (Playwright's default is SIGKILL, which left one
      // database behind per run).
      ...(cluster ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 } } : {}),
      cwd: '..',
      url: `${baseURL}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      // LOG_LEVEL warn: only the server's warnings and errors (a 500's cause) reach the test output.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        E2E_PORT: String(port),
        DATA_DIR: dataDir,
        MAIL_DIR: process.env.E2E_MAIL_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    },
    {
      command: 'npx tsx --no-wasm-code-gc apps/api/src/main.ts',
      cwd: '..',
      url: `http://localhost:${SHORT_SESSION_PORT}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(SHORT_SESSION_PORT),
        DATA_DIR: join(dataDir, 'short-session'),
        MAIL_DIR: join(dataDir, 'short-session', 'mail'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ACCESS_TOKEN_TTL: String(SHORT_SESSION_LIFETIMES.accessToken),
        SESSION_IDLE_TTL: String(SHORT_SESSION_LIFETIMES.session),
        SESSION_MAX_TTL: String(SHORT_SESSION_LIFETIMES.session),
        REMEMBER_ME_TTL: String(SHORT_SESSION_LIFETIMES.rememberMe),
      },
    },
  ],
});
