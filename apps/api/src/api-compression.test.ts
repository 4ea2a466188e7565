/**
 * Issue #11 §6 "Web delivery", the API's side: JSON answers over 1 KiB are compressed by the
 * request's Accept-Encoding (brotli first, then gzip, `Vary: Accept-Encoding`); small answers,
 * documents (PDF, DOCX, ZIP: compressed already) and clients that accept neither get them as they
 * are; a compressed request body is refused, never unfolded past the body limit.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let plain: unknown;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ roles: ['admin'], avatar: 'cat' });
  headers = await t.authHeader(admin);
  plain = (
    await t.app.inject({ url: '/api/reference', headers: { ...headers, 'accept-encoding': 'identity' } })
  ).json();
});
afterAll(async () => {
  await t.close();
});

describe('API compression (issue #11 §6)', () => {
  it('sends brotli to a client that accepts it, gzip to one that accepts only gzip, the same JSON', async () => {
    const brotli = await t.app.inject({
      url: '/api/reference',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const unfolded = brotliDecompressSync(brotli.rawPayload);
    expect(JSON.parse(unfolded.toString('utf8'))).toEqual(plain);
    expect(brotli.rawPayload.length).toBeLessThan(unfolded.length / 3);

    const gzip = await t.app.inject({
      url: '/api/reference',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain);
  });

  it('sends the JSON as it is to a client that accepts no compression', async () => {
    const response = await t.app.inject({
      url: '/api/reference',
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(plain);
  });

  it('leaves answers under 1 KiB as they are', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends a PDF as it is: it is compressed already', async () => {
    const { user, headers: own } = await t.createCollaboratorWithFile();
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=pdf`,
      headers: { ...own, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a compressed request body and changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/users/me', headers })).json<{ updatedAt: string }>();
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userSettings: { displayLanguage: 'en' } })),
    });
    // Read as the bytes it is, which are no JSON: the localised 400 of any unreadable body.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const after = (await t.app.inject({ url: '/api/users/me', headers })).json<{ updatedAt: string }>();
    expect(after).toEqual(before);
  });
});
