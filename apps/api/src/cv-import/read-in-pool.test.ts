/**
 * CVs read in the document worker pool (issue #28 §1, §6): `Documents.readCv` answers the readers'
 * document from a worker thread, moves the bytes there without a copy, keeps the pool's queue
 * bound and time limit, and turns each refusal into its `AppError`, whose message the API's error
 * handler gives in the reader's language (French and English), nothing stored.
 */
import { Buffer } from 'node:buffer';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import { ERROR_STATUS, type ErrorCode } from '@highlight/domain/errors';
import { translate } from '@highlight/domain/i18n';
import { createDocuments, defaultDocumentsConfig, type Documents } from '../documents/index.ts';
import { AppError } from '../errors.ts';
import errorsPlugin from '../plugins/errors.ts';
import { handDocx, handPdf, p, pdfkitPdf, solidPng, zipOf } from './test-documents.ts';

const noReference = () => Promise.resolve({ version: 1, items: [] });

let documents: Documents;
let app: FastifyInstance;

beforeAll(async () => {
  documents = createDocuments({ ...defaultDocumentsConfig(), workers: 1 }, noReference);
  app = Fastify();
  await app.register(errorsPlugin);
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: 12 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // What the import route will do with an upload: read it in the pool, answer or fail.
  app.post('/read', async (request) => {
    const read = await documents.readCv(request.body as Buffer);
    return { format: read.format };
  });
});

afterAll(async () => {
  await app.close();
  await documents.close();
});

const twentyOnePages = () =>
  pdfkitPdf((document) => {
    for (let page = 1; page <= 21; page++) {
      if (page > 1) document.addPage();
      document.text(`Page ${page}`, 50, 50);
    }
  });

/** The message key of each refusal (plugins/errors.ts). */
const KEYS: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  CV_UNSUPPORTED: 'errors.cvUnsupported',
  CV_TOO_MANY_PAGES: 'errors.cvTooManyPages',
  CV_TOO_LARGE_UNCOMPRESSED: 'errors.cvTooLargeUncompressed',
  CV_SCRIPTED: 'errors.cvScripted',
  CV_ENCRYPTED: 'errors.cvEncrypted',
  CV_DAMAGED: 'errors.cvDamaged',
  CV_NO_TEXT: 'errors.cvNoText',
};

/** One file per refusal (issue #28 Tests: 11 MB, 21 pages, a ZIP bomb, JavaScript, a password, a scan…). */
const refused: [ErrorCode, () => Promise<Uint8Array>][] = [
  ['PAYLOAD_TOO_LARGE', () => Promise.resolve(new Uint8Array(11 * 1024 * 1024))],
  ['CV_UNSUPPORTED', () => Promise.resolve(new Uint8Array(solidPng(8, 8, [200, 30, 30])))],
  ['CV_TOO_MANY_PAGES', twentyOnePages],
  ['CV_TOO_LARGE_UNCOMPRESSED', () => zipOf({ 'word/document.xml': Buffer.alloc(41 * 1024 * 1024) })],
  [
    'CV_SCRIPTED',
    () =>
      Promise.resolve(
        handPdf('BT /F1 12 Tf 72 700 Td (CV) Tj ET', {
          catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
        }),
      ),
  ],
  [
    'CV_ENCRYPTED',
    () => pdfkitPdf((document) => void document.text('CV', 50, 50), { userPassword: 'secret' }),
  ],
  ['CV_DAMAGED', () => Promise.resolve(new Uint8Array(Buffer.from('%PDF-1.7\nrien\n', 'latin1')))],
  ['CV_NO_TEXT', () => pdfkitPdf((document) => void document.image(solidPng(30, 40, [90, 90, 90]), 50, 50))],
];

