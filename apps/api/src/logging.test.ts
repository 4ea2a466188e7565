/**
 * Nothing secret reaches the log (issue #10 §1): tokens, the logout's id_token_hint, search terms,
 * passwords and resume bodies, read back from the app's own log stream at its most verbose level.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers.ts';
import { REDACTED, redactUrl, serializeError } from './logging.ts';

const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

const logText = () => lines.join('');

describe('the request log (issue #10 §1)', () => {
  it('logs requests, so the checks below read a real log', async () => {
    await t.app.inject({ url: '/api/health' });
    expect(logText()).toContain('"url":"/api/health"');
  });

  it('writes one access line per request: method, URL, status and time (issue #10 §11)', async () => {
    await t.app.inject({ url: '/api/health?probe=1' });
    const access = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => 'req' in line || 'res' in line);
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?probe=…' },
      res: { statusCode: 200 },
    });
    expect(typeof access[0]?.responseTime).toBe('number');
    expect(logText()).not.toContain('incoming request');
  });

  it('never logs a bearer token, accepted or refused', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    const forged = `${token.slice(0, -8)}AAAAAAAA`;
    const refused = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(logText()).toContain('access token rejected');
    expect(logText()).not.toContain(token.split('.')[1]);
    expect(logText()).not.toContain(forged.split('.')[2]);
  });

  it('logs query parameters by name only: no id_token_hint, no searched name', async () => {
    const staff = await t.createUser({ roles: ['human_ressources', 'employee'] });
    await t.app.inject({ url: '/api/health?id_token_hint=eyJhbGciOiJSUzI1NiJ9.c2VjcmV0.c2ln&state=xyz' });
    await t.app.inject({ url: '/api/users?q=Lef%C3%A8vre&skills=java', headers: await t.authHeader(staff) });
    const log = logText();
    expect(log).toContain('/api/health?id_token_hint=…&state=…');
    expect(log).toContain('/api/users?q=…&skills=…');
    expect(log).not.toMatch(/eyJhbGciOiJSUzI1NiJ9|Lef|xyz|java/);
  });

  it('redacts secret fields whatever code logs them', () => {
    t.app.log.info(
      { password: 'hunter2-secret', form: { newPassword: 'correct-horse' }, resume: { x: 'CV body' } },
      'x',
    );
    const log = logText();
    expect(log).not.toMatch(/hunter2-secret|correct-horse|CV body/);
    expect(log).toContain(REDACTED);
  });
});

describe('errors in the log (issue #10 §3: a failing query must not log the resume)', () => {
  it('keeps the SQL of a failed query but not its parameters, nor the database detail', async () => {
    const secret = 'Résumé de Zoé Lefèvre';
    const failure = await t.db.execute(sql`select ${`${secret}\u0000`}::text`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('Lef'); // drizzle's own message carries it
    const serialized = JSON.stringify(serializeError(failure));
    expect(serialized).toContain('select');
    expect(serialized).not.toContain('Lef');
    t.app.log.error({ err: failure }, 'unhandled error');
    expect(logText()).toContain('unhandled error');
    expect(logText()).not.toContain('Lef');
  });

  it('keeps type, code and cause of an error, and nothing of a thrown non-error', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      detail: 'Key (email)=(zoe@x.fr)',
    });
    const error = new Error('insert failed', { cause });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'Error', message: 'insert failed', cause: { code: '23505' } });
    expect(JSON.stringify(serialized)).not.toContain('zoe@x.fr');
    expect(serializeError('zoe@x.fr')).toEqual({ type: 'string', message: REDACTED, stack: '' });
  });
});

describe('redactUrl', () => {
  it('keeps the path and the names, drops every value, and hides a name that looks like data', () => {
    expect(redactUrl('/api/users/me')).toBe('/api/users/me');
    expect(redactUrl('/x?a=1&b=&c')).toBe('/x?a=…&b=…&c=…');
    expect(redactUrl('/x?zo%C3%A9%40mail.fr=1')).toBe('/x?…=…');
  });
});
