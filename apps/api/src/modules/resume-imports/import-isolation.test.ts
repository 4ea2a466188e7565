/**
 * One person's CV imports never delay another person's download (documents/index.ts: CV imports
 * in a pool of their own; docs/decisions.md "CV imports in a pool of their own"). On the pools a
 * 2-core machine gets by default, one document thread and one import thread: while an applicant's
 * slow imports (a PDF of a million nested forms, read until its operator bound) hold the import
 * thread and wait in its queue, HR's PDF and ZIP downloads are answered, and the imports are still
 * running when they are. Imports whose clients leave are abandoned, each told at debug level.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestedFormsPdf } from '../../cv-import/test-documents.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { CLIENT_LEFT } from '../../plugins/client-gone.ts';

/** Log lines written by the app, parsed (pino JSON). */
const lines: { level: number; msg?: string; url?: string }[] = [];

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({
    // A 2-core machine's defaults (cores − 1 document threads, a third of those for imports, at
    // least one); no document cache, so that each download is rendered.
    documents: { workers: 1, importWorkers: 1, importQueue: 10, cacheBytes: 0 },
    logger: {
      level: 'debug',
      stream: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A multipart/form-data body (RFC 7578) holding `content` as its part `file`. */
function cvUpload(content: Uint8Array): { payload: Buffer; contentType: string } {
  const boundary = `----highlight-isolation-${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Sends an import over a real socket and leaves it waiting; the caller destroys it to leave. */
function startImport(headers: Record<string, string>, content: Uint8Array): ClientRequest {
  const { payload, contentType } = cvUpload(content);
  const request = httpRequest(`${origin}/api/resume-imports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType, 'content-length': String(payload.byteLength) },
  });
  request.on('error', () => undefined);
  request.on('response', (response) => response.resume());
  request.end(payload);
  return request;
}

describe('CV imports in a pool of their own', () => {
  it('HR’s PDF and ZIP downloads are answered while an applicant’s slow imports still run', async () => {
    const applicant = await t.createUser({ roles: ['applicant'] });
    const applicantHeaders = await t.authHeader(applicant);
    const { headers: hrHeaders } = await t.createStaff('human_ressources');
    const owners = [await t.createCollaboratorWithFile(), await t.createCollaboratorWithFile()];

    const imports = 4;
    const bomb = nestedFormsPdf(6, 10);
    const sockets = Array.from({ length: imports }, () => startImport(applicantHeaders, bomb));
    // The import thread has taken the first, the others wait in the import pool's queue.
    await expect.poll(() => t.ctx.documents.stats().imports.queued, { timeout: 20_000 }).toBe(imports - 1);

    const pdf = await t.app.inject({
      url: `/api/users/${owners[0]?.user.id}/resume`,
      headers: { ...hrHeaders, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const zip = await t.app.inject({
      url: `/api/users/resumes?${owners.map(({ user }) => `ids=${user.id}`).join('&')}`,
      headers: hrHeaders,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    // Both answered while the imports were still being read: not all of them have ended.
    expect(t.ctx.documents.stats().imports.completed).toBeLessThan(imports);
    expect(t.ctx.documents.stats().completed).toBeGreaterThanOrEqual(3);

    // The applicant leaves: every import still running or waiting is abandoned, and told so.
    const from = lines.length;
    const pending = imports - t.ctx.documents.stats().imports.completed;
    for (const socket of sockets) socket.destroy();
    await expect.poll(() => t.ctx.documents.stats().imports.queued, { timeout: 20_000 }).toBe(0);
    await expect
      .poll(() => lines.slice(from).filter((line) => line.msg === CLIENT_LEFT).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(pending - 1);
    expect(lines.slice(from).filter((line) => line.level >= 50)).toEqual([]);
  }, 120_000);
});