describe('Documents.readCv (in the worker pool)', () => {
  it('answers a PDF and a DOCX read by a worker thread', async () => {
    const pdf = await documents.readCv(handPdf('BT /F1 12 Tf 72 700 Td (Élise Martin) Tj ET'));
    expect(pdf).toEqual({
      format: 'pdf',
      pages: [
        { width: 612, height: 792, runs: [expect.objectContaining({ text: 'Élise Martin', x: 72, y: 92 })] },
      ],
    });
    const docx = await documents.readCv(await handDocx({ body: p('Élise Martin') }));
    expect(docx).toMatchObject({ format: 'docx', paragraphs: [{ text: 'Élise Martin', part: 'body' }] });
  });

  it('moves the bytes to the thread without copying them, copies a Node Buffer once', async () => {
    const moved = handPdf('BT /F1 12 Tf 72 700 Td (Moved) Tj ET');
    await documents.readCv(moved);
    expect(moved.byteLength).toBe(0); // detached: transferred, not cloned
    const buffer = Buffer.from(handPdf('BT /F1 12 Tf 72 700 Td (Kept) Tj ET'));
    const length = buffer.byteLength;
    await documents.readCv(buffer);
    expect(buffer.byteLength).toBe(length);
  });

  it.each(refused)('refuses with %s', async (code, file) => {
    const error: unknown = await documents.readCv(await file()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
  });

  it('refuses a file over 10 MB before it reaches the pool', async () => {
    const completed = documents.stats().completed;
    await expect(documents.readCv(new Uint8Array(CV_IMPORT_MAX_BYTES + 1))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(documents.stats().completed).toBe(completed);
  });

  it('keeps the pool’s queue bound and time limit', async () => {
    const busy = createDocuments(
      { ...defaultDocumentsConfig(), workers: 1, queue: 0, timeoutMs: 60_000 },
      noReference,
    );
    try {
      const first = busy.readCv(await twentyOnePages());
      await expect(busy.readCv(handPdf('BT /F1 12 Tf 72 700 Td (CV) Tj ET'))).rejects.toMatchObject({
        code: 'DOCUMENTS_BUSY',
      });
      await expect(first).rejects.toMatchObject({ code: 'CV_TOO_MANY_PAGES' });
    } finally {
      await busy.close();
    }
    // A cold thread (starting, loading pdfjs) takes far longer than 50 ms for its first CV.
    const slow = createDocuments({ ...defaultDocumentsConfig(), workers: 1, timeoutMs: 50 }, noReference);
    try {
      await expect(slow.readCv(await twentyOnePages())).rejects.toMatchObject({ code: 'DOCUMENT_TIMEOUT' });
    } finally {
      await slow.close();
    }
  });
});

describe('the refusals in the reader’s language (issue #28 §6)', () => {
  it.each(refused)('%s: its status and its own message, in French and in English', async (code, file) => {
    const payload = Buffer.from(await file());
    for (const locale of ['fr', 'en'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/read',
        headers: { 'content-type': 'application/octet-stream', 'accept-language': locale },
        payload,
      });
      expect(response.statusCode).toBe(ERROR_STATUS[code]);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe(code);
      const key = KEYS[code] ?? '';
      const values: Record<string, number> =
        code === 'PAYLOAD_TOO_LARGE' ? { maxRequestKilobytes: CV_IMPORT_MAX_BYTES / 1024 } : {};
      expect(body.message).toBe(translate(locale, key, values));
      expect(body.message).not.toMatch(/\{\{|errors\./);
    }
  });

  it('names the bounds in the messages: 10,240 KB and 20 pages', async () => {
    const ask = async (payload: Buffer, locale: 'fr' | 'en') =>
      (
        await app.inject({
          method: 'POST',
          url: '/read',
          headers: { 'content-type': 'application/octet-stream', 'accept-language': locale },
          payload,
        })
      ).json<{ message: string }>().message;
    const large = Buffer.alloc(11 * 1024 * 1024);
    expect(await ask(large, 'en')).toContain('10,240');
    expect(await ask(large, 'fr')).toContain('10\u202f240');
    const long = Buffer.from(await twentyOnePages());
    expect(await ask(long, 'en')).toContain('20 pages');
    expect(await ask(long, 'fr')).toContain('20 pages');
  });
});
