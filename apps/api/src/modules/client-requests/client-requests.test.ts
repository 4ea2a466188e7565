/**
 * Saved client requests (issue #27 §4: "HR can save a request (title, text, understood skills,
 * date) and run it again later; saved requests are the firm's record of demand"): saved with the
 * skills structured as HR corrected them, listed newest first and searched by title, read back with
 * the text, corrected, deleted (the row kept); every write audited; bounds answered with localised
 * 400s; an erased author leaves the request in place. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZClientRequest,
  ZClientRequestPage,
  type ClientRequest,
  type CreateClientRequest,
} from '@highlight/domain/client-requests';
import { CLIENT_REQUEST_TITLE_MAX, MATCH_SKILLS_MAX, MATCH_TEXT_MAX } from '@highlight/domain/constants';
import type { ErrorResponse } from '@highlight/domain/errors';
import { createTestApp } from '../../../test/helpers.ts';
import { auditLog, clientRequests } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A word no other test's title holds, so that a search finds this test's requests only. */
const unique = () => `w${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const request = (overrides: Partial<CreateClientRequest> = {}): CreateClientRequest => ({
  title: 'Développeur Java senior',
  text: 'Développeur Java H/F\nAu moins 5 ans de Java, Kubernetes apprécié, anglais courant.',
  skills: [
    { id: 'java', required: true, minYears: 5 },
    { id: 'kubernetes', required: false },
  ],
  jobId: 'java-developer',
  languages: [{ code: 'en', level: 'full_professional' }],
  ...overrides,
});

async function save(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/client-requests',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function saved(headers: Record<string, string>, overrides: Partial<CreateClientRequest> = {}) {
  const response = await save(headers, request(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZClientRequest.parse(response.json());
}

async function list(headers: Record<string, string>, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/client-requests?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return ZClientRequestPage.parse(response.json());
}

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.detail}->>'clientRequestId' = ${id}`)
    .orderBy(desc(auditLog.at));

