/**
 * Issue #27 §4: `POST /api/match` filters the people it ranks — spec §4 status, outdated (spec §9:
 * 6 months), employee or applicant, and a minimum level of the language asked (spec §3 levels, a
 * TOEIC or TOEFL score read as `spokenLevelOf`) — in the database, before the limit, and refuses
 * a bad filter with a localised 400. People hold a skill of their own so that only they match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeBody, ResumeLanguage } from '@highlight/domain/resume';
import type { UserStatus } from '@highlight/domain/user';
import { sql } from 'drizzle-orm';
import { fileUsing, monthsAgo } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hrHeaders: Record<string, string>;
const marker = `custom-filtre-${Date.now().toString(36)}`;
const people: Record<string, string> = {};

/** A file holding the marker skill (used `months` in one project) and `languages`. */
const fileOf = (languages: ResumeLanguage[], months: number): ResumeBody => ({
  ...fileUsing(
    { id: 'custom-stack', custom: true, label: 'Stack' },
    [{ id: marker, custom: true, label: 'Filtre' }],
    { startDate: monthsAgo(months), endDate: null },
  ),
  languages,
});

const spoken = (code: string, level: ResumeLanguage['level'], score: number | null = null) => ({
  code,
  level,
  score,
});

async function person(
  name: string,
  user: { roles: ('employee' | 'applicant')[]; status: UserStatus },
  languages: ResumeLanguage[],
  months: number,
) {
  const created = await t.createCollaboratorWithFile({ lastname: name, ...user }, fileOf(languages, months));
  people[name] = created.user.id;
}

/** The file was last saved `days` ago (the resume and the account alike). */
async function lastSaved(name: string, days: number, id = people[name]!) {
  const at = new Date(Date.now() - days * 86_400_000).toISOString();
  await t.db.execute(sql`update resumes set updated_at = ${at}::timestamptz where user_id = ${id}`);
  await t.db.execute(sql`update users set updated_at = ${at}::timestamptz where id = ${id}`);
  await t.db.execute(
    sql`update resume_search set resume_updated_at = ${at}::timestamptz where user_id = ${id}`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const hr = await t.createUser({ roles: ['human_ressources'] });
  hrHeaders = await t.authHeader(hr);
  // The more months of use, the better the rank: Ancien first, Natif last.
  await person('Ancien', { roles: ['employee'], status: 'active' }, [spoken('en', 'full_professional')], 60);
  await person(
    'Horsjeu',
    { roles: ['employee'], status: 'off_process' },
    [spoken('en', 'limited_professional')],
    50,
  );
  await person(
    'Attente',
    { roles: ['applicant'], status: 'inactive' },
    [spoken('en', 'bilingual_native')],
    40,
  );
  await person('Perime', { roles: ['employee'], status: 'active' }, [spoken('en', 'toeic', 950)], 30);
  await person(
    'Toeic',
    { roles: ['applicant'], status: 'active' },
    [spoken('en', 'toeic', 900), spoken('fr', 'bilingual_native')],
    20,
  );
  await person('Natif', { roles: ['employee'], status: 'active' }, [spoken('fr', 'bilingual_native')], 10);
  // spec §9: outdated after 6 months without an update; a day short of it is not.
  await lastSaved('Perime', 190);
  await lastSaved('Ancien', 175);
});
afterAll(() => t.close());

async function match(body: object, headers: Record<string, string> = hrHeaders) {
  return t.app.inject({
    method: 'POST',
    url: '/api/match',
    headers,
    payload: { skills: [{ id: marker }], limit: 200, ...body },
  });
}

/** The names of the people `filters` keep, best first. */
async function kept(filters: object): Promise<string[]> {
  const response = await match(filters);
  expect(response.statusCode, response.body).toBe(200);
  const byId = new Map(Object.entries(people).map(([name, id]) => [id, name]));
  return response
    .json<{ results: { userId: string }[] }>()
    .results.map((result) => byId.get(result.userId) ?? result.userId);
}

