/**
 * Personal data on request (issue #10 §8): the export holds everything about one person and no
 * secret; erasure works only on a soft-deleted person, after their trigram is typed, and removes
 * them everywhere — the audit trail keeping ids only.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  identityCredentials,
  identityTokens,
  mailOutbox,
  resumes,
  resumeSearch,
  skillUsage,
  users,
} from '../../db/schema.ts';
import { rowsOf } from '../../db/client.ts';
import { hashPassword } from '../../identity/password.ts';
import { createActionToken } from '../../identity/accounts.ts';
import { queueMail } from '../../mail/index.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { ZPersonalData } from './routes.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let superadmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await t.authHeader(await t.createUser({ roles: ['superadmin'] }));
});
afterAll(async () => {
  await t.close();
});

/** A collaborator with a file, a password, a pending link, a mail and an audit entry about them. */
async function personWithEverything() {
  const hr = await t.createUser({ roles: ['human_ressources'] });
  const { user } = await t.createCollaboratorWithFile({
    firstname: 'Zoé',
    lastname: 'Lefèvre',
    phoneNumber: '+33 6 12 34 56 78',
  });
  await t.db
    .insert(identityCredentials)
    .values({ userId: user.id, passwordHash: await hashPassword('Str0ng!pass') });
  await createActionToken(t.db, { userId: user.id, purpose: 'reset' });
  await queueMail(t.db, {
    to: user.email.toUpperCase(),
    subject: 'Bonjour',
    text: 'Bonjour Zoé',
    html: '<p>Bonjour Zoé</p>',
  });
  const status = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/status',
    headers: await t.authHeader(hr),
    payload: { ids: [user.id], status: 'active' },
  });
  expect(status.statusCode).toBe(200);
  const referred = await t.createUser({ roles: ['applicant'], refereeId: user.id });
  return { user, referred };
}