describe('POST /api/client-requests (issue #27 §4: save a request)', () => {
  it('saves the request as HR corrected it, with its author and date, and audits it', async () => {
    const hr = await t.createStaff('human_ressources');
    const before = Date.now();
    const body = await saved(hr.headers);
    expect(body).toMatchObject({
      title: 'Développeur Java senior',
      text: request().text,
      skills: [
        { id: 'java', required: true, minYears: 5 },
        { id: 'kubernetes', required: false },
      ],
      jobId: 'java-developer',
      languages: [{ code: 'en', level: 'full_professional' }],
      createdBy: {
        id: hr.user.id,
        firstname: hr.user.firstname,
        lastname: hr.user.lastname,
        trigram: hr.user.trigram,
      },
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.updatedAt).toBe(body.createdAt);

    // The row holds the skills structured, as issue #29 will count them.
    const [row] = await t.db.select().from(clientRequests).where(eq(clientRequests.id, body.id));
    expect(row?.skills).toEqual([
      { id: 'java', required: true, minYears: 5 },
      { id: 'kubernetes', required: false },
    ]);
    expect(row).toMatchObject({
      createdBy: hr.user.id,
      deletedAt: null,
      titleKey: 'developpeur java senior',
    });

    const [entry] = await auditOf(body.id);
    expect(entry).toMatchObject({
      actorId: hr.user.id,
      action: 'client-request.save',
      userId: null,
      detail: { clientRequestId: body.id, title: 'Développeur Java senior' },
    });
  });

  it('saves skills picked without a text: no profession, no language, each skill required by default', async () => {
    const admin = await t.createStaff('admin');
    const body = await saved(admin.headers, {
      title: '  Go  ',
      text: undefined,
      skills: [{ id: 'go' }],
      jobId: undefined,
      languages: undefined,
    });
    expect(body).toMatchObject({
      title: 'Go',
      text: '',
      skills: [{ id: 'go', required: true }],
      jobId: null,
      languages: [],
    });
  });

  it('takes a text as long as POST /api/match does, and a 200-character title', async () => {
    const hr = await t.createStaff();
    const body = await saved(hr.headers, {
      title: 'T'.repeat(CLIENT_REQUEST_TITLE_MAX),
      text: 'x'.repeat(MATCH_TEXT_MAX),
    });
    expect(body.text).toHaveLength(MATCH_TEXT_MAX);
  });

  it.each([
    ['fr', 'Le titre d’une demande enregistrée compte au plus 200 caractères.'],
    ['en', 'A saved request’s title holds at most 200 characters.'],
  ] as const)('refuses a title over 200 characters with a clear 400 in %s', async (locale, message) => {
    const hr = await t.createStaff('human_ressources', locale);
    const response = await save(hr.headers, request({ title: 'T'.repeat(CLIENT_REQUEST_TITLE_MAX + 1) }));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.title', key: 'validation.clientRequestTitleTooLong', message }],
    });
  });

  it.each([
    ['an empty title', { title: '  ' }, 'body.title', 'validation.clientRequestTitleRequired'],
    [
      'a text over 20,000 characters',
      { text: 'x'.repeat(MATCH_TEXT_MAX + 1) },
      'body.text',
      'validation.matchTextTooLong',
    ],
    ['no skill', { skills: [] }, 'body.skills', 'validation.clientRequestNoSkill'],
    [
      'more than 20 skills',
      { skills: Array.from({ length: MATCH_SKILLS_MAX + 1 }, (_, index) => ({ id: `s${index}` })) },
      'body.skills',
      'validation.tooManyMatchSkills',
    ],
    [
      'a skill twice',
      { skills: [{ id: 'java' }, { id: 'java', required: false }] },
      'body.skills',
      'validation.clientRequestDuplicateSkill',
    ],
    [
      'an unknown language',
      { languages: [{ code: 'zz', level: 'notions' as const }] },
      'body.languages.0.code',
      'validation.unknownLanguage',
    ],
  ])('refuses %s (400, nothing saved)', async (_case, overrides, path, key) => {
    const hr = await t.createStaff('human_ressources', 'en');
    const title = unique();
    const response = await save(
      hr.headers,
      request({ ...overrides, ...('title' in overrides ? {} : { title }) }),
    );
    expect(response.statusCode).toBe(400);
    const error = response.json<ErrorResponse>();
    expect(error.details).toEqual([expect.objectContaining({ path, key })]);
    expect(error.details?.[0]?.message).not.toBe(key);
    const rows = await t.db.select().from(clientRequests).where(eq(clientRequests.title, title));
    expect(rows).toEqual([]);
  });

  it('refuses collaborators (403), and a caller without a token (401)', async () => {
    const employee = await t.createUser({ roles: ['employee'] });
    const response = await save(await t.authHeader(employee), request());
    expect(response.statusCode).toBe(403);
    expect((await save({}, request())).statusCode).toBe(401);
  });

  it('is bounded by the database too: a title over 200 characters never gets in', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    await expect(
      t.db.insert(clientRequests).values({
        title: 'T'.repeat(CLIENT_REQUEST_TITLE_MAX + 1),
        titleKey: 't',
        skills: [{ id: 'java', required: true }],
        createdBy: hr.id,
      }),
    ).rejects.toThrow();
  });
});