describe('POST /api/match filters (issue #27 §4)', () => {
  it('ranks everyone holding the skill without a filter', async () => {
    expect(await kept({})).toEqual(['Ancien', 'Horsjeu', 'Attente', 'Perime', 'Toeic', 'Natif']);
  });

  it('keeps only the statuses listed (spec §4)', async () => {
    expect(await kept({ status: ['active'] })).toEqual(['Ancien', 'Perime', 'Toeic', 'Natif']);
    expect(await kept({ status: ['off_process'] })).toEqual(['Horsjeu']);
    expect(await kept({ status: ['active', 'inactive'] })).toEqual([
      'Ancien',
      'Attente',
      'Perime',
      'Toeic',
      'Natif',
    ]);
    expect(await kept({ status: [] })).toHaveLength(6);
  });

  it('keeps only outdated files, or only up-to-date ones (spec §9: 6 months)', async () => {
    expect(await kept({ outdated: true })).toEqual(['Perime']);
    expect(await kept({ outdated: false })).toEqual(['Ancien', 'Horsjeu', 'Attente', 'Toeic', 'Natif']);
    const results = (await match({ outdated: true })).json<{ results: { user: { outdated: boolean } }[] }>()
      .results;
    expect(results.map((result) => result.user.outdated)).toEqual([true]);
  });

  it('keeps only employees, or only applicants', async () => {
    expect(await kept({ role: 'employee' })).toEqual(['Ancien', 'Horsjeu', 'Perime', 'Natif']);
    expect(await kept({ role: 'applicant' })).toEqual(['Attente', 'Toeic']);
  });

  it('keeps the speakers of the language at the minimum level or above, scores read as levels', async () => {
    expect(await kept({ language: 'en' })).toEqual(['Ancien', 'Horsjeu', 'Attente', 'Perime', 'Toeic']);
    // "Limited professional capacity" no longer passes for a fluent English requirement.
    expect(await kept({ language: 'en', minLanguageLevel: 'full_professional' })).toEqual([
      'Ancien',
      'Attente',
      'Perime',
    ]);
    expect(await kept({ language: 'en', minLanguageLevel: 'limited_professional' })).toEqual([
      'Ancien',
      'Horsjeu',
      'Attente',
      'Perime',
      'Toeic',
    ]);
    expect(await kept({ language: 'en', minLanguageLevel: 'notions' })).toHaveLength(5);
    expect(await kept({ language: 'en', minLanguageLevel: 'bilingual_native' })).toEqual(['Attente']);
    // Toeic's French is native; its English score is not: the level is the language's own.
    expect(await kept({ language: 'fr', minLanguageLevel: 'bilingual_native' })).toEqual(['Toeic', 'Natif']);
  });

  it('combines the filters, each narrowing the others', async () => {
    const all = {
      status: ['active'],
      outdated: false,
      role: 'employee',
      language: 'en',
      minLanguageLevel: 'full_professional',
    };
    expect(await kept(all)).toEqual(['Ancien']);
    expect(await kept({ ...all, role: 'applicant' })).toEqual([]);
    expect(await kept({ ...all, outdated: true })).toEqual(['Perime']);
    expect(await kept({ status: ['active', 'inactive'], role: 'applicant', language: 'en' })).toEqual([
      'Attente',
      'Toeic',
    ]);
  });

  it('filters before the limit: the best person kept comes first, not an empty page', async () => {
    expect(await kept({ limit: 1, role: 'applicant' })).toEqual(['Attente']);
    expect(await kept({ limit: 2, status: ['active'], outdated: false })).toEqual(['Ancien', 'Toeic']);
  });

  it.each([
    [{ status: ['retired'] }, 'status.0', 'validation.invalidValue'],
    [{ status: 'active' }, 'status', 'validation.invalidValue'],
    [{ outdated: 'yes' }, 'outdated', 'validation.invalidValue'],
    [{ role: 'admin' }, 'role', 'validation.invalidValue'],
    [{ language: 'xx' }, 'language', 'validation.unknownLanguage'],
    [{ language: 'en', minLanguageLevel: 'fluent' }, 'minLanguageLevel', 'validation.invalidValue'],
    [{ language: 'en', minLanguageLevel: 'toeic' }, 'minLanguageLevel', 'validation.invalidValue'],
    [{ minLanguageLevel: 'full_professional' }, 'minLanguageLevel', 'validation.matchLevelWithoutLanguage'],
  ])('refuses %j with a 400 naming the field', async (filters, path, key) => {
    const response = await match(filters);
    expect(response.statusCode).toBe(400);
    const details = response.json<{ details: { path: string; key: string }[] }>().details;
    expect(details).toContainEqual(expect.objectContaining({ path: `body.${path}`, key }));
  });

  it("says why in the reader's language, French or English", async () => {
    const refused = async (body: object, locale: 'fr' | 'en') => {
      const reader = await t.createUser({
        roles: ['human_ressources'],
        userSettings: { displayLanguage: locale },
      });
      return (await match(body, await t.authHeader(reader)))
        .json<{ details: { message: string }[] }>()
        .details.map((detail) => detail.message);
    };
    const levelAlone = { minLanguageLevel: 'full_professional' };
    expect(await refused(levelAlone, 'fr')).toEqual([
      'Choisissez la langue dont vous demandez un niveau minimal.',
    ]);
    expect(await refused(levelAlone, 'en')).toEqual(['Choose the language whose minimum level you ask for.']);
    expect(await refused({ language: 'xx' }, 'fr')).toEqual(['Cette langue est inconnue.']);
    expect(await refused({ language: 'xx' }, 'en')).toEqual(['This language is unknown.']);
  });
});

