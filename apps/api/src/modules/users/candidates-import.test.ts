/**
 * Add a candidate with their skills file (issue #28 §5: HR adds candidates from their CVs):
 * `POST /api/users` with `resume` (the PATCH users/{id}/resume body without its version, under the
 * rules of a save) stores the file with the person in one transaction, stars counted and search
 * row built; `sendAccountEmail: false` leaves the account email for later; a known email answers
 * 409 naming the person for the back office, never a deleted one; an old body adds as before.
 */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage } from '@highlight/domain/back-office';
import type { ResumeBody } from '@highlight/domain/resume';
import { ZUser, ZUserListResponse, ZUserWithResume } from '@highlight/domain/user';
import { createTestApp, TEST_ISSUER } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';
import { auditLog, mailOutbox, resumeSearch, resumes, users } from '../../db/schema.ts';
import { embeddedIdentityAdmin } from '../../identity-admin/index.ts';
import { AppError } from '../../errors.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const candidate = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Inès',
  lastname: 'Vautrin',
  email: `ines.${randomUUID().slice(0, 8)}@example.test`,
  phoneNumber: '+33 6 12 34 56 78',
  ...overrides,
});

/** validResume with a custom skill of its own, so a search on it finds this file and no other. */
function resumeWithSkill(label: string): ResumeBody {
  const resume = validResume();
  resume.technicalSkills[0]!.skills.push({ id: `custom-${label.toLowerCase()}`, custom: true, label });
  return resume;
}