describe('GET /api/client-requests (issue #27 §4: the record of demand)', () => {
  it('lists the requests newest first, one page at a time, without their text', async () => {
    const hr = await t.createStaff();
    const word = unique();
    const first = await saved(hr.headers, { title: `${word} premier` });
    const second = await saved(hr.headers, { title: `${word} deuxième` });
    const third = await saved(hr.headers, { title: `${word} troisième` });

    const page1 = await list(hr.headers, `q=${word}&pageSize=2`);
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((item) => item.id)).toEqual([third.id, second.id]);
    expect(page1.items[0]).not.toHaveProperty('text');
    expect(page1.items[0]).toMatchObject({ skills: third.skills, createdBy: { id: hr.user.id } });
    const page2 = await list(hr.headers, `q=${word}&pageSize=2&page=2`);
    expect(page2.items.map((item) => item.id)).toEqual([first.id]);
  });

  it('lists everyone’s requests to any back-office user (the firm’s record)', async () => {
    const hr = await t.createStaff();
    const admin = await t.createStaff('admin');
    const word = unique();
    const body = await saved(hr.headers, { title: `${word} Data engineer` });
    const page = await list(admin.headers, `q=${word}`);
    expect(page.items.map((item) => item.id)).toEqual([body.id]);
  });

  it('searches the title: every word, anywhere in it, case and accents ignored', async () => {
    const hr = await t.createStaff();
    const word = unique();
    const java = await saved(hr.headers, { title: `Développeur JAVA ${word}` });
    const data = await saved(hr.headers, { title: `Ingénieur data ${word}` });
    const ids = async (q: string) =>
      (await list(hr.headers, `q=${encodeURIComponent(q)}`)).items.map((item) => item.id);

    expect(await ids(`${word} developpeur`)).toEqual([java.id]);
    expect(await ids(`${word.toUpperCase()} velop java`)).toEqual([java.id]);
    expect(await ids(`ingénieur ${word}`)).toEqual([data.id]);
    expect(await ids(word)).toEqual([data.id, java.id]);
    expect(await ids(`${word} cobol`)).toEqual([]);
    // Nothing searchable finds nothing (issue #26 §9); a blank search lists every request.
    expect(await ids('🧨 %')).toEqual([]);
    expect((await list(hr.headers, 'q=')).total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a search over 200 characters and a page size over 100 (400)', async () => {
    const hr = await t.createStaff('human_ressources', 'en');
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/client-requests?q=${'x'.repeat(201)}`,
      headers: hr.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorResponse>().details?.[0]).toMatchObject({ key: 'validation.searchTooLong' });
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/client-requests?pageSize=101',
      headers: hr.headers,
    });
    expect(big.statusCode).toBe(400);
  });
});

describe('GET /api/client-requests/{id} (issue #27 §4: run it again)', () => {
  it('reads one request with its text, its id in any case', async () => {
    const hr = await t.createStaff();
    const body = await saved(hr.headers);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/client-requests/${body.id.toUpperCase()}`,
      headers: hr.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(ZClientRequest.parse(response.json())).toEqual(body);
  });

  it('answers 404 for an unknown request, 400 for a malformed id', async () => {
    const hr = await t.createStaff();
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/client-requests/${randomUUID()}`,
      headers: hr.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/client-requests/42',
      headers: hr.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PATCH /api/client-requests/{id} (issue #27 §4: correct a saved request)', () => {
  async function patch(headers: Record<string, string>, id: string, payload: unknown) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/client-requests/${id}`,
      headers,
      payload: payload as Record<string, unknown>,
    });
  }

  it('changes the title and skills, keeps the text and what was understood, and audits both', async () => {
    const hr = await t.createStaff();
    const admin = await t.createStaff('admin');
    const body = await saved(hr.headers);
    const word = unique();
    const response = await patch(admin.headers, body.id, {
      title: `Tech lead ${word}`,
      skills: [{ id: 'java', required: true, minYears: 8 }],
    });
    expect(response.statusCode).toBe(200);
    const updated = ZClientRequest.parse(response.json());
    expect(updated).toMatchObject({
      id: body.id,
      title: `Tech lead ${word}`,
      text: body.text,
      skills: [{ id: 'java', required: true, minYears: 8 }],
      jobId: body.jobId,
      languages: body.languages,
      createdBy: { id: hr.user.id },
      createdAt: body.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(body.updatedAt));
    // The new title is searched.
    expect((await list(hr.headers, `q=${word}`)).items.map((item) => item.id)).toEqual([body.id]);

    const [entry] = await auditOf(body.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'client-request.update',
      userId: null,
      before: { title: body.title, skills: body.skills },
      after: { title: `Tech lead ${word}`, skills: [{ id: 'java', required: true, minYears: 8 }] },
    });
  });

  it('changes only what is sent, and writes no entry when nothing changes', async () => {
    const hr = await t.createStaff();
    const body = await saved(hr.headers);
    const renamed = await patch(hr.headers, body.id, { title: 'Java' });
    expect(ZClientRequest.parse(renamed.json())).toMatchObject({ title: 'Java', skills: body.skills });
    const [entry] = await auditOf(body.id);
    expect(entry).toMatchObject({ before: { title: body.title }, after: { title: 'Java' } });
    expect(entry?.before).not.toHaveProperty('skills');

    // The same skills, sent in another key order, are no change.
    const same = await patch(hr.headers, body.id, {
      title: 'Java',
      skills: [
        { minYears: 5, required: true, id: 'java' },
        { required: false, id: 'kubernetes' },
      ],
    });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(body.id)).toHaveLength(2);
  });

  it.each([
    ['fr', 'Donnez un nouveau titre ou de nouvelles compétences.'],
    ['en', 'Give a new title or new skills.'],
  ] as const)('refuses an empty change with a clear 400 in %s', async (locale, message) => {
    const hr = await t.createStaff('human_ressources', locale);
    const body = await saved(hr.headers);
    const response = await patch(hr.headers, body.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().details).toEqual([
      expect.objectContaining({ key: 'validation.clientRequestNoChange', message }),
    ]);
  });

  it('answers 404 for an unknown or deleted request, 403 for a collaborator', async () => {
    const hr = await t.createStaff();
    const body = await saved(hr.headers);
    expect((await patch(hr.headers, randomUUID(), { title: 'x' })).statusCode).toBe(404);
    const employee = await t.createUser({ roles: ['applicant'] });
    expect((await patch(await t.authHeader(employee), body.id, { title: 'x' })).statusCode).toBe(403);
    await t.app.inject({ method: 'DELETE', url: `/api/client-requests/${body.id}`, headers: hr.headers });
    expect((await patch(hr.headers, body.id, { title: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/client-requests/{id} (issue #27 §4)', () => {
  it('takes the request out of the list and out of reach, keeps its row, and audits it', async () => {
    const hr = await t.createStaff();
    const word = unique();
    const body = await saved(hr.headers, { title: word });
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/client-requests/${body.id}`, headers: hr.headers });
    expect((await remove()).statusCode).toBe(204);

    expect((await list(hr.headers, `q=${word}`)).total).toBe(0);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/client-requests/${body.id}`,
      headers: hr.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);

    const [row] = await t.db
      .select()
      .from(clientRequests)
      .where(and(eq(clientRequests.id, body.id)));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.skills).toEqual(body.skills);
    const [entry] = await auditOf(body.id);
    expect(entry).toMatchObject({
      actorId: hr.user.id,
      action: 'client-request.delete',
      detail: { clientRequestId: body.id, title: word },
      before: { deletedAt: null },
    });
  });
});

describe('an erased author (issue #10 §8)', () => {
  it('leaves the request in the record, its author unknown', async () => {
    const superadmin = await t.createStaff('superadmin');
    const hr = await t.createStaff();
    const body: ClientRequest = await saved(hr.headers);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${hr.user.id}`,
      headers: superadmin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/users/${hr.user.id}/erase`,
      headers: superadmin.headers,
      payload: { trigram: hr.user.trigram },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/client-requests/${body.id}`,
      headers: superadmin.headers,
    });
    expect(ZClientRequest.parse(read.json())).toEqual({ ...body, createdBy: null });
  });
});
