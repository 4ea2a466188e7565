/**
 * `POST /api/resume-imports` (issue #28 §3, §6; spec §6): a CV sent as multipart/form-data part
 * `file` answers the preview of a skills file, read and understood in the document worker pool,
 * and nothing is stored (no user, no file, no audit entry) nor logged of it (no name, no email, no
 * file name). Every refusal is a localised error: 413 past 10 MB, 400 for a body that is not one
 * file, 422 for a PDF the readers refuse, 403 for a caller with no role of spec §1, 429 past the
 * route's own rate limit. The API keeps answering while imports run.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import { ZCvImportPreview, type CvImportPreview } from '@highlight/domain/cv/preview';
import { translate } from '@highlight/domain/i18n';
import { ZResumeBody } from '@highlight/domain/resume';
import type { Role } from '@highlight/domain/roles';
import { handDocx, p, pdfkitPdf, solidPng } from '../../cv-import/test-documents.ts';
import { auditLog, resumes, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/** One part of a multipart/form-data body (RFC 7578): a text field, or a file when it has a name. */
interface Part {
  name: string;
  content: Uint8Array | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body written by hand, and its Content-Type header with the boundary. */
function multipart(...parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----highlight-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The CV of the tests, line by line: a title, contact, and one section of each kind. */
const CV = [
  ['title', 'Élise Martin'],
  ['text', 'Consultante Java'],
  ['text', 'elise.martin@example.fr · +33 6 12 34 56 78'],
  ['heading', 'Expérience professionnelle'],
  ['bold', 'Développeuse Java — Société Générale'],
  ['text', 'Janvier 2019 – aujourd’hui · Paris'],
  ['text', 'Refonte du système de paiement en Java et Spring Boot.'],
  ['heading', 'Formation'],
  ['text', '2016 — Master Informatique, Université de Lyon'],
  ['heading', 'Langues'],
  ['text', 'Anglais : courant'],
  ['heading', 'Compétences'],
  ['text', 'Java, Spring Boot, PostgreSQL, Docker'],
] as const;

/** The CV as Word writes it: the name in the Title style, headings in Heading 1. */
const docxCv = () =>
  handDocx({
    body: CV.map(([kind, text]) =>
      kind === 'title'
        ? p(text, '<w:pStyle w:val="Title"/>')
        : kind === 'heading'
          ? p(text, '<w:pStyle w:val="Heading1"/>')
          : p(text),
    ).join(''),
    styles:
      '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>',
  });

/** The CV as a PDF drawn by pdfkit: the name large, headings bold. */
const pdfCv = () =>
  pdfkitPdf((document) => {
    for (const [kind, text] of CV) {
      document
        .font(kind === 'text' ? 'Helvetica' : 'Helvetica-Bold')
        .fontSize(kind === 'title' ? 22 : kind === 'heading' ? 14 : 11)
        .text(text)
        .moveDown(0.3);
    }
  });

/** The CV as the `file` part, under a file name that names the person (never logged). */
const cvPart = (content: Uint8Array, filename = 'CV_Elise_MARTIN_2026.pdf'): Part => ({
  name: 'file',
  filename,
  type: 'application/pdf',
  content,
});

let t: TestApp;
const lines: string[] = [];
let docx: Uint8Array;
let pdf: Uint8Array;

beforeAll(async () => {
  // The most verbose level: the multipart parser's own trace lines are read back too.
  t = await createTestApp({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
  [docx, pdf] = await Promise.all([docxCv(), pdfCv()]);
});
afterAll(async () => {
  await t.close();
});

/** A signed-in user with `roles` (display language `locale`) and their header. */
async function signedIn(roles: Role[], locale: 'fr' | 'en' = 'fr') {
  const user = await t.createUser({ roles, userSettings: { displayLanguage: locale } });
  return { user, headers: await t.authHeader(user) };
}

/** Posts `body` to the route as `headers`' caller. */
async function post(
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/resume-imports',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Rows of the tables an import must not write to. */
async function stored() {
  const [[people], [files], [audit]] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(resumes),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { people: people?.n, files: files?.n, audit: audit?.n };
}

describe('POST /api/resume-imports: the preview (issue #28 §3)', () => {
  it.each([
    ['DOCX', () => docx],
    ['PDF', () => pdf],
  ])(
    'a %s CV answers its person, an experience, a diploma and a language, nothing stored',
    async (_, file) => {
      const { headers } = await signedIn(['employee']);
      const before = await stored();
      const response = await post(multipart(cvPart(file())), headers);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const preview = ZCvImportPreview.parse(response.json());
      expect(preview.person).toEqual({
        firstname: 'Élise',
        lastname: 'Martin',
        email: 'elise.martin@example.fr',
        phoneNumber: '+33 6 12 34 56 78',
      });
      expect(preview.resume.experiences).toEqual([
        expect.objectContaining({
          corporation: 'Société Générale',
          position: 'Développeuse Java',
          startDate: '2019-01',
        }),
      ]);
      expect(preview.resume.diplomas).toEqual([
        expect.objectContaining({ title: 'Master Informatique', school: 'Université de Lyon' }),
      ]);
      expect(preview.resume.languages.map((language) => language.code)).toEqual(['en']);
      expect(preview.confidence['person.email']).toBeGreaterThan(0.5);
      // The answer's resume is the PATCH users/{id}/resume body, valid as it is.
      expect(ZResumeBody.safeParse(preview.resume).success).toBe(true);
      expect(await stored()).toEqual(before);
    },
  );

  it('reads the file whatever its declared type and name, and ignores a few small fields beside it', async () => {
    const { headers } = await signedIn(['applicant']);
    const response = await post(
      multipart(
        { name: 'row', content: '12' },
        { name: 'file', filename: 'scan.png', type: 'image/png', content: docx },
        { name: 'note', content: 'batch of Monday' },
      ),
      headers,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json<CvImportPreview>().person.email).toBe('elise.martin@example.fr');
  });
});

describe('the route in the OpenAPI document (issue #28 §3)', () => {
  it('shows its multipart body: one required binary part `file`, PDF or DOCX', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, unknown> } } }>;
    }>();
    expect(document.paths['/api/resume-imports']?.post?.requestBody).toMatchObject({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
          encoding: {
            file: {
              contentType:
                'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            },
          },
        },
      },
    });
    // The other routes' bodies are their own.
    expect(Object.keys(document.paths['/api/users']?.post?.requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
  });
});

describe('who may import (spec §6, issue #28 §3)', () => {
  it.each<Role[]>([
    ['applicant'],
    ['employee'],
    ['human_ressources'],
    ['admin'],
    ['superadmin'],
    ['admin', 'employee'],
  ])('%s may', async (...roles) => {
    const { headers } = await signedIn(roles);
    expect((await post(multipart(cvPart(docx)), headers)).statusCode).toBe(200);
  });

  it('a token without any role of spec §1 may not (403), nor a call without a token (401)', async () => {
    const { headers } = await signedIn([]);
    const refused = await post(multipart(cvPart(docx)), headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('FORBIDDEN');
    expect((await post(multipart(cvPart(docx)), {})).statusCode).toBe(401);
  });
});

describe('refusals, each in the caller’s language (issue #28 §6)', () => {
  it('past 10 MB: 413 naming the bound, before the body is read', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { headers } = await signedIn(['employee'], locale);
      const response = await post(multipart(cvPart(new Uint8Array(11 * 1024 * 1024))), headers);
      expect(response.statusCode).toBe(413);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.message).toBe(
        translate(locale, 'errors.payloadTooLarge', { maxRequestKilobytes: CV_IMPORT_MAX_BYTES / 1024 }),
      );
    }
  });

