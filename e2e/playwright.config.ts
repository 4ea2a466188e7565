/**
 * Browser journeys (issue #2) in Debian's Chromium driven by Playwright, against the real server
 * (`apps/api/src/main.ts`) on a fresh embedded database, through the embedded sign-on pages.
 * In CI (`CI=true`) a missing Chromium fails the run instead of skipping it.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    acceptDownloads: true,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx apps/api/src/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // LOG_LEVEL warn: only the server's warnings and errors (a 500's cause) reach the test output.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  },
});