describe('GET /api/users/{id}/personal-data', () => {
  it('holds the profile, the file, the audit entries, the mails and the identity account, and no secret', async () => {
    const { user } = await personWithEverything();
    const response = await t.app.inject({ url: `/api/users/${user.id}/personal-data`, headers: superadmin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = ZPersonalData.parse(response.json());
    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstname: 'Zoé',
      phoneNumber: '+33 6 12 34 56 78',
    });
    expect(data.resume?.version).toBe(1);
    expect(data.resume?.document).toHaveProperty('experiences');
    expect(data.audit.map((entry) => entry.action)).toContain('status.change');
    expect(data.mails).toEqual([
      expect.objectContaining({ subject: 'Bonjour', text: 'Bonjour Zoé', state: 'queued' }),
    ]);
    expect(data.identity.passwordSetAt).not.toBeNull();
    expect(data.identity.links).toEqual([expect.objectContaining({ purpose: 'reset', usedAt: null })]);
    expect(response.body).not.toMatch(/argon2|token_?hash|passwordHash/i);
  });

  it('exports a soft-deleted person too, is audited, and answers 404 for nobody', async () => {
    const gone = await t.createUser({ deletedAt: new Date() });
    const response = await t.app.inject({ url: `/api/users/${gone.id}/personal-data`, headers: superadmin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profile: { id: gone.id }, resume: null });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.userId, gone.id));
    expect(entries.map((entry) => entry.action)).toEqual(['personal-data.export']);
    const missing = await t.app.inject({
      url: '/api/users/00000000-0000-4000-8000-000000000000/personal-data',
      headers: superadmin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to an admin (403)', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const target = await t.createUser();
    const response = await t.app.inject({
      url: `/api/users/${target.id}/personal-data`,
      headers: await t.authHeader(admin),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/users/{id}/erase', () => {
  const erase = (id: string, trigram: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/erase`,
      headers: superadmin,
      payload: { trigram },
    });

  it('answers 409 while the person is not soft-deleted, and 400 without their trigram', async () => {
    const { user } = await personWithEverything();
    const live = await erase(user.id, user.trigram);
    expect(live.statusCode).toBe(409);
    expect(live.json()).toMatchObject({ code: 'NOT_SOFT_DELETED' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const wrong = await erase(user.id, 'ZZZ');
    expect(wrong.statusCode).toBe(400);
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still?.email).toBe(user.email);
  });

  it('removes the person everywhere; the audit trail keeps ids only', async () => {
    const { user, referred } = await personWithEverything();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: superadmin,
    });
    expect(deleted.statusCode).toBe(204);
    const words = async (table: 'search_lexemes' | 'search_name_words') =>
      new Set(
        (
          await rowsOf<{ word: string }>(
            t.db,
            table === 'search_lexemes'
              ? sql`select lexeme as word from search_lexemes`
              : sql`select word from search_name_words`,
          )
        ).map((row) => row.word),
      );
    const [held] = await rowsOf<{ lexemes: string[]; names: string }>(
      t.db,
      sql`select tsvector_to_array(document) as lexemes, names from resume_search where user_id = ${user.id}`,
    );
    const response = await erase(user.id, user.trigram.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ erased: true, identityAccount: 'deleted' });
    // The search's dictionaries keep a word of theirs only while someone else holds it.
    const [still] = await rowsOf<{ lexemes: string[]; names: string }>(
      t.db,
      sql`select coalesce(array_agg(distinct lexeme), '{}') as lexemes, coalesce(string_agg(names, ' '), '') as names
        from resume_search, unnest(tsvector_to_array(document)) as lexeme`,
    );
    const lexemes = await words('search_lexemes');
    const nameWords = await words('search_name_words');
    const othersHold = new Set(still?.lexemes);
    const othersNames = new Set(still?.names.split(' '));
    expect(held?.lexemes.length).toBeGreaterThan(0);
    expect(held?.lexemes.filter((lexeme) => lexemes.has(lexeme) !== othersHold.has(lexeme))).toEqual([]);
    expect(held?.lexemes.some((lexeme) => !othersHold.has(lexeme))).toBe(true);
    const heldNames = (held?.names ?? '').split(' ').filter((word) => [...word].length >= 5);
    expect(heldNames.length).toBeGreaterThan(0);
    expect(heldNames.filter((word) => nameWords.has(word) !== othersNames.has(word))).toEqual([]);

    const count = async (query: Promise<unknown[]>) => (await query).length;
    expect(await count(t.db.select().from(users).where(eq(users.id, user.id)))).toBe(0);
    expect(await count(t.db.select().from(resumes).where(eq(resumes.userId, user.id)))).toBe(0);
    expect(await count(t.db.select().from(resumeSearch).where(eq(resumeSearch.userId, user.id)))).toBe(0);
    expect(await count(t.db.select().from(skillUsage).where(eq(skillUsage.userId, user.id)))).toBe(0);
    expect(
      await count(t.db.select().from(identityCredentials).where(eq(identityCredentials.userId, user.id))),
    ).toBe(0);
    expect(await count(t.db.select().from(identityTokens).where(eq(identityTokens.userId, user.id)))).toBe(0);
    expect(
      await count(
        t.db
          .select()
          .from(mailOutbox)
          .where(sql`lower(${mailOutbox.to}) = lower(${user.email})`),
      ),
    ).toBe(0);
    const [orphan] = await t.db.select().from(users).where(eq(users.id, referred.id));
    expect(orphan?.refereeId).toBeNull();

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['status.change', 'user.delete', 'user.erase']),
    );
    for (const entry of trail) {
      expect(entry.before).toBeNull();
      expect(entry.after).toBeNull();
      expect(entry.detail).toEqual({});
    }
    expect(JSON.stringify(trail)).not.toMatch(/Zoé|Lefèvre|@/);
    const search = await t.app.inject({
      url: '/api/users?q=Lefèvre&allCandidates=true',
      headers: superadmin,
    });
    expect(JSON.stringify(search.json())).not.toContain(user.id);
  });
});