  it('a file one byte past 10 MB in a body that does not say its length: 413 too', async () => {
    const { headers } = await signedIn(['employee'], 'en');
    const body = multipart(cvPart(new Uint8Array(CV_IMPORT_MAX_BYTES + 1)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume-imports',
      // A stream has no Content-Length: the multipart parser's own bound stops the file.
      payload: Readable.from([body.payload.subarray(0, 1 << 20), body.payload.subarray(1 << 20)]),
      headers: { ...headers, ...body.headers, 'transfer-encoding': 'chunked' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toContain('10,240');
  });

  it('a body that is not multipart: 400 with the localised validation error', async () => {
    const { headers } = await signedIn(['employee'], 'en');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/resume-imports',
      headers,
      payload: { file: 'JVBERi0xLjcK' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: translate('en', 'errors.validationFailed'),
      details: [{ path: 'body.file', key: 'validation.required' }],
    });
    const bytes = await t.app.inject({
      method: 'POST',
      url: '/api/resume-imports',
      headers: { ...headers, 'content-type': 'application/pdf' },
      payload: Buffer.from(pdf),
    });
    expect(bytes.statusCode).toBe(400);
    expect(bytes.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('no part `file`, two files, or a file under another name: 400 on body.file', async () => {
    const { headers } = await signedIn(['human_ressources']);
    const cases: [Part[], string][] = [
      [[{ name: 'row', content: '1' }], 'validation.required'],
      [[cvPart(docx), cvPart(docx, 'second.docx')], 'validation.invalidValue'],
      [[{ ...cvPart(docx), name: 'cv' }], 'validation.invalidValue'],
    ];
    for (const [parts, key] of cases) {
      const response = await post(multipart(...parts), headers);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.file', key }],
      });
    }
  });

  it('more small fields than allowed: 400', async () => {
    const { headers } = await signedIn(['employee']);
    const fields = Array.from({ length: 8 }, (_, index) => ({ name: `field${index}`, content: 'x' }));
    expect((await post(multipart(...fields, cvPart(docx)), headers)).statusCode).toBe(400);
  });

  it('an encrypted PDF and an image scan: 422 with their own message, in French and in English', async () => {
    const encrypted = await pdfkitPdf((document) => void document.text('Élise Martin', 50, 50), {
      userPassword: 'secret',
    });
    const scan = await pdfkitPdf((document) => void document.image(solidPng(30, 40, [90, 90, 90]), 50, 50));
    const cases = [
      [encrypted, 'CV_ENCRYPTED', 'errors.cvEncrypted'],
      [scan, 'CV_NO_TEXT', 'errors.cvNoText'],
    ] as const;
    for (const locale of ['fr', 'en'] as const) {
      const { headers } = await signedIn(['applicant'], locale);
      for (const [file, code, key] of cases) {
        const response = await post(multipart(cvPart(file)), headers);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ code, message: translate(locale, key) });
      }
    }
  });
});

