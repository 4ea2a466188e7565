/**
 * Debian's Chromium as every browser run of the project drives it: the journeys
 * (`e2e/playwright.config.ts`) and the benchmarks that render in a browser (`apps/api/bench/
 * documents.ts`, `apps/web/bench/web.ts`). Flags: no sandbox (no user namespaces in CI), no GPU,
 * and none of the background traffic the machine's registry-only network would refuse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
