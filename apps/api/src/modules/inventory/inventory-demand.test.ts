/**
 * issue #29 §2 "Demand" and §3 "Gaps": `GET /api/inventory/demand` counts what the client requests HR saved ask
 * — requests per month over the window, the skills asked most (required and nice apart) and the
 * years asked — and, for each skill, the active people who hold it, with the years asked or not.
 * `GET /api/inventory/gaps` lists the skills asked that fewer than N active people hold, and
 * `GET /api/inventory/trend` one skill month by month. Requests are saved through the API and
 * dated by hand; people hold skills through their files.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedYearsOf, monthsBack, type Demand, type Gaps, type Trend } from '@highlight/domain/inventory';
import type { UserStatus } from '@highlight/domain/user';
import { fileUsing, monthsAgo } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let hr: Record<string, string>;

/** A file holding `skills` (catalogue ids of the `devops` domain), each used `months` up to now. */
const fileOf = (skills: readonly string[], months: number) =>
  fileUsing(
    { id: 'devops', custom: false },
    skills.map((id) => ({ id, custom: false })),
    { startDate: monthsAgo(months), endDate: null },
  );

async function holder(
  skills: readonly string[],
  months: number,
  user: { status: UserStatus; resigner?: boolean; roles?: ('employee' | 'applicant')[] } = {
    status: 'active',
  },
) {
  const { user: created } = await t.createCollaboratorWithFile(
    { roles: user.roles ?? ['employee'], status: user.status },
    fileOf(skills, months),
  );
  if (user.resigner) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${created.id}/switch-resigner`,
      headers: hr,
      payload: { trigram: created.trigram },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** Saves a request asking `skills`, dated `monthsAgo` calendar months back (its 15th, UTC). */
async function saved(
  title: string,
  skills: { id: string; required?: boolean; minYears?: number }[],
  monthsAgo: number,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/client-requests',
    headers: hr,
    payload: { title, text: title, skills },
  });
  expect(response.statusCode, response.body).toBe(201);
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
  await t.db.execute(
    sql`update client_requests set created_at = ${at.toISOString()}::timestamptz where id = ${response.json<{ id: string }>().id}`,
  );
  return response.json<{ id: string }>().id;
}

async function demand(months?: number) {
  const response = await t.app.inject({
    url: `/api/inventory/demand${months === undefined ? '' : `?months=${months}`}`,
    headers: hr,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Demand>();
}

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.createStaff('human_ressources')).headers;
  // Kubernetes: asked by 4 requests (3 required with 2, 3 and 5 years, 1 nice), held by 2 active people.
  await saved(
    'Plateforme cloud',
    [{ id: 'kubernetes', required: true, minYears: 3 }, { id: 'terraform' }],
    0,
  );
  await saved('Migration', [{ id: 'kubernetes', required: true, minYears: 2 }], 1);
  await saved('Run', [{ id: 'kubernetes', required: true, minYears: 5 }], 1);
  await saved(
    'Observabilité',
    [
      { id: 'kubernetes', required: false },
      { id: 'terraform', required: false },
    ],
    4,
  );
  // Asked 13 months ago: outside a 12-month window, inside 24.
  await saved('Ancienne', [{ id: 'ansible' }], 13);
  // Deleted: never counted.
  const deleted = await saved('Supprimée', [{ id: 'ansible' }, { id: 'kubernetes' }], 0);
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/api/client-requests/${deleted}`, headers: hr }))
      .statusCode,
  ).toBe(204);

  await holder(['kubernetes', 'terraform'], 48); // active, 4 years of both
  await holder(['kubernetes'], 12); // active, 1 year
  await holder(['kubernetes'], 72, { status: 'inactive' }); // not active
  await holder(['kubernetes'], 72, { status: 'active', resigner: true }); // an ex-employee
  await holder(['terraform'], 30, { status: 'active', roles: ['applicant'] }); // an applicant in process
});

afterAll(() => t.close());