describe('nothing of the CV in the log (issue #28 §6)', () => {
  it('names neither the person, their email, nor the file’s name, for an import or a refusal', async () => {
    const { headers } = await signedIn(['employee']);
    const token = headers.authorization?.slice('Bearer '.length) ?? '';
    const from = lines.length;
    expect((await post(multipart(cvPart(pdf)), headers)).statusCode).toBe(200);
    const large = multipart(cvPart(new Uint8Array(11 * 1024 * 1024), 'Martin_Elise.docx'));
    expect((await post(large, headers)).statusCode).toBe(413);
    const written = lines.slice(from).join('\n');
    expect(written).toContain('/api/resume-imports');
    // Nor the caller's token, which the parser's trace line holds among the request's headers.
    for (const word of ['Élise', 'Elise', 'Martin', 'MARTIN', 'elise.martin', 'Société', 'CV_Elise', token]) {
      expect(written).not.toContain(word);
    }
  });
});

describe('rate limit per account and address, by the caller’s kind (rate-limit.ts)', () => {
  /** An app whose routes allow `rates`, and a way to import the test CV as one of its users. */
  async function limitedApp(rates: { staff: number; collaborator: number }) {
    const limited = await createTestApp({ cvImportsPerMinute: rates });
    const importAs = async (headers: Record<string, string>) => {
      const body = multipart(cvPart(docx));
      return limited.app.inject({
        method: 'POST',
        url: '/api/resume-imports',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    const account = async (roles: Role[]) => limited.authHeader(await limited.createUser({ roles }));
    return { limited, importAs, account };
  }

  it('an applicant past the collaborators’ rate gets 429 RATE_LIMITED; HR keeps its batch allowance', async () => {
    const { limited, importAs, account } = await limitedApp({ staff: 5, collaborator: 2 });
    try {
      const applicant = await account(['applicant']);
      expect((await importAs(applicant)).statusCode).toBe(200);
      expect((await importAs(applicant)).statusCode).toBe(200);
      const refused = await importAs(applicant);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: translate('fr', 'errors.rateLimited'),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // HR at the same address imports past the collaborators' rate, up to the back office's.
      const hr = await account(['human_ressources']);
      const batch = [];
      for (let index = 0; index < 5; index++) batch.push((await importAs(hr)).statusCode);
      expect(batch).toEqual([200, 200, 200, 200, 200]);
      expect((await importAs(hr)).statusCode).toBe(429);
      // A dual-role account (an employee who is also HR) has the back office's rate.
      const manager = await account(['employee', 'human_ressources']);
      for (let index = 0; index < 3; index++) expect((await importAs(manager)).statusCode).toBe(200);
      // Other routes keep the API's own limit.
      expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('an address allows three times each kind’s rate: collaborators’ accounts from one address stop at six', async () => {
    const { limited, importAs, account } = await limitedApp({ staff: 60, collaborator: 2 });
    try {
      const statuses: number[] = [];
      for (const roles of [['applicant'], ['employee'], ['applicant']] satisfies Role[][]) {
        const headers = await account(roles);
        statuses.push((await importAs(headers)).statusCode, (await importAs(headers)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      const refused = await importAs(await account(['applicant']));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // The back office's count at that address is its own.
      expect((await importAs(await account(['admin']))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the API answers while imports run (issue #28 §5 "server responsive")', () => {
  it('health answers 200 before six imports in flight are done', async () => {
    const { headers } = await signedIn(['human_ressources']);
    let done = false;
    const imports = Promise.all(
      Array.from({ length: 6 }, (_, index) => post(multipart(cvPart(index % 2 === 0 ? docx : pdf)), headers)),
    ).then((responses) => {
      done = true;
      return responses;
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(done).toBe(false);
    expect((await imports).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
