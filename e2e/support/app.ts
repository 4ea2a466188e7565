/**
 * Waiting for the single-page app: sign-in finished, the route guards resolved, no loader shown.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app shows a screen: the browser is back on the app (not on the provider nor on
 * the sign-in callback), the header is there (logout button), and the global loader overlay
 * (spec §2, shown during every navigation) is gone.
 */
export async function waitForApp(page: Page): Promise<void> {
  await explainThrottling(page, async () => {
    await expect(page).not.toHaveURL(/\/realms\/|\/auth\/callback/);
    await expect(page.getByTestId('logout')).toBeVisible();
    await expect(page.getByTestId('global-loader')).toHaveCount(0);
  });
}

/** Paths the server refused with 429 Too Many Requests, per page watched. */
const throttled = new WeakMap<Page, string[]>();

/**
 * Records the requests of `page` that the server refuses with 429 (its rate limit: 600 requests a
 * minute per client, static files included, apps/api/src/app.ts), so that a screen that never
 * shows can be explained. Called by `signIn`; watching twice is harmless.
 */
export function watchThrottling(page: Page): void {
  if (throttled.has(page)) return;
  const refused: string[] = [];
  throttled.set(page, refused);
  page.on('response', (response) => {
    if (response.status() === 429) refused.push(new URL(response.url()).pathname);
  });
}

/**
 * Runs `wait`; when it fails after the server refused requests with 429, fails with that reason
 * (a blank page or a sign-in stuck on /auth/callback otherwise says nothing of it).
 */
export async function explainThrottling(page: Page, wait: () => Promise<void>): Promise<void> {
  try {
    await wait();
  } catch (error) {
    const refused = throttled.get(page) ?? [];
    if (refused.length === 0) throw error;
    throw new Error(
      `The server answered 429 Too Many Requests (rate limit) to ${refused.length} request(s), e.g. ` +
        `${[...new Set(refused)].slice(0, 5).join(', ')}: the app could not load.`,
      { cause: error },
    );
  }
}

/**
 * Opens `path` by typing it in the address bar (a full page load, so the guards run from scratch
 * with the stored session) and waits for the app. The caller asserts where it landed. Prefer
 * `goTo` when the point is the guard, not the load: it is faster.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** The pathname of the page's URL, e.g. `/takeoff/1`. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Navigates inside the running app to `path`, as a link would (history push, then the router's
 * `popstate` handling), so the route guards run without reloading the app. Waits for the app; the
 * caller asserts where it landed.
 */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, path);
  await waitForApp(page);
}
