/**
 * issue #29 §1 "Supply": `GET /api/inventory/supply` counts, per catalogue domain and skill, the
 * people by group (employees, applicants, ex-employees apart) and status, their years of use by
 * range, the year they last used it and the outdated files (spec §9), from the counts the
 * triggers keep (migration 0014) — each figure equal to the dashboard's total for the same
 * filter, with and without the referee, profession, status and role filters; the counts follow a
 * status change, stay exact as files turn outdated with time, and survive the upkeep's sweep and
 * compaction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLY_GROUPS, type Supply, type SupplyQuery } from '@highlight/domain/inventory';
import { supplyCellFilter, type DashboardFilter, type SupplyCell } from '@highlight/domain/inventory-links';
import { USER_STATUSES } from '@highlight/domain/user-fields';
import type { ResumeBody } from '@highlight/domain/resume';
import { rowsOf } from '../../db/client.ts';
import { fileUsing } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { readSupply } from './service.ts';
import { upkeepSupply } from './upkeep.ts';
import type { UserRow } from '../users/repository.ts';
import { loadReferenceItems } from '../reference/service.ts';

let t: TestApp;
let hr: Record<string, string>;
let hrUser: UserRow;
let otherHrId: string;
/** Each person's id and sign-in header, by name. */
const signedIn = new Map<string, { id: string; headers: Record<string, string> }>();

interface Person {
  name: string;
  role: 'employee' | 'applicant';
  status: 'active' | 'inactive' | 'off_process';
  resigner?: boolean;
  referee: 'hr' | 'other' | null;
  skills: readonly string[];
  /** Start and end (`YYYY-MM`, null: ongoing) of the one project using every skill. */
  used: [string, string | null];
  /** Days since the file was last saved. */
  savedDaysAgo: number;
  job?: string;
}

const PEOPLE: Person[] = [
  {
    name: 'Alpha',
    role: 'employee',
    status: 'active',
    referee: 'hr',
    skills: ['kubernetes', 'docker'],
    used: ['2025-06', null],
    savedDaysAgo: 5,
    job: 'devops-engineer',
  },
  {
    name: 'Bravo',
    role: 'employee',
    status: 'active',
    referee: 'hr',
    skills: ['kubernetes'],
    used: ['2021-01', '2023-12'],
    savedDaysAgo: 300,
  },
  {
    name: 'Charlie',
    role: 'applicant',
    status: 'inactive',
    referee: 'other',
    skills: ['kubernetes', 'terraform'],
    used: ['2016-01', '2022-06'],
    savedDaysAgo: 20,
    job: 'devops-engineer',
  },
  {
    name: 'Delta',
    role: 'employee',
    status: 'off_process',
    resigner: true,
    referee: 'hr',
    skills: ['kubernetes', 'java'],
    used: ['2010-01', '2021-03'],
    savedDaysAgo: 800,
  },
  {
    name: 'Echo',
    role: 'applicant',
    status: 'active',
    referee: null,
    skills: ['terraform', 'java'],
    used: ['2024-03', '2024-09'],
    savedDaysAgo: 100,
  },
  {
    name: 'Foxtrot',
    role: 'employee',
    status: 'inactive',
    referee: 'other',
    skills: ['docker'],
    used: ['2012-05', null],
    savedDaysAgo: 190,
    job: 'devops-engineer',
  },
];

function fileOf(person: Person): ResumeBody {
  const file = fileUsing(
    { id: 'devops', custom: false },
    person.skills.map((id) => ({ id, custom: false })),
    { startDate: person.used[0], endDate: person.used[1] },
  );
  return person.job
    ? { ...file, jobs: [{ job: { id: person.job, custom: false }, experienceMonths: 24 }] }
    : file;
}

