/**
 * Issue #11 §6 "Web delivery": the web app's files are served pre-compressed (brotli or gzip, by
 * the request's Accept-Encoding, `Vary: Accept-Encoding`), hashed files cached for a year,
 * `index.html` never, and `HEAD` answers wherever `GET` does (app routes included).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/scripts/precompress.ts';
import { buildApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';

const script = `console.log(${JSON.stringify('Highlight '.repeat(400))});\n`;
const page = `<!doctype html><html lang="fr"><head><title>Highlight</title>${'<meta name="x" content="y">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'highlight-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), page);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script);
  precompress(webDist);
  handle = await openDatabase({ url: 'memory://', dataDir: '' });
  ({ app } = await buildApp({
    config: {
      publicUrl: 'http://app.test',
      issuer: 'http://issuer.test/realms/highlight',
      embeddedIdentity: false,
      webDist,
    },
    db: handle.db,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('web delivery (issue #11 §6)', () => {
  it('serves brotli to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const brotli = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('serves the app page compressed on client routes too, never cached', async () => {
    const home = await app.inject({ url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString('utf8')).toBe(page);
  });

  it('answers HEAD wherever GET answers: the page, client routes, hashed files', async () => {
    for (const url of ['/', '/home', '/takeoff/3', '/assets/index-abc123.js']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.payload, url).toBe('');
      expect(head.headers['content-type'], url).toMatch(url.endsWith('.js') ? /javascript/ : /text\/html/);
    }
    const unknownApi = await app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(unknownApi.statusCode).toBe(404);
  });
});