describe('POST /api/match filters follow the files without a reindex (migration 0012)', () => {
  it('follows a status change, a changed language level and a saved file', async () => {
    const skill = `custom-suivi-${Date.now().toString(36)}`;
    const file = (languages: ResumeLanguage[]): ResumeBody => {
      const base = fileOf(languages, 12);
      const ref = { id: skill, custom: true, label: 'Suivi' };
      return {
        ...base,
        technicalSkills: [{ ...base.technicalSkills[0]!, skills: [ref] }],
        experiences: base.experiences.map((experience) => ({
          ...experience,
          projectExperiences: experience.projectExperiences.map((project) => ({
            ...project,
            technicalEnvironment: [ref],
          })),
        })),
      };
    };
    const { user, headers } = await t.createCollaboratorWithFile(
      { lastname: 'Suivi', roles: ['employee'], status: 'inactive' },
      file([spoken('en', 'limited_professional')]),
    );
    const found = async (filters: object) => {
      const response = await match({ ...filters, skills: [{ id: skill }] });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: { userId: string }[] }>().results.map((result) => result.userId);
    };
    expect(await found({})).toEqual([user.id]);

    // A status changed by HR (users → resume_search → skill_usage).
    expect(await found({ status: ['active'] })).toEqual([]);
    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: await t.authHeader(superadmin),
      payload: { ids: [user.id], status: 'active' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await found({ status: ['active'] })).toEqual([user.id]);
    expect(await found({ status: ['inactive'] })).toEqual([]);

    // A level raised in the file.
    const fluent = { language: 'en', minLanguageLevel: 'full_professional' };
    expect(await found(fluent)).toEqual([]);
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...file([spoken('en', 'toeic', 960)]), version: 1 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await found(fluent)).toEqual([user.id]);
    expect(await found({ language: 'en', minLanguageLevel: 'bilingual_native' })).toEqual([]);

    // An outdated file changed again is up to date.
    await lastSaved('Suivi', 200, user.id);
    expect(await found({ outdated: true })).toEqual([user.id]);
    expect(await found({ outdated: false })).toEqual([]);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers,
      payload: { ...file([spoken('en', 'toeic', 960)]), softSkills: ['Rigueur'], version: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await found({ outdated: true })).toEqual([]);
    expect(await found({ outdated: false })).toEqual([user.id]);
  });
});
