/**
 * Text hygiene at the API's door (issue #10 §3, `plugins/input.ts`): the path's parameters, the
 * query and the body are each checked before any route validates them, a NUL or a lone surrogate
 * refused with 400 naming the field, the rest passed on in NFC. Each test builds its own bare
 * Fastify app with the plugin and the error handler, so that the plugin's registration itself is
 * under test (the API's other tests build their app once, before their tests run).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { INVALID_TEXT_KEY } from '@highlight/domain/text';
import errorsPlugin from './errors.ts';
import inputPlugin from './input.ts';

/** A bare app whose one route echoes what it received of each part. */
async function echoApp() {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  const echo = (request: { params: unknown; query: unknown; body: unknown }) => ({
    params: request.params,
    query: request.query,
    body: request.body ?? 'none',
  });
  app.get('/echo/:name', echo);
  app.post('/echo/:name', echo);
  await app.ready();
  return app;
}

const DECOMPOSED = 'Re\u0301mi'; // "Rémi" with a combining accent
const COMPOSED = 'R\u00e9mi';

describe('the input plugin (issue #10 §3)', () => {
  it('passes the path, the query and the body on in NFC', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: `/echo/${encodeURIComponent(DECOMPOSED)}?who=${encodeURIComponent(DECOMPOSED)}`,
      payload: { [DECOMPOSED]: [DECOMPOSED] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      params: { name: COMPOSED },
      query: { who: COMPOSED },
      body: { [COMPOSED]: [COMPOSED] },
    });
    await app.close();
  });

  it('lets a request without a body through', async () => {
    const app = await echoApp();
    const response = await app.inject({ url: '/echo/x' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { name: 'x' }, query: {}, body: 'none' });
    await app.close();
  });

  it.each([
    ['a path parameter', { url: '/echo/a%00b' }, 'params.name'],
    ['a query value', { url: '/echo/x?q=ja%00va' }, 'query.q'],
    [
      'a body value',
      { method: 'POST' as const, url: '/echo/x', payload: { list: ['ok', 'a\u0000'] } },
      'body.list.1',
    ],
    [
      'a body key',
      { method: 'POST' as const, url: '/echo/x', payload: { outer: { ['k\uDC00']: 1 } } },
      'body.outer.…',
    ],
    [
      'a lone surrogate',
      { method: 'POST' as const, url: '/echo/x', payload: { name: 'Né\uD800' } },
      'body.name',
    ],
  ])('refuses a NUL or a lone surrogate in %s, naming where', async (_, request, path) => {
    const app = await echoApp();
    const response = await app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path, key: INVALID_TEXT_KEY }],
    });
    await app.close();
  });

  it('names the first part that fails, path before query before body', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo/a%00?q=b%00',
      payload: { c: 'c\u0000' },
    });
    expect(response.json()).toMatchObject({ details: [{ path: 'params.name' }] });
    const queryFirst = await app.inject({ method: 'POST', url: '/echo/a?q=b%00', payload: { c: 'c\u0000' } });
    expect(queryFirst.json()).toMatchObject({ details: [{ path: 'query.q' }] });
    await app.close();
  });
});
