/**
 * Web delivery benchmark (issue #11 §6): per main route, the bytes of JavaScript and CSS the
 * browser transfers (compressed, as sent) on a cold cache, and Lighthouse's performance and
 * accessibility scores with its mobile emulation (Moto G Power, simulated slow 4G, 4× CPU).
 *
 * Targets: ≤ 170 KB of compressed JavaScript for sign-in → /home (the sign-in page and the app up
 * to Home shown); performance ≥ 95 on /home and the dashboard; accessibility 100.
 * Baseline in the same run: the sign-in page, served by the API without the app's code, whose
 * Lighthouse score is what this machine gives a page that has next to nothing to load.
 *
 * Runs the built app (`npm run build` first; `npm run bench:web` does both) on the real server
 * (`apps/api/src/main.ts`, fresh embedded database) in Debian's Chromium (`CHROMIUM_PATH`,
 * default /usr/bin/chromium), signing in through the real sign-in page; Lighthouse works in the
 * same tab (a user flow), the session staying in its sessionStorage, the HTTP cache cleared
 * before each load. Environment: BENCH_PORT (3398), BENCH_LIGHTHOUSE=0 to print bytes only.
 * Prints a table, then one JSON line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlow } from 'lighthouse';
import { chromium, type Page, type Response } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3398);
const DEBUG_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const PASSWORD = 'Demo-2026!';
const TARGETS = { signInToHomeJsKb: 170, performance: 95, accessibility: 100 };

/** The routes measured, with the demo account that reaches each (README's demo accounts). */
const ROUTES = [
  { account: 'employee@highlight.test', path: '/home', scored: true },
  { account: 'employee@highlight.test', path: '/takeoff/3', scored: false },
  { account: 'employee@highlight.test', path: '/visualisation', scored: false },
  { account: 'admin@highlight.test', path: '/dashboard', scored: true },
] as const;

interface Transfer {
  js: number;
  css: number;
  other: number;
}

interface RouteFigures {
  route: string;
  jsKb: number;
  cssKb: number;
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  tbtMs?: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'highlight-bench-web-'));
  const child = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { child, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** Counts the compressed bytes of every response of `page` into `into`, by kind. */
function countTransfers(page: Page, into: Transfer): () => Promise<void> {
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    pending.push(
      (async () => {
        const { responseBodySize } = await response.request().sizes();
        const type = response.request().resourceType();
        if (type === 'script') into.js += responseBodySize;
        else if (type === 'stylesheet') into.css += responseBodySize;
        else into.other += responseBodySize;
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    await Promise.all(pending);
  };
}

async function clearCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** Waits until the app shows a screen: header there, no loader, network quiet. */
async function appShown(page: Page): Promise<void> {
  await page.getByTestId('logout').waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByTestId('global-loader').waitFor({ state: 'detached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE}/`, { waitUntil: 'commit' });
  await page.waitForURL(/\/realms\/highlight\/interaction\//);
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#kc-login').click();
  await appShown(page);
}

const { child, dataDir } = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`],
});
const figures: RouteFigures[] = [];
const signInToHome: Transfer = { js: 0, css: 0, other: 0 };
let baseline: { performance?: number; accessibility?: number } = {};
try {
  // 1. Sign-in → /home on a cold browser: the sign-in page's bytes and the app's, to Home shown.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const stop = countTransfers(page, signInToHome);
    await signIn(page, 'employee@highlight.test');
    await stop();
    await context.close();
  }

  // 2. Each route on a cold cache, signed in; then Lighthouse in the same tab.
  const pages = new Map<string, Page>();
  for (const route of ROUTES) {
    let page = pages.get(route.account);
    if (!page) {
      page = await (await browser.newContext()).newPage();
      await signIn(page, route.account);
      pages.set(route.account, page);
    }
    await clearCache(page);
    const transfer: Transfer = { js: 0, css: 0, other: 0 };
    const stop = countTransfers(page, transfer);
    await page.goto(`${BASE}${route.path}`);
    await appShown(page);
    await stop();
    figures.push({ route: route.path, jsKb: kb(transfer.js), cssKb: kb(transfer.css) });
  }

  if (LIGHTHOUSE) {
    const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUG_PORT}` });
    const score = async (url: string, puppeteerPage: Awaited<ReturnType<typeof connected.newPage>>) => {
      const flow = await startFlow(puppeteerPage, {
        flags: { onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      });
      // A cold cache, the session kept (sessionStorage of this tab).
      const cdp = await puppeteerPage.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await flow.navigate(url);
      const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
      return {
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0)),
        tbtMs: Math.round(Number(lhr?.audits['total-blocking-time']?.numericValue ?? 0)),
      };
    };
    // Baseline: the sign-in page in a fresh tab.
    const blank = await connected.newPage();
    const signInScore = await score(`${BASE}/`, blank);
    baseline = { performance: signInScore.performance, accessibility: signInScore.accessibility };
    await blank.close();

    for (const route of ROUTES.filter((entry) => entry.scored)) {
      const page = pages.get(route.account);
      if (!page) continue;
      // The puppeteer handle of the same tab, found by its address.
      const target = (await connected.pages()).find((candidate) => candidate.url() === page.url());
      if (!target) throw new Error(`no tab at ${page.url()}`);
      const result = await score(`${BASE}${route.path}`, target);
      Object.assign(figures.find((entry) => entry.route === route.path) ?? {}, result);
    }
    await connected.disconnect();
  }
} finally {
  await browser.close();
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const signInToHomeJsKb = kb(signInToHome.js);
console.log(`\nsign-in → /home: ${signInToHomeJsKb} KB of JavaScript, ${kb(signInToHome.css)} KB of CSS`);
console.log(
  `  target ≤ ${TARGETS.signInToHomeJsKb} KB: ${signInToHomeJsKb <= TARGETS.signInToHomeJsKb ? 'met' : 'MISSED'}`,
);
if (LIGHTHOUSE)
  console.log(
    `baseline (sign-in page): performance ${baseline.performance}, accessibility ${baseline.accessibility}`,
  );
console.log('\nroute            JS KB   CSS KB   perf   a11y   LCP ms   TBT ms');
for (const entry of figures)
  console.log(
    `${entry.route.padEnd(16)} ${String(entry.jsKb).padStart(6)} ${String(entry.cssKb).padStart(8)} ${String(entry.performance ?? '—').padStart(6)} ${String(entry.accessibility ?? '—').padStart(6)} ${String(entry.lcpMs ?? '—').padStart(8)} ${String(entry.tbtMs ?? '—').padStart(8)}`,
  );
console.log(
  JSON.stringify({
    signInToHome: { jsKb: signInToHomeJsKb, cssKb: kb(signInToHome.css) },
    baseline,
    routes: figures,
    targets: TARGETS,
  }),
);
