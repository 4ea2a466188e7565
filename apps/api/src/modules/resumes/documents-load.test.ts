/**
 * Documents never stall the server (issue #8 §1): they render in worker threads, a job over its
 * time limit gets a clear error while the server keeps answering, and a full queue gets 429 with
 * `Retry-After`. Each case builds its own app with a small pool, a short limit or a short queue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { largestResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A collaborator whose file is the largest allowed (the slowest to render), with their header. */
async function heavyFile(app: NonNullable<typeof t>) {
  return app.createCollaboratorWithFile({}, largestResume());
}

describe('document jobs off the event loop', () => {
  it('answers /api/health and GET /api/users/me while ten large PDFs render', async () => {
    t = await createTestApp({ documents: { workers: 1, queue: 20, cacheBytes: 0 } });
    const app = t;
    const { user, headers } = await heavyFile(app);
    let documentsDone = 0;
    const documents = Array.from({ length: 10 }, () =>
      app.app.inject({ url: `/api/users/${user.id}/resume?format=pdf`, headers }).then((response) => {
        documentsDone++;
        return response;
      }),
    );
    // Calls made while the documents render answer before the last document is done.
    const answeredWhileRendering: number[] = [];
    for (let index = 0; index < 5; index++) {
      const health = await app.app.inject({ url: '/api/health' });
      const me = await app.app.inject({ url: '/api/users/me', headers });
      expect(health.statusCode).toBe(200);
      expect(me.statusCode).toBe(200);
      answeredWhileRendering.push(documentsDone);
    }
    const responses = await Promise.all(documents);
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(Math.max(...answeredWhileRendering)).toBeLessThan(10);
  }, 120_000);

  it('stops a job over its time limit with a clear 503, and keeps answering meanwhile', async () => {
    t = await createTestApp({ documents: { workers: 1, timeoutMs: 300, cacheBytes: 0 } });
    const app = t;
    const { user, headers } = await heavyFile(app);
    const started = performance.now();
    const slow = app.app.inject({ url: `/api/users/${user.id}/resume?format=pdf`, headers });
    const health = await app.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const response = await slow;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'DOCUMENT_TIMEOUT',
      message: 'Le document a mis trop de temps à être produit. Réessayez dans un instant.',
    });
    // The limit stopped the job: the answer came long before the render would have ended.
    expect(performance.now() - started).toBeLessThan(5000);
    // The pool replaces the stopped thread: once it has started, a small file renders again.
    const small = await app.createUser({ roles: ['employee'], avatar: 'cat' });
    const smallHeaders = await app.authHeader(small);
    let next = 0;
    for (let attempt = 0; attempt < 20 && next !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      next = (
        await app.app.inject({ url: `/api/users/${small.id}/resume?format=pdf`, headers: smallHeaders })
      ).statusCode;
    }
    expect(next).toBe(200);
  }, 60_000);

  it('answers 429 with Retry-After when the queue is full', async () => {
    t = await createTestApp({ documents: { workers: 1, queue: 1, cacheBytes: 0 } });
    const app = t;
    const { user, headers } = await heavyFile(app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.app.inject({ url: `/api/users/${user.id}/resume?format=pdf`, headers }),
      ),
    );
    const busy = responses.filter((response) => response.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers['retry-after']).toBe('2');
    expect(busy[0]?.json()).toMatchObject({ code: 'DOCUMENTS_BUSY' });
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
  }, 120_000);
});
