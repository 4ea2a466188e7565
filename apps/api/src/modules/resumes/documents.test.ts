/**
 * API tests of the documents (issue #8): spec §7 GET users/{id}/resume as PDF or DOCX (by Accept
 * or `?format`), anonymised and tailored variants, who may download what (spec §6), the cache and
 * its invalidation, the ZIP of spec §7 GET users/resumes (spec §9: at most 50), and the bounds of
 * a file (issue #8 §2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MEDIA_TYPES } from '@highlight/domain/documents';
import { fromJsonResume, jsonResumeSchemaErrors, type JsonResume } from '@highlight/domain/json-resume';
import type { ReferenceItem } from '@highlight/domain/reference';
import { MAX_EXPERIENCES, SELECTION_LIMIT } from '@highlight/domain/constants';
import type { ResumeBody } from '@highlight/domain/resume';
import { ZResume } from '@highlight/domain/user';
import { zipEntries } from '../../../test/zip.ts';
import { createTestApp, type TestApp, type TestUserOverrides } from '../../../test/helpers.ts';
import { largestResume, validResume } from '../../../test/fixtures.ts';
import { pdfInfo, pdfText } from '../../../test/pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The DOCX's text (word/document.xml without its tags), paragraphs parted by a space. */
async function docxText(bytes: Buffer): Promise<string> {
  const entries = await zipEntries(bytes);
  const xml = entries.find((entry) => entry.name === 'word/document.xml')!.bytes.toString('utf8');
  return xml
    .replace(/<\/w:p>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * issue #27 §5: the 16-year Java tech lead of the issue, whose projects describe Spring Boot
 * microservices on K8s and whose file lists Java in mission 3 but in no technical environment.
 */
function javaTechLead(): ResumeBody {
  const resume = validResume();
  resume.desiredPosition = 'Tech lead';
  resume.technicalSkills = [
    {
      domain: { id: 'custom-domaine-dev', custom: true, label: 'Développement' },
      skills: [
        { id: 'java', custom: false },
        { id: 'spring-boot', custom: false },
        { id: 'graphql', custom: false },
      ],
    },
  ];
  resume.experiences = [
    {
      id: 'exp-axa',
      corporation: 'AXA',
      personalProject: false,
      sector: null,
      position: 'Développeur Java',
      context: 'Gestion des contrats d’assurance vie',
      startDate: '2010-01',
      endDate: '2014-12',
      projectExperiences: [],
    },
    {
      id: 'exp-bnp',
      corporation: 'BNP Paribas',
      personalProject: false,
      sector: null,
      position: 'Tech lead',
      context: 'Refonte des paiements',
      startDate: '2015-01',
      endDate: null,
      projectExperiences: [
        {
          id: 'proj-bnp',
          name: 'Paiements instantanés',
          description: 'Conception de microservices Java / Spring Boot déployés sur K8s',
          technicalEnvironment: [{ id: 'spring-boot', custom: false }],
          jobs: [],
          subSectors: [],
        },
      ],
    },
  ];
  return resume;
}

/** A collaborator with a saved resume (validResume) and a phone number, and their header. */
async function collaboratorWithFile(overrides: TestUserOverrides = {}) {
  return t.createCollaboratorWithFile({ phoneNumber: '+33 6 12 34 56 78', ...overrides });
}

describe('GET /api/users/{id}/resume as a document (spec §7, issue #8 §8)', () => {
  it('answers the PDF by Accept, named <LASTNAME>_<Firstname>_<date>.pdf with accents in filename*', async () => {
    const { user, headers } = await collaboratorWithFile({ firstname: 'Hélène', lastname: 'Lefèvre' });
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, accept: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="LEFEVRE_Helene_\d{4}-\d{2}-\d{2}\.pdf"; /);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toMatch(/^LEFÈVRE_Hélène_\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Hélène LEFÈVRE');
    expect(text).toContain('Société Générale');
  });

  it('answers DOCX by Accept or ?format=docx, and JSON without either', async () => {
    const { user, headers } = await collaboratorWithFile();
    const byAccept = await t.app.inject({
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, accept: DOCUMENT_MEDIA_TYPES.docx },
    });
    const byQuery = await t.app.inject({ url: `/api/users/${user.id}/resume?format=docx`, headers });
    for (const response of [byAccept, byQuery]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(DOCUMENT_MEDIA_TYPES.docx);
      expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(String(response.headers['content-disposition'])).toMatch(/\.docx"; filename\*=/);
    }
    const json = await t.app.inject({ url: `/api/users/${user.id}/resume`, headers });
    expect(json.statusCode).toBe(200);
    expect(ZResume.parse(json.json()).experiences[0]?.corporation).toBe('Société Générale');
    const unacceptable = await t.app.inject({
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, accept: 'image/png' },
    });
    expect(unacceptable.statusCode).toBe(406);
  });

  it('writes the document in the viewer’s display language, with a title and a language in its metadata', async () => {
    const { user } = await collaboratorWithFile();
    const { headers: english } = await t.createStaff('admin', 'en');
    const response = await t.app.inject({ url: `/api/users/${user.id}/resume?format=pdf`, headers: english });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Professional experience');
    expect(text).not.toContain('Expériences professionnelles');
    expect(await pdfInfo(response.rawPayload)).toMatch(/Title:\s+Skills file – /);
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (en-GB)');
  });

  it('refuses another collaborator (403) and lets the back office read any live user (spec §6)', async () => {
    const { user } = await collaboratorWithFile();
    const other = await t.createUser({ roles: ['applicant'], avatar: 'cat' });
    const refused = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=pdf`,
      headers: await t.authHeader(other),
    });
    expect(refused.statusCode).toBe(403);
    for (const role of ['admin', 'human_ressources', 'superadmin'] as const) {
      const { headers } = await t.createStaff(role);
      const response = await t.app.inject({ url: `/api/users/${user.id}/resume?format=pdf`, headers });
      expect(response.statusCode).toBe(200);
    }
    const deleted = await t.createUser({ roles: ['applicant'], deletedAt: new Date() });
    const { headers } = await t.createStaff();
    const gone = await t.app.inject({ url: `/api/users/${deleted.id}/resume?format=pdf`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('gives the anonymised variant to the back office only, with no name, email or phone (issue #8 §6)', async () => {
    const { user, headers: own } = await collaboratorWithFile({ firstname: 'Gaëlle', lastname: 'Quintard' });
    const refused = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=pdf&anonymised=true`,
      headers: own,
    });
    expect(refused.statusCode).toBe(403);
    const { headers } = await t.createStaff();
    for (const format of ['pdf', 'docx'] as const) {
      const response = await t.app.inject({
        url: `/api/users/${user.id}/resume?format=${format}&anonymised=true`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-disposition'])).toMatch(
        new RegExp(`filename="${user.trigram}_\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
      );
    }
    const pdf = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=pdf&anonymised=true`,
      headers,
    });
    const text = await pdfText(pdf.rawPayload);
    const info = await pdfInfo(pdf.rawPayload);
    expect(text).toContain(user.trigram);
    for (const secret of ['Gaëlle', 'Quintard', 'QUINTARD', user.email, '12 34 56 78']) {
      expect(text).not.toContain(secret);
      expect(info).not.toContain(secret);
    }
  });

  it('tailors the file to requested skills: a key-skills summary first (issue #8 §7)', async () => {
    const { user } = await collaboratorWithFile();
    const { headers } = await t.createStaff();
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=pdf&focus=apache-kafka,java`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    const summary = text.indexOf('Compétences clés pour cette demande');
    expect(summary).toBeGreaterThan(-1);
    expect(summary).toBeLessThan(text.indexOf('Compétences techniques'));
    expect(text).toMatch(
      /Apache Kafka – \d+ ans?.* · Société Générale \(Paiements instantanés, depuis 2021\)/,
    );
    // issue #27 §5: Java, which the file lacks, is not printed at all.
    expect(text).not.toMatch(/\bJava\b/);
  });

  it.each(['pdf', 'docx'] as const)(
    'tells the client what the 16-year Java tech lead brings, where and when, never what is missing (issue #27 §5, %s)',
    async (format) => {
      const { user } = await t.createCollaboratorWithFile({}, javaTechLead());
      const { headers } = await t.createStaff();
      const text = async (locale: 'fr' | 'en') => {
        const response = await t.app.inject({
          url: `/api/users/${user.id}/resume?format=${format}&lang=${locale}&focus=java,spring-boot,kubernetes,rest-api,graphql,apache-kafka`,
          headers,
        });
        expect(response.statusCode).toBe(200);
        return format === 'pdf' ? pdfText(response.rawPayload) : docxText(response.rawPayload);
      };
      const french = await text('fr');
      const summary = french.slice(
        french.indexOf('Compétences clés pour cette demande'),
        french.indexOf('Métiers et expérience'),
      );
      // Java: named in the positions and a description, never in a technical environment.
      expect(summary).toMatch(
        /Java – \d+ ans( et \d+ mois)? · BNP Paribas \(Paiements instantanés, depuis 2015\), AXA \(2010 – 2014\)/,
      );
      // Spring Boot: in a technical environment; Kubernetes: "K8s" in a description.
      expect(summary).toContain('Spring Boot – ');
      expect(summary).toMatch(/Kubernetes – \d+ ans.* · BNP Paribas \(Paiements instantanés, depuis 2015\)/);
      // GraphQL: declared, used nowhere: listed plainly.
      expect(summary).toMatch(/GraphQL(?! –)/);
      // REST and Kafka: lacking, never printed; no negative wording.
      for (const absent of [
        'API REST',
        'REST',
        'Kafka',
        'Absente',
        'aucun projet',
        'pour l’instant',
        "pour l'instant",
      ]) {
        expect(french, absent).not.toContain(absent);
      }
      const english = await text('en');
      expect(english).toMatch(
        /Java – \d+ years( \d+ months?)? · BNP Paribas \(Paiements instantanés, since 2015\), AXA \(2010 – 2014\)/,
      );
      for (const absent of [
        'REST',
        'Kafka',
        'not in this file',
        'Not in this file',
        'used in no project',
        'absent',
      ]) {
        expect(english, absent).not.toContain(absent);
      }
    },
  );

  it('refuses more than the focus bound with a 400 naming it', async () => {
    const { user } = await collaboratorWithFile();
    const { headers } = await t.createStaff();
    const focus = Array.from({ length: 21 }, (_, index) => `skill-${index}`).join(',');
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=pdf&focus=${focus}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { message: string }[] }>().details[0]?.message).toContain('20');
  });

  it('serves a second download from the cache, and a new document after the file changes (issue #8 §3)', async () => {
    const { user, headers } = await collaboratorWithFile();
    const url = `/api/users/${user.id}/resume?format=pdf`;
    const first = await t.app.inject({ url, headers });
    const second = await t.app.inject({ url, headers });
    expect(first.headers['x-document-cache']).toBe('miss');
    expect(second.headers['x-document-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...validResume(), desiredPosition: 'Architecte cloud', version: 1 },
    });
    expect(changed.statusCode).toBe(200);
    const third = await t.app.inject({ url, headers });
    expect(third.headers['x-document-cache']).toBe('miss');
    expect(await pdfText(third.rawPayload)).toContain('Architecte cloud');

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { firstname: 'Renée' },
    });
    expect(renamed.statusCode).toBe(200);
    const fourth = await t.app.inject({ url, headers });
    expect(fourth.headers['x-document-cache']).toBe('miss');
    expect(await pdfText(fourth.rawPayload)).toContain('Renée');
  });
});

describe('GET /api/users/{id}/resume?format=json-resume (issue #8 §11)', () => {
  it('exports the file as JSON Resume, valid against the schema, restoring to the same file', async () => {
    const { user, headers } = await collaboratorWithFile();
    const response = await t.app.inject({ url: `/api/users/${user.id}/resume?format=json-resume`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(String(response.headers['content-disposition'])).toMatch(/\.json"; filename\*=/);
    const document = response.json<JsonResume>();
    expect(jsonResumeSchemaErrors(document)).toEqual([]);
    expect(document.basics?.email).toBe(user.email);
    expect(document.work?.[0]?.name).toBe('Société Générale');
    const { resume } = fromJsonResume(
      document,
      (await t.app.inject({ url: '/api/reference', headers })).json<{ items: ReferenceItem[] }>().items,
    );
    const stored = ZResume.parse(
      (await t.app.inject({ url: `/api/users/${user.id}/resume`, headers })).json(),
    );
    expect(resume.experiences).toEqual(stored.experiences);
    expect(resume.technicalSkills).toEqual(stored.technicalSkills);
  });

  it('anonymises for the back office only', async () => {
    const { user, headers: own } = await collaboratorWithFile({ firstname: 'Maëlys', lastname: 'Vautrin' });
    const refused = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=json-resume&anonymised=true`,
      headers: own,
    });
    expect(refused.statusCode).toBe(403);
    const { headers } = await t.createStaff();
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=json-resume&anonymised=true`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    for (const secret of ['Maëlys', 'Vautrin', user.email, '12 34 56 78'])
      expect(response.body).not.toContain(secret);
    expect(response.body).toContain(user.trigram);
  });
});

describe('GET /api/users/resumes: the ZIP (spec §7, §9; issue #8 §9)', () => {
  it('holds one valid file per id, in order, with unique names, for ids repeated or comma-separated', async () => {
    const people = [];
    for (let index = 0; index < 3; index++) {
      people.push((await collaboratorWithFile({ firstname: 'Jean', lastname: 'Martin' })).user);
    }
    const { headers } = await t.createStaff();
    const comma = await t.app.inject({
      url: `/api/users/resumes?ids=${people.map((person) => person.id).join(',')}`,
      headers,
    });
    const repeated = await t.app.inject({
      url: `/api/users/resumes?${people.map((person) => `ids=${person.id}`).join('&')}&format=docx`,
      headers,
    });
    expect(comma.statusCode).toBe(200);
    expect(comma.headers['content-type']).toBe('application/zip');
    expect(String(comma.headers['content-disposition'])).toMatch(
      /dossiers-de-competences_\d{4}-\d{2}-\d{2}\.zip/,
    );
    const pdfs = await zipEntries(comma.rawPayload);
    expect(pdfs.map((entry) => entry.name)).toEqual([
      expect.stringMatching(/^MARTIN_Jean_\d{4}-\d{2}-\d{2}\.pdf$/),
      expect.stringMatching(/^MARTIN_Jean_\d{4}-\d{2}-\d{2}_2\.pdf$/),
      expect.stringMatching(/^MARTIN_Jean_\d{4}-\d{2}-\d{2}_3\.pdf$/),
    ]);
    for (const entry of pdfs) expect(entry.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const docx = await zipEntries(repeated.rawPayload);
    expect(docx).toHaveLength(3);
    for (const entry of docx) {
      expect(entry.name).toMatch(/\.docx$/);
      expect(entry.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });

  it(`holds ${SELECTION_LIMIT} distinct valid files, anonymised when asked`, async () => {
    const ids: string[] = [];
    for (let index = 0; index < SELECTION_LIMIT; index++) {
      ids.push((await t.createUser({ roles: ['applicant'] })).id);
    }
    const { headers } = await t.createStaff('admin');
    const response = await t.app.inject({
      url: `/api/users/resumes?ids=${ids.join(',')}&anonymised=true`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const entries = await zipEntries(response.rawPayload);
    expect(entries).toHaveLength(SELECTION_LIMIT);
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(SELECTION_LIMIT);
    expect(new Set(entries.map((entry) => entry.bytes.toString('base64'))).size).toBe(SELECTION_LIMIT);
    for (const entry of entries) {
      expect(entry.name).toMatch(/^[A-Z0-9]{3,}_\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(entry.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  }, 60_000);

  it(`refuses ${SELECTION_LIMIT + 1} ids with a 400 naming the limit of spec §9`, async () => {
    const { headers } = await t.createStaff();
    const ids = Array.from({ length: SELECTION_LIMIT + 1 }, () => crypto.randomUUID());
    const response = await t.app.inject({ url: `/api/users/resumes?ids=${ids.join(',')}`, headers });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ details: { key: string; message: string }[] }>();
    expect(body.details[0]?.key).toBe('validation.selectionLimit');
    expect(body.details[0]?.message).toBe(`Vous pouvez sélectionner au plus ${SELECTION_LIMIT} dossiers.`);
  });

  it('answers 404 naming unknown and deleted ids, before any file is made', async () => {
    const { user } = await collaboratorWithFile();
    const deleted = await t.createUser({ roles: ['applicant'], deletedAt: new Date() });
    const unknown = crypto.randomUUID();
    const { headers } = await t.createStaff();
    const response = await t.app.inject({
      url: `/api/users/resumes?ids=${user.id},${deleted.id},${unknown}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toBe('UNKNOWN_USERS');
    expect(body.message).toContain(deleted.id);
    expect(body.message).toContain(unknown);
    expect(body.message).not.toContain(user.id);
  });

  it('refuses collaborators (403), even for their own file', async () => {
    const { user, headers } = await collaboratorWithFile();
    const response = await t.app.inject({ url: `/api/users/resumes?ids=${user.id}`, headers });
    expect(response.statusCode).toBe(403);
  });
});