async function supply(query: string, headers = hr): Promise<Supply> {
  const response = await t.app.inject({ url: `/api/inventory/supply${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Supply>();
}

async function dashboardTotal(query: string): Promise<number> {
  const response = await t.app.inject({ url: `/api/users?allCandidates=true&${query}`, headers: hr });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number }>().total;
}

/** The supply's filters (absent: not filtered). */
type Filter = Partial<Pick<SupplyQuery, 'status' | 'role' | 'referee' | 'jobs'>>;

/**
 * `GET /api/users`' query string for a dashboard filter (one value per repeated key), as the
 * Inventory's links make it (`supplyCellFilter`): what the dashboard lists for a cell.
 */
function dashboardQuery(filter: DashboardFilter): string {
  return [
    ...(['skills', 'status', 'role', 'referee', 'jobs'] as const).flatMap((key) =>
      filter[key].map((value) => `${key}=${value}`),
    ),
    ...(filter.resigner === undefined ? [] : [`resigner=${filter.resigner}`]),
    ...(filter.outdated ? ['outdated=true'] : []),
  ].join('&');
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.createStaff('human_ressources');
  hr = staff.headers;
  hrUser = staff.user;
  otherHrId = (await t.createStaff('human_ressources')).user.id;
  for (const person of PEOPLE) {
    const refereeId = person.referee === 'hr' ? staff.user.id : person.referee === 'other' ? otherHrId : null;
    const { user, headers } = await t.createCollaboratorWithFile(
      { lastname: person.name, roles: [person.role], status: person.status, refereeId },
      fileOf(person),
    );
    signedIn.set(person.name, { id: user.id, headers });
    if (person.resigner) await t.db.execute(sql`update users set resigner = true where id = ${user.id}`);
    const at = new Date(Date.now() - person.savedDaysAgo * 86_400_000).toISOString();
    await t.db.execute(
      sql`update resume_search set resume_updated_at = ${at}::timestamptz where user_id = ${user.id}`,
    );
  }
});

afterAll(() => t.close());

/**
 * Every figure of `answer` against the dashboard's total for the link the Inventory makes for it
 * (`supplyCellFilter`: the same filter and cell); a cell the filter leaves empty has no link and
 * counts nobody.
 */
async function expectDashboardTotals(answer: Supply, filter: Filter) {
  const query = { status: [], role: [], referee: [], jobs: [], ...filter };
  const totalOf = async (skill: string, cell?: SupplyCell) => {
    const link = supplyCellFilter(query, skill, cell);
    return link === null ? 0 : dashboardTotal(dashboardQuery(link));
  };
  for (const skill of answer.skills) {
    expect(skill.people, skill.skill).toBe(await totalOf(skill.skill));
    expect(skill.outdated, `${skill.skill} outdated`).toBe(await totalOf(skill.skill, { outdated: true }));
    for (const group of SUPPLY_GROUPS) {
      expect(skill.groups[group], `${skill.skill} ${group}`).toBe(await totalOf(skill.skill, { group }));
    }
    for (const status of USER_STATUSES) {
      expect(skill.statuses[status], `${skill.skill} ${status}`).toBe(await totalOf(skill.skill, { status }));
    }
  }
}

describe('GET /api/inventory/supply (issue #29 §1)', () => {
  it('counts each skill’s people by group and status, and the outdated files, as the dashboard filters them', async () => {
    const answer = await supply('');
    expect(answer.skills.map((skill) => [skill.skill, skill.people])).toEqual([
      ['kubernetes', 4],
      ['docker', 2],
      ['java', 2],
      ['terraform', 2],
    ]);
    expect(answer.skills[0]).toMatchObject({
      domain: 'devops',
      groups: { employee: 2, applicant: 1, exEmployee: 1 },
      statuses: { active: 2, inactive: 1, off_process: 1 },
      outdated: 2,
    });
    expect(answer.more).toBe(0);
    await expectDashboardTotals(answer, {});
  });

  it('splits the years of use in four ranges and counts the year each holder last used the skill', async () => {
    const kubernetes = (await supply('?domain=devops')).skills.find((skill) => skill.skill === 'kubernetes');
    // Alpha since 2025-06 (under 2 years), Bravo 3 years, Charlie 6.5 years, Delta 11 years.
    expect(kubernetes?.years).toEqual({ under2: 1, from2to5: 1, from5to10: 1, from10: 1 });
    const thisYear = new Date().getUTCFullYear();
    expect(kubernetes?.lastUsed).toEqual([
      { year: thisYear, people: 1 },
      { year: 2023, people: 1 },
      { year: 2022, people: 1 },
      { year: 2021, people: 1 },
    ]);
  });

  it('answers a domain’s skills only, and counts a domain’s people once whatever their number of its skills', async () => {
    const answer = await supply('?domain=devops');
    expect(answer.skills.map((skill) => skill.skill).sort()).toEqual(['docker', 'kubernetes', 'terraform']);
    const devops = answer.domains.find((domain) => domain.domain === 'devops');
    // Alpha holds two of its skills and counts once; everyone but Echo (java, terraform: one) … all six.
    expect(devops).toMatchObject({ people: 6, groups: { employee: 3, applicant: 2, exEmployee: 1 } });
    expect(answer.domains.find((domain) => domain.domain === 'languages')).toMatchObject({ people: 2 });
  });

  it.each<[string, Filter]>([
    ['status=active', { status: ['active'] }],
    ['role=applicant', { role: ['applicant'] }],
    [
      'status=inactive,off_process&role=employee',
      { status: ['inactive', 'off_process'], role: ['employee'] },
    ],
  ])('filters by status and role from the counts (%s), equal to the dashboard', async (query, filter) => {
    const answer = await supply(`?${query}`);
    expect(answer.skills.length).toBeGreaterThan(0);
    await expectDashboardTotals(answer, filter);
  });

  it('filters by referee (or none) and by profession from the people’s rows, equal to the dashboard', async () => {
    const mine = await supply(`?referee=${hrUser.id}`);
    expect(mine.skills.find((skill) => skill.skill === 'kubernetes')?.people).toBe(3);
    await expectDashboardTotals(mine, { referee: [hrUser.id] });
    const none = await supply('?referee=none');
    expect(none.skills.map((skill) => skill.skill).sort()).toEqual(['java', 'terraform']);
    await expectDashboardTotals(none, { referee: ['none'] });
    const devops = await supply('?jobs=devops-engineer&status=active,inactive');
    expect(devops.skills.find((skill) => skill.skill === 'docker')?.people).toBe(2);
    await expectDashboardTotals(devops, { jobs: ['devops-engineer'], status: ['active', 'inactive'] });
    // Two referees are their two counts summed; a referee and a profession, the people's rows.
    const two = await supply(`?referee=${hrUser.id},none`);
    expect(two.skills.find((skill) => skill.skill === 'java')?.people).toBe(2);
    await expectDashboardTotals(two, { referee: [hrUser.id, 'none'] });
    const both = await supply(`?referee=${hrUser.id}&jobs=devops-engineer`);
    expect(both.skills.map((skill) => [skill.skill, skill.people])).toEqual([
      ['docker', 1],
      ['kubernetes', 1],
    ]);
    await expectDashboardTotals(both, { referee: [hrUser.id], jobs: ['devops-engineer'] });
    // The same figures through both paths: the years and last uses of a referee filter too.
    const kubernetes = mine.skills.find((skill) => skill.skill === 'kubernetes');
    expect(kubernetes?.years).toEqual({ under2: 1, from2to5: 1, from5to10: 0, from10: 1 });
  });

  it('follows a status change at once, through the triggers', async () => {
    const before = (await supply('?status=active')).skills.find(
      (skill) => skill.skill === 'terraform',
    )?.people;
    const [echo] = await rowsOf<{ id: string }>(t.db, sql`select id from users where lastname = 'Echo'`);
    await t.db.execute(sql`update users set status = 'off_process' where id = ${echo!.id}`);
    const after =
      (await supply('?status=active')).skills.find((skill) => skill.skill === 'terraform')?.people ?? 0;
    expect(after).toBe((before ?? 0) - 1);
    await t.db.execute(sql`update users set status = 'active' where id = ${echo!.id}`);
  });

  it('follows a save that drops a skill and adds another, each slot counted once (migration 0016)', async () => {
    const alpha = signedIn.get('Alpha')!;
    const save = async (skills: readonly string[], version: number) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${alpha.id}/resume`,
        headers: alpha.headers,
        payload: { ...fileOf({ ...PEOPLE[0]!, skills }), version },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const peopleOf = (answer: Supply, skill: string) =>
      answer.skills.find((entry) => entry.skill === skill)?.people ?? 0;
    const before = await supply('');
    const appended = async () =>
      Number(
        (
          await rowsOf<{ rows: number }>(
            t.db,
            sql`select count(*)::int as rows from inventory_supply where not folded and scope <> 'files'`,
          )
        )[0]?.rows,
      );
    await upkeepSupply(t.db);
    // Alpha's kubernetes and docker become kubernetes and terraform.
    await save(['kubernetes', 'terraform'], 1);
    const after = await supply('');
    expect(peopleOf(after, 'docker')).toBe(peopleOf(before, 'docker') - 1);
    expect(peopleOf(after, 'terraform')).toBe(peopleOf(before, 'terraform') + 1);
    expect(peopleOf(after, 'kubernetes')).toBe(peopleOf(before, 'kubernetes'));
    // Alpha still holds two devops skills: the domain counts them once, as before.
    expect(after.domains).toEqual(before.domains);
    await expectDashboardTotals(after, {});
    // Only the slots that changed were appended: docker's and terraform's, in Alpha's scopes
    // (everyone's, the referee's, the profession's) — not every skill's −1 then +1.
    expect(await appended()).toBe(2 * 3);
    await save(['kubernetes', 'docker'], 2);
    expect(await supply('')).toEqual(before);
  });

  it('counts files turned outdated since they were written, then the same after the upkeep’s sweep and compaction', async () => {
    const later = new Date(Date.now() + 200 * 86_400_000);
    const query: SupplyQuery = { status: [], role: [], referee: [], jobs: [] };
    const { ctx } = t;
    const aged = await readSupply(ctx, hrUser, query, later);
    // 200 days on, every file is more than six months old.
    expect(aged.skills.find((skill) => skill.skill === 'kubernetes')?.outdated).toBe(4);
    const round = await upkeepSupply(t.db, later);
    expect(round?.marked).toBeGreaterThan(0);
    const swept = await readSupply(ctx, hrUser, query, later);
    expect(swept).toEqual(aged);
    // The compaction left one row per key.
    const [folded] = await rowsOf<{ keys: number; distinct: number }>(
      t.db,
      sql`select count(*)::int as keys, count(distinct (scope, kind, skill))::int as distinct from inventory_supply`,
    );
    expect(folded?.keys).toBe(folded?.distinct);
  });

  it('answers the 60 most held skills and says how many more are held, on both paths', async () => {
    // One more person holding 61 catalogue skills the others hold none of.
    const taken = new Set(PEOPLE.flatMap((person) => person.skills));
    const catalogue = await loadReferenceItems(t.db);
    const many = catalogue.items
      .filter((item) => item.kind === 'skill' && !taken.has(item.id))
      .slice(0, 61)
      .map((item) => item.id);
    // A domain lists at most 60 skills and a project uses at most 30: two domains, one project.
    const listed = (ids: string[]) => ids.map((id) => ({ id, custom: false }));
    const file = fileOf({ ...PEOPLE[0]!, skills: many.slice(0, 30) });
    await t.createCollaboratorWithFile(
      { lastname: 'Golf', roles: ['employee'], status: 'active', refereeId: null },
      {
        ...file,
        jobs: [],
        technicalSkills: [
          { domain: { id: 'devops', custom: false }, skills: listed(many.slice(0, 31)) },
          { domain: { id: 'languages', custom: false }, skills: listed(many.slice(31)) },
        ],
      },
    );
    const held = taken.size + many.length;
    const counted = await supply('');
    expect(counted.skills).toHaveLength(60);
    expect(counted.more).toBe(held - 60);
    // Two professions: counted from the people's rows, the same answer's shape.
    const filtered = await supply('?referee=none&jobs=devops-engineer,cloud-engineer');
    expect(filtered.more).toBe(0);
    const none = await supply('?referee=none&status=active');
    expect(none.skills).toHaveLength(60);
    // Echo (java, terraform) and Golf (61) have no referee and are active.
    expect(none.more).toBe(2 + 61 - 60);
  });

  it('refuses an unknown status with a localised 400', async () => {
    const response = await t.app.inject({ url: '/api/inventory/supply?status=retired', headers: hr });
    expect(response.statusCode).toBe(400);
  });
});
