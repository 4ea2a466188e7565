/**
 * The `test` of the journeys: Playwright's own, except that the web build's hashed files
 * (`/assets/<name>-<hash>.js|css`) are kept in a cache shared by the tests of a worker, as a
 * returning visitor's browser keeps them. Each file is still fetched from the real server once (the
 * first time a test needs it); later tests get the same bytes without asking again.
 *
 * Why: the server counts every request, static files included, against a limit of 600 a minute per
 * client (apps/api/src/app.ts) and serves the hashed files with `max-age=0`, so each sign-in in a
 * fresh browser context costs some 56 requests and a run of journeys from one machine answers 429
 * within a minute. Everything else (index.html, the API, the sign-in pages) goes to the server
 * untouched.
 */
import { test as base, type Route } from '@playwright/test';

export { expect } from '@playwright/test';

interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The hashed build files: content-addressed, so a URL always holds the same bytes. */
const HASHED_ASSET = /^https?:\/\/[^/]+\/assets\/[^/?#]+-[\w-]{6,}\.(?:js|css)(?:\?.*)?$/;
const cache = new Map<string, CachedResponse>();

/** Answers a hashed file from the cache, or fetches it from the server and keeps a 200 answer. */
async function serveHashedAsset(route: Route): Promise<void> {
  const request = route.request();
  if (request.method() !== 'GET') return route.fallback();
  const hit = cache.get(request.url());
  if (hit) return route.fulfill(hit);
  const response = await route.fetch();
  const headers = { ...response.headers() };
  // The body below is the decoded one: its encoding and length headers no longer apply.
  delete headers['content-encoding'];
  delete headers['content-length'];
  const answer = { status: response.status(), headers, body: await response.body() };
  if (answer.status === 200) cache.set(request.url(), answer);
  return route.fulfill(answer);
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(HASHED_ASSET, serveHashedAsset);
    await use(context);
  },
});
