/**
 * issue #28 §2, the professional summary on PATCH users/{id}/resume (spec §7): saved trimmed and
 * read back; a body from a client that does not know it is still valid (the stored summary, empty
 * for a new file, is kept); one
 * over `SUMMARY_MAX`, with `<` or `>`, or with characters the documents cannot print (issue #26
 * §18) is refused on `body.summary` with its localised message, storing nothing. Migration 0013
 * gives every stored file an empty summary without touching its version or its date.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeBody } from '@highlight/domain/resume';
import { ZResume } from '@highlight/domain/user';
import { resumes } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Details = { code: string; details: { path: string; key: string; message: string }[] };

async function collaborator() {
  const user = await t.createUser({ roles: ['employee'], avatar: 'cat' });
  return { user, headers: await t.authHeader(user) };
}

async function patch(userId: string, headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/users/${userId}/resume`, headers, payload: body });
}

/** `validResume()` as a client that predates the summary sends it: no `summary` key. */
function withoutSummary(): Omit<ResumeBody, 'summary'> {
  const { summary: _summary, ...rest } = validResume();
  return rest;
}

const SUMMARY = 'Développeuse full stack depuis huit ans.\nJ’accompagne les équipes produit.';

describe('issue #28 §2: PATCH users/{id}/resume and the summary', () => {
  it('saves the summary trimmed, line breaks kept, and answers it on GET users/me', async () => {
    const { user, headers } = await collaborator();
    const response = await patch(user.id, headers, {
      ...validResume(),
      summary: `  ${SUMMARY}\n`,
      version: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZResume.parse(response.json()).summary).toBe(SUMMARY);
    const me = await t.app.inject({ url: '/api/users/me', headers });
    expect(me.json<{ resume: ResumeBody }>().resume.summary).toBe(SUMMARY);
  });

  it('accepts a body without a summary, from a client that predates it, as an empty one', async () => {
    const { user, headers } = await collaborator();
    const response = await patch(user.id, headers, { ...withoutSummary(), version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZResume.parse(response.json()).summary).toBe('');
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(row?.document.summary).toBe('');
  });

  it('keeps the stored summary when a tab of the app before it saves without the field, and clears it when sent empty', async () => {
    const { user, headers } = await collaborator();
    const first = await patch(user.id, headers, { ...validResume(), summary: SUMMARY, version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await patch(user.id, headers, {
      ...withoutSummary(),
      desiredPosition: 'Architecte logiciel',
      version: ZResume.parse(first.json()).version,
    });
    expect(stale.statusCode, stale.body).toBe(200);
    const kept = ZResume.parse(stale.json());
    expect(kept.summary).toBe(SUMMARY);
    expect(kept.desiredPosition).toBe('Architecte logiciel');
    const cleared = await patch(user.id, headers, { ...validResume(), summary: '', version: kept.version });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [row] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(row?.document.summary).toBe('');
  });

  it.each([
    ['801 characters', 'a'.repeat(801), 'validation.summaryTooLong', /800/],
    ['a less-than sign', 'Java <3', 'validation.angleBrackets', /</],
    ['characters no font prints', 'Développeuse 開発者', 'validation.unprintableCharacters', /開 発 者/],
  ])('refuses a summary with %s on body.summary, storing nothing', async (_case, summary, key, message) => {
    const { user, headers } = await collaborator();
    const response = await patch(user.id, headers, { ...validResume(), summary, version: 0 });
    expect(response.statusCode).toBe(400);
    const details = response.json<Details>().details.filter((detail) => detail.path === 'body.summary');
    expect(details.map((detail) => detail.key)).toEqual([key]);
    expect(details[0]?.message).toMatch(message);
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
  });

  it('says the bound in the collaborator’s language', async () => {
    const { user, headers } = await collaborator();
    const response = await patch(user.id, headers, {
      ...validResume(),
      summary: 'a'.repeat(801),
      version: 0,
    });
    const messages = response.json<Details>().details.filter((detail) => detail.path === 'body.summary');
    expect([
      'Le résumé professionnel contient au plus 800 caractères.',
      'The professional summary holds at most 800 characters.',
    ]).toContain(messages[0]?.message);
  });
});

describe('issue #28 §2: migration 0013 gives every stored file an empty summary', () => {
  const migration = readFileSync(
    new URL('../../../drizzle/0013_resume_summary.sql', import.meta.url),
    'utf8',
  );

  it('adds it to a file stored without it, keeps one written, and leaves versions and dates', async () => {
    const old = await collaborator();
    const current = await collaborator();
    expect((await patch(old.user.id, old.headers, { ...validResume(), version: 0 })).statusCode).toBe(200);
    expect(
      (await patch(current.user.id, current.headers, { ...validResume(), summary: SUMMARY, version: 0 }))
        .statusCode,
    ).toBe(200);
    // The file as stored before the summary existed.
    await t.db
      .update(resumes)
      .set({ document: withoutSummary() as ResumeBody })
      .where(eq(resumes.userId, old.user.id));
    const read = async (userId: string) =>
      (await t.db.select().from(resumes).where(eq(resumes.userId, userId)))[0]!;
    const [oldBefore, currentBefore] = [await read(old.user.id), await read(current.user.id)];
    expect(oldBefore.document).not.toHaveProperty('summary');

    await t.db.execute(sql.raw(migration));

    const [oldAfter, currentAfter] = [await read(old.user.id), await read(current.user.id)];
    expect(oldAfter.document).toEqual({ ...oldBefore.document, summary: '' });
    expect(oldAfter.version).toBe(oldBefore.version);
    expect(oldAfter.updatedAt.toISOString()).toBe(oldBefore.updatedAt.toISOString());
    expect(currentAfter).toEqual(currentBefore);
    // The next save of the same file writes nothing (issue #26 §17): the stored file is the body.
    const again = await patch(old.user.id, old.headers, { ...validResume(), version: oldAfter.version });
    expect(again.statusCode, again.body).toBe(200);
    expect((await read(old.user.id)).version).toBe(oldAfter.version);
  });
});