describe('GET /api/inventory/demand (issue #29 §2)', () => {
  it('counts the saved requests per month of the window, 0 for a month without any, deleted ones left out', async () => {
    const now = new Date();
    const read = await demand(6);
    expect(read.months.map((entry) => entry.month)).toEqual(monthsBack(now, 6));
    expect(read.months.map((entry) => entry.requests)).toEqual([0, 1, 0, 0, 2, 1]);
    expect(read.requests).toBe(4);
    const year = await demand(24);
    expect(year.months).toHaveLength(24);
    expect(year.requests).toBe(5);
  });

  it('lists the skills asked most, required and nice apart, with the years asked (their lower median)', async () => {
    const read = await demand(12);
    expect(
      read.skills.map(({ skill, required, nice, askedYears }) => ({ skill, required, nice, askedYears })),
    ).toEqual([
      { skill: 'kubernetes', required: 3, nice: 1, askedYears: askedYearsOf([3, 2, 5]) },
      { skill: 'terraform', required: 1, nice: 1, askedYears: null },
    ]);
    expect(askedYearsOf([3, 2, 5])).toBe(3);
    // A request older than the window is not counted; a wider window counts it.
    expect((await demand(24)).skills.map((entry) => entry.skill)).toEqual([
      'kubernetes',
      'terraform',
      'ansible',
    ]);
  });

  it('counts the active people who hold each skill, and those with the years asked', async () => {
    const bySkill = new Map((await demand(12)).skills.map((entry) => [entry.skill, entry]));
    // Kubernetes: 2 active holders (the inactive one and the ex-employee apart); 1 with 3 years.
    expect(bySkill.get('kubernetes')).toMatchObject({ holders: 2, holdersWithYears: 1 });
    // Terraform: asked without years, so every holder counts, the applicant in process included.
    expect(bySkill.get('terraform')).toMatchObject({ holders: 2, holdersWithYears: 2 });
  });

  it('refuses a window that is not 3, 6, 12 or 24 months, in the caller’s language', async () => {
    for (const months of ['5', '0', 'douze', '36']) {
      const response = await t.app.inject({ url: `/api/inventory/demand?months=${months}`, headers: hr });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const english = await t.app.inject({
      url: '/api/inventory/demand?months=5',
      headers: (await t.createStaff('admin', 'en')).headers,
    });
    expect(english.body).toContain('3, 6, 12 or 24 months');
  });

  it('answers the default window, 12 months, without a query', async () => {
    expect((await demand()).months).toHaveLength(12);
  });
});

async function read<T>(url: string): Promise<T> {
  const response = await t.app.inject({ url, headers: hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('GET /api/inventory/gaps (issue #29 §3)', () => {
  it('lists the skills asked in the window that fewer than N active people hold, most asked first', async () => {
    // Kubernetes: asked by 4 requests, held by 2 active people; Terraform: asked by 2, held by 2.
    expect((await read<Gaps>('/api/inventory/gaps?months=6&below=3')).skills).toEqual([
      { skill: 'kubernetes', asked: 4, held: 2 },
      { skill: 'terraform', asked: 2, held: 2 },
    ]);
    expect((await read<Gaps>('/api/inventory/gaps?months=6&below=2')).skills).toEqual([]);
  });

  it('reads the window: 3 months leave out the request of 4 months ago; 12 keep only requests of the year', async () => {
    expect((await read<Gaps>('/api/inventory/gaps?months=3&below=3')).skills).toEqual([
      { skill: 'kubernetes', asked: 3, held: 2 },
      { skill: 'terraform', asked: 1, held: 2 },
    ]);
    const year = await read<Gaps>('/api/inventory/gaps?months=12&below=1');
    expect(year).toEqual({ months: 12, below: 1, skills: [], more: 0 });
  });

  it('answers 6 months and N = 3 by default, and refuses a bad window or threshold in the caller’s language', async () => {
    expect(await read<Gaps>('/api/inventory/gaps')).toMatchObject({ months: 6, below: 3 });
    for (const query of ['months=24', 'months=1', 'below=0', 'below=1001', 'below=2.5', 'below=many']) {
      const response = await t.app.inject({ url: `/api/inventory/gaps?${query}`, headers: hr });
      expect(response.statusCode, query).toBe(400);
    }
    const english = (await t.createStaff('admin', 'en')).headers;
    const refused = await t.app.inject({ url: '/api/inventory/gaps?below=0', headers: english });
    expect(refused.body).toContain('from 1 to 1,000');
  });
});

describe('GET /api/inventory/trend (issue #29 §3)', () => {
  it('counts per month the requests asking for the skill and the active people holding it by then', async () => {
    const trend = await read<Trend>('/api/inventory/trend?skill=kubernetes&months=6');
    expect(trend.skill).toBe('kubernetes');
    expect(trend.months.map((entry) => entry.month)).toEqual(monthsBack(new Date(), 6));
    expect(trend.months.map((entry) => entry.asked)).toEqual([0, 1, 0, 0, 2, 1]);
    // Both active holders' accounts were made this month: held from this month on only.
    expect(trend.months.map((entry) => entry.held)).toEqual([0, 0, 0, 0, 0, 2]);
  });

  it('counts a holder from the month their account was made', async () => {
    // The applicant holding Terraform joined last month; the other holder, this month.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10)).toISOString();
    await t.db.execute(sql`
      update users set created_at = ${lastMonth}::timestamptz
      where id in (select user_id from skill_usage where skill = 'terraform' and role = 'applicant')`);
    const trend = await read<Trend>('/api/inventory/trend?skill=terraform&months=3');
    expect(trend.months.map((entry) => entry.held)).toEqual([0, 1, 2]);
    expect(trend.months.map((entry) => entry.asked)).toEqual([0, 0, 1]);
  });

  it('answers zeros for a skill nobody asks or holds, and refuses a missing skill', async () => {
    const trend = await read<Trend>('/api/inventory/trend?skill=cobol&months=3');
    expect(trend.months.map((entry) => [entry.asked, entry.held])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect((await t.app.inject({ url: '/api/inventory/trend?months=3', headers: hr })).statusCode).toBe(400);
  });
});
