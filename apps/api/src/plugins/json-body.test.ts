/**
 * Bounded JSON bodies (issue #26 §1): 8,000 nested arrays in a 20 KB body sent to
 * `PATCH /api/users/me` overflowed the stack of the input normalisation (500) and held the thread.
 * The body is now measured in one loop before it is parsed and refused with 400 past
 * `JSON_BODY_DEPTH_MAX` levels or `JSON_BODY_ENTRIES_MAX` entries, on every route with a body.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_DEPTH_MAX, JSON_BODY_ENTRIES_MAX } from '@highlight/domain/constants';
import { largestResume } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/helpers.ts';
import { measureJson, type JsonShape } from './json-body.ts';

/** The shape of a parsed value, by recursion: the reference `measureJson` must agree with. */
function shapeOf(value: unknown): JsonShape {
  if (value === null || typeof value !== 'object') return { depth: 0, entries: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  const shapes = children.map(shapeOf);
  return {
    depth: 1 + Math.max(0, ...shapes.map((shape) => shape.depth)),
    entries: children.length + shapes.reduce((sum, shape) => sum + shape.entries, 0),
  };
}

/** `depth` arrays nested in one another around a 1, as the attacker sent them. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('measureJson (issue #26 §1)', () => {
  it.each([
    ['1', 0, 0],
    ['"a"', 0, 0],
    ['[]', 1, 0],
    ['{}', 1, 0],
    ['[1]', 1, 1],
    ['[1,2,3]', 1, 3],
    ['[[],[]]', 2, 2],
    ['{"a":{"b":[1,true,null]}}', 3, 5],
    // Brackets, braces, commas and escaped quotes inside strings are text, not structure.
    ['["[[[{,,,", "\\"]]]"]', 1, 2],
    ['{"k\\\\":"v"}', 1, 1],
    [' [ 1 , "x" , { } ] ', 2, 3],
  ])('%s nests %i deep and holds %i entries', (text, depth, entries) => {
    expect(measureJson(text)).toEqual({ depth, entries });
  });

  it('agrees with the parsed value on any JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(measureJson(JSON.stringify(value))).toEqual(shapeOf(value));
        expect(measureJson(JSON.stringify(value, null, 2))).toEqual(shapeOf(value));
      }),
      { numRuns: 500 },
    );
  });

  it('stops at the first level past the bound, whatever follows', () => {
    expect(measureJson(nested(100_000), { depth: 32, entries: 10 })).toEqual({ depth: 33, entries: 0 });
    expect(measureJson(`[${'0,'.repeat(100_000)}0]`, { depth: 32, entries: 10 })).toEqual({
      depth: 1,
      entries: 11,
    });
  });
});

describe('bounded JSON bodies through the app (issue #26 §1)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let englishHeaders: Record<string, string>;
  let self: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    const superadmin = await t.createUser({ roles: ['superadmin', 'employee'], avatar: 'cat' });
    self = superadmin;
    headers = { ...(await t.authHeader(superadmin)), 'content-type': 'application/json' };
    const english = await t.createUser({ roles: ['applicant'], userSettings: { displayLanguage: 'en' } });
    englishHeaders = { ...(await t.authHeader(english)), 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the attack of the report, 8,000 nested arrays to PATCH /api/users/me, with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: englishHeaders,
      payload: nested(8_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: 'body',
          key: 'validation.bodyTooDeep',
          message: `The request nests its values more than ${JSON_BODY_DEPTH_MAX} levels deep: send a flatter body.`,
        },
      ],
    });
  });

  it('says so in French by default', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: nested(JSON_BODY_DEPTH_MAX + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { message: string }[] }>().details[0]!.message).toContain(
      `plus de ${JSON_BODY_DEPTH_MAX} niveaux`,
    );
  });

  it('lets a body at the depth bound reach the route, whose schema judges it', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: `{"firstname":${nested(JSON_BODY_DEPTH_MAX - 1)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { key: string; path: string }[] }>().details[0]).toMatchObject({
      path: 'body.firstname',
    });
  });

  it(`refuses a flat body of more than ${JSON_BODY_ENTRIES_MAX.toLocaleString('en')} entries`, async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers,
      payload: `{"ids":[${'"x",'.repeat(JSON_BODY_ENTRIES_MAX)}"x"],"status":"active"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ key: 'validation.bodyTooLarge' }] });
  });

  it('takes the largest file the bounds allow', async () => {
    const body = JSON.stringify({ ...largestResume(), version: 0 });
    expect(measureJson(body).depth).toBeLessThanOrEqual(JSON_BODY_DEPTH_MAX);
    expect(measureJson(body).entries).toBeLessThanOrEqual(JSON_BODY_ENTRIES_MAX);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${self.id}/resume`,
      headers,
      payload: body,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  });

  it('still refuses prototype poisoning as Fastify does', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: '{"__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a deep body with 400 on every route of the OpenAPI document that takes one', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{\w+\}/g, self.id) })),
    );
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers,
        payload: nested(8_000),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
        details: [{ key: 'validation.bodyTooDeep' }],
      });
    }
  });
});