/** A skill label nobody else holds: letters only (a custom skill's rule), unique per call. */
const uniqueSkill = () =>
  `Zorbal${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

async function add(app: typeof t, actor: { id: string; roles: string[] }, payload: unknown) {
  return app.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: await app.authHeader(actor),
    payload: payload as Record<string, unknown>,
  });
}

const usersWithEmail = (email: string, app = t) =>
  app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
/** Rows of each table a candidate's creation writes: none may appear when it fails. */
async function tableCounts(app = t) {
  const of = async (
    table: typeof users | typeof resumes | typeof resumeSearch | typeof auditLog | typeof mailOutbox,
  ) => (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await of(users),
    resumes: await of(resumes),
    search: await of(resumeSearch),
    audit: await of(auditLog),
    mails: await of(mailOutbox),
  };
}

async function auditOf(userId: string) {
  const superadmin = await t.createUser({ roles: ['superadmin'] });
  const response = await t.app.inject({
    url: `/api/audit?userId=${userId}`,
    headers: await t.authHeader(superadmin),
  });
  return ZAuditPage.parse(response.json()).items;
}

describe('POST /api/users with the candidate’s file (issue #28 §5)', () => {
  it('stores the file with the person, stars counted, found at once by a search on one of its skills', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const skill = uniqueSkill();
    const resume = resumeWithSkill(skill);
    const body = candidate({ resume });
    const response = await add(t, hr, body);
    expect(response.statusCode, response.body).toBe(201);
    const user = ZUser.parse(response.json());
    expect(user).toMatchObject({ roles: ['applicant'], status: 'inactive', referee: { id: hr.id } });

    // The file as the back office reads it (look-at-user): the one sent, with its stars.
    const read = await t.app.inject({ url: `/api/users/${user.id}`, headers: await t.authHeader(hr) });
    const stored = ZUserWithResume.parse(read.json()).resume;
    expect(stored).toMatchObject({
      desiredPosition: resume.desiredPosition,
      experiences: resume.experiences,
      diplomas: resume.diplomas,
      languages: resume.languages,
      technicalSkills: resume.technicalSkills,
    });
    // DESIGN.md stars of validResume: 6 skills (tiers 3, 6), 5 functional skills, 2 domains, a job,
    // an experience with a project, its environment, a diploma, a certification, 2 languages = 11;
    // one more skill (7) reaches no other tier.
    expect(stored.starCount).toBe(11);
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(row?.starCount).toBe(11);

    // Found by the back office's search on a skill of the file, and on the dashboard's list.
    const found = await t.app.inject({
      url: `/api/search/query?q=${skill.toLowerCase()}`,
      headers: await t.authHeader(hr),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ id: string; stars: unknown }[]>().map((person) => person.id)).toEqual([user.id]);
    const list = await t.app.inject({
      url: `/api/users/?q=${skill.toLowerCase()}&idHR=${hr.id}`,
      headers: await t.authHeader(hr),
    });
    const items = ZUserListResponse.parse(list.json()).items;
    expect(items.map((item) => item.id)).toEqual([user.id]);
    // And by a catalogue skill of its projects, with the others who hold it.
    const kafka = await t.app.inject({
      url: `/api/users/?q=kafka&idHR=${hr.id}`,
      headers: await t.authHeader(hr),
    });
    expect(ZUserListResponse.parse(kafka.json()).items.map((item) => item.id)).toContain(user.id);
  });

  it('writes an audit entry saying the file was imported, with counts, never its content', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const body = candidate({ firstname: 'Aurélie', lastname: 'Quenneville', resume: validResume() });
    const user = ZUser.parse((await add(t, hr, body)).json());
    const entries = await auditOf(user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'candidate.add',
      actor: { id: hr.id },
      userId: user.id,
      after: { status: 'inactive', roles: ['applicant'], refereeId: hr.id, resume: 'imported', stars: 11 },
      detail: {
        accountEmail: true,
        resume: { jobs: 1, skills: 6, softSkills: 5, experiences: 1, projects: 1, diplomas: 2, languages: 2 },
      },
    });
    // Ids and counts only: neither the person's data nor the file's text.
    const written = JSON.stringify({
      after: entries[0]?.after,
      detail: entries[0]?.detail,
      before: entries[0]?.before,
    });
    for (const text of [
      'Aurélie',
      'Quenneville',
      body.email,
      '+33',
      'Société Générale',
      'INSA',
      'Mentorat',
    ]) {
      expect(written).not.toContain(text);
    }
  });

  it('sends the account email unless HR says not now; HR sends it later with the resend action', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const later = candidate({ resume: validResume(), sendAccountEmail: false });
    const created = await add(t, hr, later);
    expect(created.statusCode, created.body).toBe(201);
    expect(await mailsTo(later.email)).toHaveLength(0);
    expect((await auditOf(ZUser.parse(created.json()).id))[0]?.detail).toMatchObject({ accountEmail: false });

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/users/${ZUser.parse(created.json()).id}/account-email`,
      headers: await t.authHeader(hr),
    });
    expect(resent.statusCode).toBe(204);
    expect(await mailsTo(later.email)).toHaveLength(1);

    for (const choice of [{ sendAccountEmail: true }, {}]) {
      const now = candidate({ resume: validResume(), ...choice });
      expect((await add(t, hr, now)).statusCode).toBe(201);
      expect(await mailsTo(now.email)).toHaveLength(1);
    }
    // Without a file too: the choice is HR's either way.
    const bare = candidate({ sendAccountEmail: false });
    expect((await add(t, hr, bare)).statusCode).toBe(201);
    expect(await mailsTo(bare.email)).toHaveLength(0);
  });

  it.each([
    [
      'an experience without its context (spec §5)',
      (resume: ResumeBody) => {
        resume.experiences[0]!.context = '';
      },
      'body.resume.experiences.0.context',
      'validation.required',
    ],
    [
      'a custom skill the catalogue already holds (spec §5, a catalogue rule)',
      (resume: ResumeBody) => {
        resume.technicalSkills[0]!.skills[0] = { id: 'custom-java', custom: true, label: 'Java' };
      },
      'body.resume.technicalSkills.0.skills.0',
      'validation.customAlreadyExists',
    ],
    [
      'a start date in the future (a save rule, issue #26 §16)',
      (resume: ResumeBody) => {
        resume.experiences[0]!.startDate = `${new Date().getUTCFullYear() + 2}-01`;
      },
      'body.resume.experiences.0.startDate',
      undefined,
    ],
  ])(
    'refuses a file with %s: a localised 400 naming the field, nothing written',
    async (_, breakIt, path, key) => {
      const hr = await t.createUser({ roles: ['human_ressources'] });
      const resume = validResume();
      breakIt(resume);
      const body = candidate({ resume });
      const before = await tableCounts();
      const response = await add(t, hr, body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json<{
        code: string;
        details: { path: string; key: string; message: string }[];
      }>();
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.details.map((detail) => detail.path)).toContain(path);
      const detail = answer.details.find((entry) => entry.path === path);
      if (key) expect(detail?.key).toBe(key);
      // In the reader's language (French here), not the key.
      expect(detail?.message).not.toMatch(/^validation\./);
      expect(await usersWithEmail(body.email)).toHaveLength(0);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('writes nothing when a step after the file fails: one transaction per person', async () => {
    const failing = await createTestApp({
      identityAdmin: {
        ...embeddedIdentityAdmin(TEST_ISSUER),
        sendAccountEmail: () => Promise.reject(new AppError('RATE_LIMITED')),
      },
    });
    try {
      const hr = await failing.createUser({ roles: ['human_ressources'] });
      const body = candidate({ resume: validResume() });
      const before = await tableCounts(failing);
      const response = await add(failing, hr, body);
      expect(response.statusCode).toBe(429);
      expect(await usersWithEmail(body.email, failing)).toHaveLength(0);
      expect(await tableCounts(failing)).toEqual(before);
    } finally {
      await failing.close();
    }
  });

  it('answers 409 CANDIDATE_EXISTS naming the person for the back office, and changes nothing', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const admin = await t.createUser({ roles: ['admin'], userSettings: { displayLanguage: 'en' } });
    const live = await t.createUser({ roles: ['applicant'] });
    const colleague = await t.createUser({ roles: ['human_ressources', 'employee'] });
    for (const [actor, holder, message] of [
      [hr, live, 'Un candidat existe déjà avec cette adresse e-mail.'],
      [admin, live, 'A candidate already exists with this email address.'],
      [hr, colleague, 'Un candidat existe déjà avec cette adresse e-mail.'],
    ] as const) {
      const before = await tableCounts();
      const response = await add(
        t,
        actor,
        candidate({ email: holder.email.toUpperCase(), resume: validResume(), sendAccountEmail: false }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CANDIDATE_EXISTS', message, userId: holder.id });
      expect(await tableCounts()).toEqual(before);
    }
    // The id opens that person in the back office (look-at-user).
    const opened = await t.app.inject({ url: `/api/users/${live.id}`, headers: await t.authHeader(hr) });
    expect(opened.statusCode).toBe(200);
  });

  it('answers 409 CANDIDATE_DELETED without any id for a soft-deleted person (issue #26 §24)', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const deleted = await t.createUser({ roles: ['applicant'], deletedAt: new Date() });
    const before = await tableCounts();
    const response = await add(t, hr, candidate({ email: deleted.email, resume: validResume() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CANDIDATE_DELETED',
      message:
        'Cette personne a été supprimée\u202f: elle ne peut pas être ajoutée de nouveau. Un super administrateur peut la restaurer.',
    });
    expect(response.body).not.toContain(deleted.id);
    expect(await tableCounts()).toEqual(before);
  });

  it('adds a candidate from an old-style body as before: no file stored, the email sent', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const body = candidate();
    const response = await add(t, hr, body);
    expect(response.statusCode).toBe(201);
    const user = ZUser.parse(response.json());
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, user.id))).toHaveLength(0);
    expect(await mailsTo(body.email)).toHaveLength(1);
    const [entry] = await auditOf(user.id);
    expect(entry?.after).toEqual({ status: 'inactive', roles: ['applicant'], refereeId: hr.id });
    expect(entry?.detail).toEqual({ accountEmail: true });
  });

  it('refuses a file to a collaborator (403) before reading it', async () => {
    const employee = await t.createUser({ roles: ['employee'] });
    const resume = validResume();
    resume.technicalSkills[0]!.skills[0] = { id: 'custom-java', custom: true, label: 'Java' };
    const body = candidate({ resume });
    expect((await add(t, employee, body)).statusCode).toBe(403);
    expect(await usersWithEmail(body.email)).toHaveLength(0);
  });
});
