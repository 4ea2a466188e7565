/**
 * issue #30 §1: dashboard searches computed once per data version and filter set
 * (`./cache.ts`). Through the API, with the cache on as in production: after an insert, a save,
 * a status change, a transfer and a delete, the list answers what a fresh computation gives,
 * its facet counts equal the totals their filters give, and the change is counted; a file
 * turning outdated ends a kept answer at its exact moment (spec §4, §9); the data version's rows
 * fold without changing it. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ResumeBody } from '@highlight/domain/resume';
import type { UserListResponse } from '@highlight/domain/user';
import { outdatedAfter } from '@highlight/domain/outdated';
import { rowsOf } from '../../db/client.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';
import { dataWindow } from './cache.ts';
import { relevanceCriteria, searchIndex, type SearchCriteria } from './repository.ts';
import { compactSearchChanges } from './upkeep.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hr: Awaited<ReturnType<typeof t.createUser>>;
let hrHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  hr = await t.createUser({ roles: ['human_ressources'], firstname: 'Rh', lastname: 'Cache' });
  hrHeaders = await t.authHeader(hr);
});
afterAll(() => t.close());

/** A file holding the custom skills `skills` (custom ids scope a test's people). */
function fileWith(skills: string[]): ResumeBody {
  const file = validResume();
  return {
    ...file,
    technicalSkills: [
      ...file.technicalSkills,
      {
        domain: { id: 'custom-cache', custom: true, label: 'Cache' },
        skills: skills.map((id) => ({ id, custom: true, label: id.slice(7) })),
      },
    ],
  };
}

async function list(query: string): Promise<UserListResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: hrHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserListResponse>();
}

