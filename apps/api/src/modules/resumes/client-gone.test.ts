/**
 * A client that leaves a download (a second click, a closed tab) costs nothing and breaks nothing
 * (spec §7 GET users/{id}/resume and GET users/resumes; docs/decisions "Documents: a client that
 * leaves"): over a real socket, the request is cut 0 to 400 ms after it was sent, sixty times for
 * a ZIP and sixty times for a PDF; after each cut the server still answers, and the log holds no
 * line at warning level or above for it (a departure is logged at debug level). A ZIP whose
 * documents pass their time limit before its first byte answers 503 `DOCUMENT_TIMEOUT` in the
 * API's error format, never Fastify's internal 500.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ClientGoneError } from '../../plugins/client-gone.ts';

/** Log lines written by the app, parsed (pino JSON). */
const lines: { level: number; msg?: string; err?: { type?: string; message?: string } }[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) };

let t: TestApp;
let origin: string;
let staffHeaders: Record<string, string>;
let ids: string[];

beforeAll(async () => {
  // No document cache: every cut request has real rendering to stop.
  t = await createTestApp({ documents: { cacheBytes: 0 }, logger: { level: 'debug', stream: logStream } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staffHeaders = (await t.createStaff()).headers;
  ids = [];
  for (let index = 0; index < 3; index++) ids.push((await t.createCollaboratorWithFile()).user.id);
});
afterAll(() => t.close());

/**
 * Sends GET `path` and destroys the socket `afterMs` milliseconds later (or once the answer ended,
 * if sooner). Resolves when the socket is closed on our side.
 */
function cutRequest(path: string, headers: Record<string, string>, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(`${origin}${path}`, { headers });
    request.on('error', () => undefined);
    request.on('response', (response) => {
      response.on('error', () => undefined);
      response.resume();
    });
    request.on('close', () => resolve());
    request.end();
    setTimeout(() => request.destroy(), afterMs);
  });
}

async function serverAnswers(): Promise<number> {
  const response = await fetch(`${origin}/api/health`);
  await response.arrayBuffer();
  return response.status;
}

/** The lines at warning level (40) or above, written since `from`. */
const loudLinesSince = (from: number) => lines.slice(from).filter((line) => line.level >= 40);

describe('a client that leaves a download', () => {
  it('cut 60 times at 0–400 ms, a ZIP of three files leaves the server up and its log quiet', async () => {
    const from = lines.length;
    const query = ids.map((id) => `ids=${id}`).join('&');
    for (let attempt = 0; attempt < 60; attempt++) {
      await cutRequest(`/api/users/resumes?${query}`, staffHeaders, Math.round((attempt * 400) / 59));
      expect(await serverAnswers()).toBe(200);
    }
    // The work the departures left behind ends too: the pool drains.
    await expect.poll(() => t.ctx.documents.stats().queued, { timeout: 20_000 }).toBe(0);
    expect(await serverAnswers()).toBe(200);
    expect(loudLinesSince(from)).toEqual([]);
    // A departure is still told, at debug level, without a stack.
    expect(
      lines.slice(from).some((line) => line.level === 20 && line.msg === 'client left the download'),
    ).toBe(true);
  }, 120_000);

  it('cut 60 times at 0–400 ms, a PDF leaves the server up and its log quiet', async () => {
    const from = lines.length;
    const headers = { ...staffHeaders, accept: 'application/pdf' };
    for (let attempt = 0; attempt < 60; attempt++) {
      await cutRequest(
        `/api/users/${ids[attempt % ids.length]}/resume`,
        headers,
        Math.round((attempt * 400) / 59),
      );
      expect(await serverAnswers()).toBe(200);
    }
    await expect.poll(() => t.ctx.documents.stats().queued, { timeout: 20_000 }).toBe(0);
    expect(loudLinesSince(from)).toEqual([]);
  }, 120_000);

  it('a request whose client has already gone starts no document', async () => {
    const controller = new AbortController();
    controller.abort(new ClientGoneError());
    const before = t.ctx.documents.stats().completed;
    const source = {
      user: {
        id: ids[0]!,
        updatedAt: new Date(),
        firstname: 'Jean',
        lastname: 'Dupont',
        email: 'jean@example.test',
        phoneNumber: '',
        trigram: 'JDU',
      },
      version: 1,
      load: () => Promise.reject(new Error('a document for a client gone must not read the file')),
    };
    const options = { format: 'pdf' as const, locale: 'fr' as const, anonymised: false, focus: [] };
    await expect(t.ctx.documents.renderResume(source, options, controller.signal)).rejects.toBeInstanceOf(
      ClientGoneError,
    );
    expect(() => t.ctx.documents.zipResumes([source], options, controller.signal)).toThrow(ClientGoneError);
    await sleep(50);
    expect(t.ctx.documents.stats().completed).toBe(before);
  });
});

describe('a ZIP whose documents pass their time limit', () => {
  let slow: TestApp;
  const slowLines: { level: number; msg?: string }[] = [];
  beforeAll(async () => {
    slow = await createTestApp({
      documents: { cacheBytes: 0, timeoutMs: 1 },
      logger: {
        level: 'info',
        stream: { write: (line) => void slowLines.push(JSON.parse(line) as (typeof slowLines)[number]) },
      },
    });
  });
  afterAll(() => slow.close());

  it('answers 503 DOCUMENT_TIMEOUT in the API format before its first byte, with a warning and no stack', async () => {
    const { headers } = await slow.createStaff('human_ressources', 'en');
    const owner = await slow.createCollaboratorWithFile();
    const response = await slow.app.inject({ url: `/api/users/resumes?ids=${owner.user.id}`, headers });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_TIMEOUT' });
    expect(slowLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