describe('bounds of a skills file (issue #8 §2)', () => {
  it('accepts the largest allowed file and renders it', async () => {
    const user = await t.createUser({ roles: ['employee'], avatar: 'cat' });
    const headers = await t.authHeader(user);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...largestResume(), version: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const pdf = await t.app.inject({ url: `/api/users/${user.id}/resume?format=pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Société 60');
  }, 60_000);

  it(`refuses a file over a bound with a localised 400 naming it, storing nothing`, async () => {
    const user = await t.createUser({
      roles: ['employee'],
      avatar: 'cat',
      userSettings: { displayLanguage: 'en' },
    });
    const headers = await t.authHeader(user);
    const resume = largestResume();
    const tooMany = [...resume.experiences, { ...resume.experiences[1]!, id: 'one-too-many' }];
    expect(tooMany).toHaveLength(MAX_EXPERIENCES + 1);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...resume, experiences: tooMany, version: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: unknown[] }>().details).toContainEqual({
      path: 'body.experiences',
      key: 'validation.tooManyExperiences',
      message: `A skills file holds at most ${MAX_EXPERIENCES} experiences.`,
    });
    const stored = await t.app.inject({ url: '/api/users/me', headers });
    expect(stored.json<{ resume: { version: number } }>().resume.version).toBe(0);
  });

  it('refuses a body over the size bound with 413, localised', async () => {
    const user = await t.createUser({ roles: ['employee'], avatar: 'cat' });
    const headers = await t.authHeader(user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validResume(), version: 0, padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      // The limit is grouped as French writes numbers (a narrow no-break space: 1 024).
      message: 'La requête est trop volumineuse\u202f: 1\u202f024 Ko au plus.',
    });
  });
});

describe('downloads in the audit log (issue #9 "Audit")', () => {
  async function downloadsOf(userId: string) {
    const { headers } = await t.createStaff('superadmin');
    const page = (await t.app.inject({ url: `/api/audit?userId=${userId}`, headers })).json<{
      items: { action: string; actor: { id: string } | null; detail: Record<string, unknown> }[];
    }>();
    return page.items.filter((entry) => entry.action === 'documents.download');
  }

  it('records a back-office download, single or in a ZIP, with its format and options', async () => {
    const { user: owner } = await collaboratorWithFile();
    const { user: other } = await collaboratorWithFile();
    const { user: hr, headers } = await t.createStaff();
    const single = await t.app.inject({
      url: `/api/users/${owner.id}/resume?format=docx&anonymised=true`,
      headers,
    });
    expect(single.statusCode).toBe(200);
    const zip = await t.app.inject({ url: `/api/users/resumes?ids=${owner.id},${other.id}`, headers });
    expect(zip.statusCode).toBe(200);

    const downloads = await downloadsOf(owner.id);
    expect(downloads.map((entry) => [entry.actor?.id, entry.detail])).toEqual([
      [hr.id, { format: 'pdf', anonymised: false, zip: 2 }],
      [hr.id, { format: 'docx', anonymised: true }],
    ]);
    expect(await downloadsOf(other.id)).toHaveLength(1);
  });

  it('does not record a collaborator downloading their own file', async () => {
    const { user: owner, headers } = await collaboratorWithFile();
    expect(
      (await t.app.inject({ url: `/api/users/${owner.id}/resume?format=pdf`, headers })).statusCode,
    ).toBe(200);
    expect(await downloadsOf(owner.id)).toEqual([]);
  });
});
