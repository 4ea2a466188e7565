/**
 * CVs imported in the import pool (DESIGN.md "CV import"; documents/index.ts): `Documents.importCv`
 * reads a CV and understands it in one task of an import thread, never a document thread, answers
 * the preview, moves the bytes there without a copy, keeps the import pool's own queue bound and
 * time limit, starts nothing for a client gone already, and turns each refusal into its
 * `AppError`, whose message the API's error handler gives in the reader's language (French and
 * English), nothing stored.
 */
import { Buffer } from 'node:buffer';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import { ERROR_STATUS, type ErrorCode } from '@highlight/domain/errors';
import { ZCvImportPreview } from '@highlight/domain/cv/preview';
import { translate } from '@highlight/domain/i18n';
import { ZResumeBody } from '@highlight/domain/resume';
import { referenceRows, REFERENCE_SEED_VERSION } from '../db/seed/reference/catalogue.ts';
import {
  createDocuments,
  defaultDocumentsConfig,
  type CvImportOptions,
  type Documents,
} from '../documents/index.ts';
import { AppError } from '../errors.ts';
import errorsPlugin from '../plugins/errors.ts';
import {
  handDocx,
  handPdf,
  nestedDocx,
  nestedFormsPdf,
  p,
  pdfkitPdf,
  solidPng,
  zipOf,
} from './test-documents.ts';

const noReference = () => Promise.resolve({ version: 1, items: [] });
/** The seeded catalogue, as `AppContext.reference()` gives it, in English. */
const options: CvImportOptions = {
  catalogue: { version: REFERENCE_SEED_VERSION, items: referenceRows() },
  locale: 'en',
  now: new Date('2026-11-30T10:00:00Z'),
};

let documents: Documents;
let app: FastifyInstance;

beforeAll(async () => {
  documents = createDocuments({ ...defaultDocumentsConfig(), workers: 1, importWorkers: 1 }, noReference);
  app = Fastify();
  await app.register(errorsPlugin);
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: 12 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // What the import route does with an upload: import it in the pool, answer or fail.
  app.post('/read', async (request) => {
    const preview = await documents.importCv(request.body as Buffer, options);
    return { email: preview.person.email };
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
  CV_TOO_COMPLEX: 'errors.cvTooComplex',
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
  ['CV_TOO_COMPLEX', () => nestedDocx(30_000)],
];

/** A one-page PDF whose lines are `lines`, 20 points apart from the top. */
const pdfOf = (...lines: string[]) =>
  handPdf(lines.map((line, index) => `BT /F1 11 Tf 72 ${720 - 20 * index} Td (${line}) Tj ET`).join('\n'));

describe('Documents.importCv (in the worker pool)', () => {
  it('answers the preview of a PDF and of a DOCX, read and understood by a worker thread', async () => {
    const pdf = await documents.importCv(pdfOf('Élise Martin', 'elise.martin@example.fr'), options);
    expect(ZCvImportPreview.parse(pdf).person.email).toBe('elise.martin@example.fr');
    expect(ZResumeBody.safeParse(pdf.resume).success).toBe(true);
    const docx = await documents.importCv(
      await handDocx({ body: p('Élise Martin') + p('elise.martin@example.com') }),
      options,
    );
    expect(ZCvImportPreview.parse(docx).person.email).toBe('elise.martin@example.com');
  });

  it('maps skills to the catalogue it is sent, a thread keeping one only while its key holds', async () => {
    const cv = () => pdfOf('Élise Martin', 'elise.martin@example.fr', 'COMPÉTENCES', 'Java, PostgreSQL');
    const custom = (preview: { resume: { technicalSkills: { skills: { custom: boolean }[] }[] } }) =>
      preview.resume.technicalSkills.flatMap((entry) => entry.skills.map((skill) => skill.custom));
    expect(custom(await documents.importCv(cv(), options))).toEqual([false, false]);
    // Another list (a reseed, a restart): the thread takes it, here without a single entry.
    const empty = await documents.importCv(cv(), { ...options, catalogue: { version: 2, items: [] } });
    expect(custom(empty)).toEqual([true, true]);
    expect(custom(await documents.importCv(cv(), options))).toEqual([false, false]);
  });

  it('moves the bytes to the thread without copying them, copies a Node Buffer once', async () => {
    const moved = pdfOf('Moved');
    await documents.importCv(moved, options);
    expect(moved.byteLength).toBe(0); // detached: transferred, not cloned
    const buffer = Buffer.from(pdfOf('Kept'));
    const length = buffer.byteLength;
    await documents.importCv(buffer, options);
    expect(buffer.byteLength).toBe(length);
  });

  it.each(refused)('refuses with %s', async (code, file) => {
    const error: unknown = await documents.importCv(await file(), options).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
  });

  it('refuses a file over 10 MB before it reaches the pool', async () => {
    const completed = documents.stats().completed;
    await expect(documents.importCv(new Uint8Array(CV_IMPORT_MAX_BYTES + 1), options)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(documents.stats().completed).toBe(completed);
  });

  it('reads CVs on import threads, never on a document thread', async () => {
    const before = documents.stats();
    await documents.importCv(pdfOf('Élise Martin', 'elise.martin@example.fr'), options);
    const after = documents.stats();
    expect(after.imports.completed).toBe(before.imports.completed + 1);
    expect(after.completed).toBe(before.completed);
  });

  it('starts nothing for a signal aborted already (a client gone): no thread, no task', async () => {
    const fresh = createDocuments({ ...defaultDocumentsConfig(), workers: 1, importWorkers: 1 }, noReference);
    try {
      const gone = new Error('the client left');
      await expect(fresh.importCv(pdfOf('CV'), options, AbortSignal.abort(gone))).rejects.toBe(gone);
      // Import threads start with the first import: none was started, nothing queued or run.
      expect(fresh.stats().imports).toEqual({ threads: 0, queued: 0, completed: 0 });
    } finally {
      await fresh.close();
    }
  });

  it('abandons an import when its signal aborts (the client left)', async () => {
    const controller = new AbortController();
    // A million nested forms: left alone, refused as CV_TOO_COMPLEX once 250,000 operators are read.
    const abandoned = documents.importCv(nestedFormsPdf(6, 10), options, controller.signal);
    await expect.poll(() => documents.stats().imports.threads).toBeGreaterThan(0);
    controller.abort(new Error('the client left'));
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the import pool’s queue bound and time limit', async () => {
    const busy = createDocuments(
      { ...defaultDocumentsConfig(), workers: 1, importWorkers: 1, importQueue: 0, importTimeoutMs: 60_000 },
      noReference,
    );
    try {
      const first = busy.importCv(await twentyOnePages(), options);
      await expect(busy.importCv(pdfOf('CV'), options)).rejects.toMatchObject({
        code: 'DOCUMENTS_BUSY',
      });
      await expect(first).rejects.toMatchObject({ code: 'CV_TOO_MANY_PAGES' });
    } finally {
      await busy.close();
    }
    // A cold thread (starting, loading pdfjs) takes far longer than 50 ms for its first CV.
    const slow = createDocuments(
      { ...defaultDocumentsConfig(), workers: 1, importTimeoutMs: 50 },
      noReference,
    );
    try {
      await expect(slow.importCv(await twentyOnePages(), options)).rejects.toMatchObject({
        code: 'DOCUMENT_TIMEOUT',
      });
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
