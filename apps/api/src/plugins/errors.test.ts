/**
 * The API's one error handler (`plugins/errors.ts`, STYLE.md; spec §8 error texts, issue #8 §1
 * `Retry-After`, issue #10 §3): every `AppError` code answers its status (domain `ERROR_STATUS`) with
 * its own message in the reader's language; request validation names the fields; Fastify's own
 * errors keep their meaning; anything else is a 500 that says nothing of its cause. On a bare
 * Fastify app with only this plugin, so that each branch is reached on purpose.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '@highlight/domain/errors';
import { AppError } from '../errors.ts';
import errorsPlugin, { DOCUMENTS_RETRY_AFTER_SECONDS } from './errors.ts';

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
const logged: Record<string, unknown>[] = [];

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // A stored display language, as the auth plugin sets it, when the test asks for one.
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const stored = request.headers['x-display-language'];
    if (stored === 'fr' || stored === 'en') {
      (request as unknown as { currentUser: unknown }).currentUser = {
        userSettings: { displayLanguage: stored },
      };
    }
    done();
  });
  typed.get('/app-error/:code', { schema: { params: z.object({ code: z.string() }) } }, (request) => {
    const code = request.params.code as ErrorCode;
    if (code === 'UNKNOWN_USERS') throw new AppError(code, code, [], { ids: 'a1, b2' });
    throw new AppError(code);
  });
  typed.get('/with-details', () => {
    throw new AppError('VALIDATION_FAILED', 'bad', [
      { path: 'body.phoneNumber', key: 'validation.invalidNumber' },
      { path: 'body.email', key: 'validation.invalidEmail' },
    ]);
  });
  typed.post(
    '/validated/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ error: 'validation.required' }) }),
        body: z.object({
          names: z.array(z.string().min(2, { error: 'validation.softSkillTooShort' })),
          age: z.number(),
        }),
      },
    },
    () => ({ ok: true }),
  );
  typed.get('/bad-answer', { schema: { response: { 200: z.object({ count: z.number() }) } } }, () => ({
    count: 'many' as unknown as number,
  }));
  typed.get('/fastify-error/:status', (request) => {
    const status = Number((request.params as { status: string }).status);
    const uncoded = 'uncoded' in (request.query as Record<string, string>);
    throw Object.assign(new Error(`framework said ${status}`), {
      statusCode: status,
      ...(uncoded ? {} : { code: `FST_TEST_${status}` }),
    });
  });
  typed.get('/crash', () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('AppError codes (domain ERROR_STATUS)', () => {
  it.each(CODES)('%s answers its status and its code', async (code) => {
    const response = await get(`/app-error/${code}`);
    expect(response.statusCode).toBe(ERROR_STATUS[code]);
    expect(response.json()).toMatchObject({ code });
  });

  it('gives every code a message of its own, in French by default and in English on request', async () => {
    for (const [locale, headers] of [
      ['fr', {}],
      ['en', { 'accept-language': 'en' }],
    ] as const) {
      const messages = new Map<string, ErrorCode>();
      for (const code of CODES) {
        const { message } = (await get(`/app-error/${code}`, headers)).json<{ message: string }>();
        expect(message, `${locale} ${code}`).toMatch(/\S/);
        expect(message, `${locale} ${code}`).not.toMatch(/^errors\./);
        expect(
          messages.get(message),
          `${locale}: ${code} and ${messages.get(message)} say the same`,
        ).toBeUndefined();
        messages.set(message, code);
      }
    }
    const fr = (await get('/app-error/FORBIDDEN')).json<{ message: string }>().message;
    const en = (await get('/app-error/FORBIDDEN', { 'accept-language': 'en' })).json<{ message: string }>()
      .message;
    expect(fr).not.toBe(en);
  });

  it("fills the message's placeholders", async () => {
    const { message } = (await get('/app-error/UNKNOWN_USERS', { 'accept-language': 'en' })).json<{
      message: string;
    }>();
    expect(message).toContain('a1, b2');
  });

  it('tells a client of the full document queue when to come back, and no other error', async () => {
    const busy = await get('/app-error/DOCUMENTS_BUSY');
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe(String(DOCUMENTS_RETRY_AFTER_SECONDS));
    for (const code of ['RATE_LIMITED', 'DOCUMENT_TIMEOUT', 'INTERNAL'] as const) {
      expect((await get(`/app-error/${code}`)).headers['retry-after'], code).toBeUndefined();
    }
  });

  it('logs a document over its time limit as a warning, naming only the code', async () => {
    logged.length = 0;
    await get('/app-error/DOCUMENT_TIMEOUT');
    expect(logged).toContainEqual(
      expect.objectContaining({ code: 'DOCUMENT_TIMEOUT', msg: 'document over its time limit' }),
    );
    logged.length = 0;
    await get('/app-error/NOT_FOUND');
    expect(logged).toEqual([]);
  });

  it('lists the offending fields with their messages, and leaves details out when there are none', async () => {
    const withDetails = (await get('/with-details', { 'accept-language': 'en' })).json<{
      details: { path: string; key: string; message: string }[];
    }>();
    expect(withDetails.details.map(({ path, key }) => ({ path, key }))).toEqual([
      { path: 'body.phoneNumber', key: 'validation.invalidNumber' },
      { path: 'body.email', key: 'validation.invalidEmail' },
    ]);
    for (const detail of withDetails.details) {
      expect(detail.message).toMatch(/\S/);
      expect(detail.message).not.toBe(detail.key);
    }
    expect(withDetails.details[0]?.message).not.toBe(withDetails.details[1]?.message);
    expect((await get('/app-error/VALIDATION_FAILED')).json()).not.toHaveProperty('details');
  });
});

describe("the reader's language", () => {
  const forbiddenIn = async (headers: Record<string, string>) =>
    (await get('/app-error/FORBIDDEN', headers)).json<{ message: string }>().message;

  it('is Accept-Language when it starts with a language the product speaks, in any case', async () => {
    const fr = await forbiddenIn({});
    const en = await forbiddenIn({ 'accept-language': 'en' });
    expect(await forbiddenIn({ 'accept-language': 'en-GB,en;q=0.9' })).toBe(en);
    expect(await forbiddenIn({ 'accept-language': 'EN-us' })).toBe(en);
    expect(await forbiddenIn({ 'accept-language': 'fr-CA' })).toBe(fr);
    // Another language, or a header only starting like one, is French (spec §2: French by default).
    expect(await forbiddenIn({ 'accept-language': 'de-DE,en;q=0.5' })).toBe(fr);
    expect(await forbiddenIn({ 'accept-language': 'e' })).toBe(fr);
  });

  it("is the user's stored display language once they are known, whatever the browser says", async () => {
    const fr = await forbiddenIn({});
    const en = await forbiddenIn({ 'accept-language': 'en' });
    expect(await forbiddenIn({ 'x-display-language': 'en', 'accept-language': 'fr' })).toBe(en);
    expect(await forbiddenIn({ 'x-display-language': 'fr', 'accept-language': 'en' })).toBe(fr);
  });
});

describe('request validation (zod schemas)', () => {
  it("answers 400 VALIDATION_FAILED naming each field by where it was found, with the rule's key", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated/not-a-uuid',
      payload: { names: ['ok', 'x'], age: 'old' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { path: string; key: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    // Fastify validates the path's parameters first and stops at the first part that fails.
    expect(body.details.map(({ path, key }) => ({ path, key }))).toEqual([
      { path: 'params.id', key: 'validation.required' },
    ]);

    const bodyErrors = await app.inject({
      method: 'POST',
      url: '/validated/8a4e5f7c-1d2b-4c3a-9e8f-7a6b5c4d3e2f',
      payload: { names: ['ok', 'x'], age: 'old' },
    });
    expect(bodyErrors.statusCode).toBe(400);
    const details = bodyErrors.json<{ details: { path: string; key: string }[] }>().details;
    // A rule with a product message keeps its key; zod's own (a number expected) is "invalid value".
    expect(details.map(({ path, key }) => ({ path, key }))).toEqual([
      { path: 'body.names.1', key: 'validation.softSkillTooShort' },
      { path: 'body.age', key: 'validation.invalidValue' },
    ]);
  });
});

describe('errors that are not ours', () => {
  it('a reply that fails its own schema is a 500 that says nothing of it, and is logged', async () => {
    logged.length = 0;
    const response = await get('/bad-answer');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect(response.body).not.toContain('many');
    // The log says what broke the schema: the error, and zod's issues (the path of the bad field).
    const line = logged.find((entry) => entry.msg === 'response failed its schema');
    expect(line).toMatchObject({ issues: [{ path: ['count'] }] });
    expect(JSON.stringify(line?.err)).toMatch(/serialization|schema|count/i);
  });

  it.each([
    [429, 429, 'RATE_LIMITED'],
    [413, 413, 'PAYLOAD_TOO_LARGE'],
    [415, 400, 'VALIDATION_FAILED'],
    [400, 400, 'VALIDATION_FAILED'],
  ])("Fastify's %i answers %i %s, in the product's words", async (thrown, status, code) => {
    const response = await get(`/fastify-error/${thrown}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.body).not.toContain('framework said');
  });

  it("other client errors keep Fastify's status, code and message; ERROR when it has no code", async () => {
    for (const status of [404, 405, 406, 499]) {
      const response = await get(`/fastify-error/${status}`);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code: `FST_TEST_${status}`, message: `framework said ${status}` });
    }
    const uncoded = await get('/fastify-error/404?uncoded=1');
    expect(uncoded.json()).toEqual({ code: 'ERROR', message: 'framework said 404' });
  });

  it('a server error or a crash is a 500 INTERNAL in the reader language, its cause in the log only', async () => {
    for (const url of ['/crash', '/fastify-error/500', '/fastify-error/503']) {
      logged.length = 0;
      const response = await get(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(500);
      expect(response.json(), url).toMatchObject({ code: 'INTERNAL' });
      expect(response.body, url).not.toMatch(/hunter2|framework said/);
      const line = logged.find((entry) => entry.msg === 'unhandled error');
      expect(line, url).toMatchObject({ level: 50 });
      expect(JSON.stringify(line?.err), url).toMatch(/hunter2|framework said/);
    }
  });
});