describe('the list after each kind of change (issue #30 §1)', () => {
  const marker = 'custom-cache-marker';
  const scope = `allCandidates=true&skills=${marker}`;
  const criteria = (): SearchCriteria =>
    relevanceCriteria('', { limit: 50, now: new Date() }, { skills: [marker] });

  /**
   * The list of the test's people equals a fresh computation (no cache), and each scalar and list
   * facet's count equals the total its filter gives.
   */
  async function expectExact(): Promise<UserListResponse> {
    const page = await list(scope);
    const fresh = await searchIndex(t.db, criteria());
    expect(page.items.map((item) => item.id)).toEqual(fresh.ids);
    expect(page.total).toBe(fresh.total);
    expect(page.facets).toEqual(fresh.facets);
    for (const facet of ['status', 'role', 'referee', 'outdated', 'skills'] as const) {
      for (const { value, count } of page.facets[facet]) {
        expect((await list(`${scope}&${facet}=${value}`)).total, `${facet}=${value}`).toBe(count);
      }
    }
    return page;
  }
  const count = (page: UserListResponse, facet: 'status' | 'referee' | 'skills', value: string) =>
    page.facets[facet].find((entry) => entry.value === value)?.count ?? 0;

  let people: string[] = [];
  let otherHr: Awaited<ReturnType<typeof t.createUser>>;

  it('answers a repeated list from the cache, and the same as a fresh computation', async () => {
    otherHr = await t.createUser({ roles: ['human_ressources'], firstname: 'Autre', lastname: 'Rh' });
    for (const status of ['active', 'active', 'inactive'] as const) {
      const { user } = await t.createCollaboratorWithFile({ status, refereeId: hr.id }, fileWith([marker]));
      people.push(user.id);
    }
    const first = await expectExact();
    expect(first.total).toBe(3);
    const { hits } = t.ctx.searches.stats;
    expect(await list(scope)).toEqual(first);
    expect(t.ctx.searches.stats.hits).toBe(hits + 1);
  });

  it('counts a candidate added through the back office at once', async () => {
    const before = t.ctx.searches.stats.misses;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: hrHeaders,
      payload: {
        firstname: 'Nouvelle',
        lastname: 'Candidate',
        email: 'nouvelle.candidate@highlight.test',
        phoneNumber: '+33612345678',
        sendAccountEmail: false,
        resume: { ...fileWith([marker]), version: 0 },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    people.push(response.json<{ id: string }>().id);
    const page = await expectExact();
    expect(page.total).toBe(4);
    expect(t.ctx.searches.stats.misses).toBeGreaterThan(before);
  });

  it('reads a save of the owner’s file at once (read-your-writes)', async () => {
    const owner = people[0]!;
    await list(scope);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner}/resume`,
      headers: await t.authHeader({ id: owner, roles: ['employee'] }),
      payload: { ...fileWith([marker, 'custom-cache-added']), version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await expectExact();
    expect(count(page, 'skills', 'custom-cache-added')).toBe(1);
  });

  it('moves the status counts when statuses change in bulk', async () => {
    const before = await list(scope);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: hrHeaders,
      payload: { ids: [people[2]], status: 'active' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = await expectExact();
    expect(count(page, 'status', 'active')).toBe(count(before, 'status', 'active') + 1);
    expect(count(page, 'status', 'inactive')).toBe(count(before, 'status', 'inactive') - 1);
  });

  it('moves the referee counts when candidates are transferred', async () => {
    const before = await list(scope);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${otherHr.id}/candidate-transfer`,
      headers: hrHeaders,
      payload: { users: [people[0], people[1]] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = await expectExact();
    expect(count(page, 'referee', otherHr.id)).toBe(2);
    expect(count(page, 'referee', hr.id)).toBe(count(before, 'referee', hr.id) - 2);
  });

  it('drops a deleted person from the list and every count', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${people[1]}`,
      headers: hrHeaders,
    });
    expect(response.statusCode, response.body).toBe(204);
    const page = await expectExact();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).not.toContain(people[1]);
    people = people.filter((id) => id !== people[1]);
  });

  it('shares one computation among identical requests sent at once', async () => {
    // A write makes a new version: the next identical requests all miss, and compute once.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: hrHeaders,
      payload: { ids: [people[0]], status: 'inactive' },
    });
    const { misses, hits } = t.ctx.searches.stats;
    const pages = await Promise.all(Array.from({ length: 6 }, () => list(scope)));
    expect(t.ctx.searches.stats.misses).toBe(misses + 1);
    expect(t.ctx.searches.stats.hits).toBe(hits + 5);
    for (const page of pages) expect(page).toEqual(pages[0]);
  });
});

describe('a file turning outdated ends a kept answer (issue #30 §1, spec §4, §9)', () => {
  it('counts the file outdated from the millisecond after its moment, not before', async () => {
    const referee = await t.createUser({ roles: ['human_ressources'] });
    const person = await t.createUser({ roles: ['employee'], refereeId: referee.id });
    // Last update on 31 August: up to date until the last day of February, 12:00 UTC.
    const updated = new Date('2026-08-31T12:00:00.000Z');
    await t.db.execute(
      sql`update users set updated_at = ${updated.toISOString()}::timestamptz where id = ${person.id}`,
    );
    const until = outdatedAfter(updated);
    const at = (offsetMs: number): SearchCriteria =>
      relevanceCriteria(
        '',
        { limit: 50, now: new Date(until.getTime() + offsetMs) },
        { scopeRefereeId: referee.id },
      );
    const outdated = async (offsetMs: number) =>
      (await t.ctx.searches.search(t.db, at(offsetMs))).facets.outdated.map((entry) => entry.value);

    expect(await outdated(-60_000)).toEqual(['false']);
    const { hits } = t.ctx.searches.stats;
    expect(await outdated(-1)).toEqual(['false']);
    // Kept while no file has turned outdated since.
    expect(t.ctx.searches.stats.hits).toBe(hits + 1);
    expect(await outdated(1)).toEqual(['true']);
    // At the moment itself the file is still up to date: computed again (before the last one), not taken.
    expect(await outdated(0)).toEqual(['false']);
  });

  it('finds the next moment a file turns outdated at the ends of months', async () => {
    const referee = await t.createUser({ roles: ['human_ressources'] });
    const dates = [
      '2026-08-31T12:00:00.000Z',
      '2026-08-30T09:00:00.000Z',
      // Later than 30 August 09:00 on the same 28 February: the moments' order is not the dates'.
      '2026-08-29T23:00:00.000Z',
      '2026-09-30T23:59:59.999Z',
      '2026-10-01T00:00:00.000Z',
      '2027-01-31T06:00:00.000Z',
      '2027-03-31T06:00:00.000Z',
    ].map((iso) => new Date(iso));
    for (const date of dates) {
      const person = await t.createUser({ roles: ['employee'], refereeId: referee.id });
      await t.db.execute(
        sql`update users set updated_at = ${date.toISOString()}::timestamptz where id = ${person.id}`,
      );
    }
    const [{ earliest } = { earliest: '' }] = await rowsOf<{ earliest: string }>(
      t.db,
      sql`select min(coalesce(resume_updated_at, user_updated_at))::text as earliest from resume_search
        where collaborator and live`,
    );
    const everyFile = await rowsOf<{ at: Date | string }>(
      t.db,
      sql`select coalesce(resume_updated_at, user_updated_at) as at from resume_search where collaborator and live`,
    );
    const moments = everyFile.map((row) => outdatedAfter(new Date(row.at)).getTime());
    expect(earliest).not.toBe('');
    // Every day from August 2026 to November 2027, each file's moment and the millisecond around it.
    const probes = [...moments.flatMap((moment) => [moment - 1, moment, moment + 1])];
    for (
      let day = Date.parse('2026-08-01T00:00:00Z');
      day < Date.parse('2027-11-01T00:00:00Z');
      day += 86_400_000
    )
      probes.push(day);
    for (const probe of probes) {
      const expected = Math.min(...moments.filter((moment) => moment >= probe));
      const window = await dataWindow(t.db, new Date(probe));
      expect(window.until, new Date(probe).toISOString()).toBe(expected);
    }
  });
});

describe('the data version (issue #30 §1, migration 0017)', () => {
  const version = async () => (await dataWindow(t.db, new Date())).version;

  const rowCount = async () =>
    (await rowsOf<{ rows: number }>(t.db, sql`select count(*)::int as rows from resume_search_changes`))[0]
      ?.rows ?? 0;

  it('changes with every transaction writing the files, one row each, and folds into one row unchanged', async () => {
    const before = await version();
    await t.createUser({ roles: ['applicant'] });
    const afterOne = await version();
    expect(afterOne).not.toBe(before);
    // One transaction of several writes (each user's trigger writes the search row with a
    // statement of its own): one row, one new version.
    const rowsBefore = await rowCount();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update users set updated_at = updated_at where roles && array['applicant']`);
      await tx.execute(sql`update users set status = status where roles && array['human_ressources']`);
    });
    expect(await rowCount()).toBe(rowsBefore + 1);
    const after = await version();
    expect(after).not.toBe(afterOne);
    // A read changes nothing.
    await list('allCandidates=true');
    expect(await version()).toBe(after);

    expect(await compactSearchChanges(t.db)).toBeGreaterThan(1);
    expect(await rowCount()).toBe(1);
    expect(await version()).toBe(after);
    // One row left: nothing to fold.
    expect(await compactSearchChanges(t.db)).toBe(0);
    expect(await version()).toBe(after);
  });
});
