/**
 * The back office's search (spec §6, §7; issue #9; DESIGN.md "Search") and client-request
 * matching, through the API on hand-built files: normalisation, ranking, accents, typos on
 * names, deleted users, facets equal to the filtered totals, sorting, bounds, `POST /api/match`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeBody } from '@highlight/domain/resume';
import type { UserListResponse } from '@highlight/domain/user';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { compareMatches, scoreMatch, skillWeight } from '@highlight/domain/matching';
import { monthOf } from '@highlight/domain/experience';
import { createTestApp } from '../../../test/helpers.ts';
import { loadReferenceItems } from '../reference/service.ts';
import { reindexSearch } from './reindex.ts';
import { matchCandidates } from './match-repository.ts';
import { relevanceCriteria, searchIndex, type SearchCriteria } from './repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hr: Awaited<ReturnType<typeof t.createUser>>;
let hrHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  hr = await t.createUser({ roles: ['human_ressources'], firstname: 'Rh', lastname: 'Referente' });
  hrHeaders = await t.authHeader(hr);
});
afterAll(() => t.close());

interface FileSpec {
  skills?: string[];
  /** Projects: a name, its technical environment (ids among `skills`), its experience's dates. */
  projects?: { name: string; environment?: string[]; start: string; end: string | null }[];
  desiredPosition?: string;
  languages?: string[];
}

/** A skills file holding `spec`, saved by its owner through the API (spec §7 PATCH resume). */
function resumeOf(spec: FileSpec): ResumeBody {
  const skills = spec.skills ?? [];
  return {
    desiredPosition: spec.desiredPosition ?? '',
    summary: '',
    jobs: [],
    technicalSkills:
      skills.length > 0
        ? [
            {
              domain: { id: 'custom-stack', custom: true, label: 'Stack' },
              // `custom-…` ids are the user's own skills (issue #10 §3: others must be catalogue ids).
              skills: skills.map((id) =>
                id.startsWith('custom-') ? { id, custom: true, label: id.slice(7) } : { id, custom: false },
              ),
            },
          ]
        : [],
    softSkills: [],
    experiences: (spec.projects ?? []).map((project, index) => ({
      id: `exp-${index}`,
      corporation: 'Acme',
      personalProject: false,
      sector: null,
      position: 'Consultant',
      context: 'Mission',
      startDate: project.start,
      endDate: project.end,
      projectExperiences: [
        {
          id: `proj-${index}`,
          name: project.name,
          description: '',
          technicalEnvironment: (project.environment ?? []).map((id) => ({ id, custom: false })),
          jobs: [],
          subSectors: [],
        },
      ],
    })),
    diplomas: [],
    languages: (spec.languages ?? []).map((code) => ({
      code,
      level: 'full_professional' as const,
      score: null,
    })),
  };
}

async function person(overrides: Parameters<typeof t.createUser>[0], spec: FileSpec = {}) {
  const user = await t.createUser({ roles: ['employee'], avatar: 'cat', ...overrides });
  if (Object.keys(spec).length > 0) {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}/resume`,
      headers: await t.authHeader(user),
      payload: { ...resumeOf(spec), version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return user;
}

async function search(query: string): Promise<UserListResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/users/?${query}`, headers: hrHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserListResponse>();
}

const names = (page: UserListResponse) => page.items.map((item) => item.lastname);

describe('search text (spec §7 normalisation; DESIGN.md "Search")', () => {
  let scope: string;
  beforeAll(async () => {
    // Everyone here is the candidate of one referee, so the searches below see only them.
    const referee = await t.createUser({ roles: ['human_ressources'] });
    scope = `idHR=${referee.id}`;
    const mine = { refereeId: referee.id };
    await person({ ...mine, lastname: 'Sharp' }, { skills: ['csharp', 'kubernetes'] });
    await person({ ...mine, lastname: 'Plus' }, { skills: ['cpp'] });
    await person({ ...mine, lastname: 'Cee' }, { skills: ['c', 'docker'] });
    await person({ ...mine, lastname: 'Javaman' }, { skills: ['java', 'kubernetes'] });
    await person({ ...mine, lastname: 'Scripter' }, { skills: ['javascript'] });
    await person(
      { ...mine, lastname: 'Passant' },
      { skills: ['python'], projects: [{ name: 'Migration java legacy', start: '2020-01', end: '2020-12' }] },
    );
    await person({ ...mine, lastname: 'Fantôme', deletedAt: new Date() }, {});
  });

  it('tells C, C++ and C# apart: C# finds csharp, C++ finds cpp (spec §7)', async () => {
    expect(names(await search(`q=${encodeURIComponent('C#')}&${scope}`))).toEqual(['Sharp']);
    expect(names(await search(`q=${encodeURIComponent('C++')}&${scope}`))).toEqual(['Plus']);
  });

  it('reads + and "et" as AND, and gives each term a trailing wildcard', async () => {
    expect(names(await search(`q=${encodeURIComponent('java et kubernetes')}&${scope}`))).toEqual([
      'Javaman',
    ]);
    expect(names(await search(`q=${encodeURIComponent('java + kube')}&${scope}`))).toEqual(['Javaman']);
    expect(names(await search(`q=kube&${scope}`)).sort()).toEqual(['Javaman', 'Sharp']);
  });

  it('ranks a match in the skills before a match in passing', async () => {
    // "java" is a prefix of JavaScript; Passant only names java in a project.
    const page = await search(`q=java&${scope}`);
    expect(names(page).at(-1)).toBe('Passant');
    expect(names(page).slice(0, 2).sort()).toEqual(['Javaman', 'Scripter']);
    expect(page.total).toBe(3);
  });

  it('ranks people whose names match before people whose files do', async () => {
    await person({ refereeId: scope.slice(5), lastname: 'Kubernetes' }, { skills: ['python'] });
    const page = await search(`q=kubernetes&${scope}`);
    expect(names(page)[0]).toBe('Kubernetes');
    expect(page.total).toBe(3);
  });

  it('ignores accents and case, and never shows a soft-deleted user', async () => {
    await person({ refereeId: scope.slice(5), firstname: 'Hélène', lastname: 'Dùrand' });
    expect(names(await search(`q=HELENE%20durand&${scope}`))).toEqual(['Dùrand']);
    expect((await search(`q=fantome&${scope}`)).total).toBe(0);
  });

  it('forgives a typo in a name, and says the results are close names', async () => {
    await person({ refereeId: scope.slice(5), firstname: 'Paul', lastname: 'Martinez' });
    const page = await search(`q=martinz&${scope}`);
    expect(page.fuzzy).toBe(true);
    expect(names(page)).toContain('Martinez');
    expect((await search(`q=martinez&${scope}`)).fuzzy).toBe(false);
  });

  it('answers GET /api/search/query with spec §3 search result people, labels in my language', async () => {
    const response = await t.app.inject({
      url: '/api/search/query?q=java%20et%20kubernetes',
      headers: hrHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<{ lastname: string; uuid: string; id: string; hardSkills: string[] }[]>();
    const javaman = people.find((person) => person.lastname === 'Javaman');
    expect(javaman?.uuid).toBe(javaman?.id);
    expect(javaman?.hardSkills).toEqual(['Java', 'Kubernetes']);
  });

  it('answers the spec path with and without its trailing slash', async () => {
    const withSlash = await t.app.inject({
      method: 'GET',
      url: `/api/users/?q=java&${scope}`,
      headers: hrHeaders,
    });
    const without = await t.app.inject({
      method: 'GET',
      url: `/api/users?q=java&${scope}`,
      headers: hrHeaders,
    });
    expect(withSlash.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
  });
});

describe('facets and filters (issue #9)', () => {
  let scope: string;
  beforeAll(async () => {
    const referee = await t.createUser({ roles: ['human_ressources'] });
    const other = await t.createUser({ roles: ['human_ressources'] });
    scope = `q=&allCandidates=true&skills=custom-facet-marker`;
    const base = (skills: string[], languages: string[]) => ({
      skills: ['custom-facet-marker', ...skills],
      languages,
    });
    // custom-facet-marker is a custom id no other test uses: it scopes these people.
    const rows: [Parameters<typeof t.createUser>[0], FileSpec][] = [
      [{ status: 'active', roles: ['employee'], refereeId: referee.id }, base(['java'], ['fr'])],
      [
        { status: 'active', roles: ['applicant'], refereeId: other.id },
        base(['java', 'docker'], ['fr', 'en']),
      ],
      [{ status: 'inactive', roles: ['applicant'], refereeId: null }, base(['python'], ['en'])],
      [{ status: 'off_process', roles: ['employee'], refereeId: referee.id }, base(['java'], [])],
      [{ status: 'active', roles: ['employee'], refereeId: other.id }, base(['docker'], ['fr'])],
    ];
    for (const [overrides, spec] of rows) await person(overrides, spec);
  });

  it('counts each facet value as the total that filtering on it gives', async () => {
    const page = await search(scope);
    expect(page.total).toBe(5);
    const scalar = ['status', 'role', 'referee', 'resigner', 'outdated'] as const;
    for (const facet of scalar) {
      expect(page.facets[facet].length, facet).toBeGreaterThan(0);
      for (const { value, count } of page.facets[facet]) {
        expect((await search(`${scope}&${facet}=${value}`)).total, `${facet}=${value}`).toBe(count);
      }
    }
    for (const facet of ['skills', 'languages'] as const) {
      for (const { value, count } of page.facets[facet]) {
        expect((await search(`${scope}&${facet}=${value}`)).total, `${facet}=${value}`).toBe(count);
      }
    }
    expect(page.facets.skills.find((entry) => entry.value === 'java')?.count).toBe(3);
    expect(page.facets.referee.find((entry) => entry.value === 'none')?.count).toBe(1);
    expect(page.facets.approximate).toBe(false);
  });

  it('combines values of one facet with OR, and counts a facet without its own filter', async () => {
    const page = await search(`${scope}&status=active,inactive&role=applicant`);
    expect(page.total).toBe(2);
    // Status counts keep the role filter but not the status one: applicants are active 1, inactive 1.
    expect(page.facets.status).toEqual(
      expect.arrayContaining([
        { value: 'active', count: 1 },
        { value: 'inactive', count: 1 },
      ]),
    );
    // Role counts keep the status filter but not the role one: active or inactive, 2 of each.
    expect(page.facets.role).toEqual(
      expect.arrayContaining([
        { value: 'applicant', count: 2 },
        { value: 'employee', count: 2 },
      ]),
    );
  });

  it('requires every chosen skill and language (AND)', async () => {
    expect((await search(`${scope}&skills=java,docker`)).total).toBe(1);
    expect((await search(`${scope}&languages=fr&languages=en`)).total).toBe(1);
  });

  it('sorts by any column, both ways', async () => {
    const byStatus = await search(`${scope}&sort=status`);
    const statuses = byStatus.items.map((item) => item.status);
    expect(statuses).toEqual([...statuses].sort());
    const descending = await search(`${scope}&sort=status&order=desc`);
    expect(descending.items.map((item) => item.status)).toEqual([...statuses].sort().reverse());
    const byReferee = await search(`${scope}&sort=referee`);
    expect(byReferee.items.at(-1)?.referee).toBeNull();
  });

  it('refuses out-of-bounds input with a clear 400 and changes nothing', async () => {
    for (const query of [
      `q=${'a'.repeat(201)}`,
      'pageSize=201',
      'status=unknown',
      'sort=salary',
      `skills=${Array.from({ length: 21 }, (_, index) => `s${index}`).join(',')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: hrHeaders });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/match (issue #9 client request)', () => {
  const now = new Date();
  const monthsAgo = (months: number) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  let senior: string;
  let junior: string;
  let partial: string;

  beforeAll(async () => {
    const marker = 'custom-match-marker';
    senior = (
      await person(
        { lastname: 'Senior' },
        {
          skills: [marker, 'java', 'kubernetes'],
          languages: ['en'],
          projects: [
            {
              name: 'Plateforme',
              environment: ['java', 'kubernetes'],
              // 60 months, ended within two years: full weight (issue #27 §6).
              start: monthsAgo(71),
              end: monthsAgo(12),
            },
          ],
        },
      )
    ).id;
    junior = (
      await person(
        { lastname: 'Junior' },
        {
          skills: [marker, 'java', 'kubernetes'],
          languages: ['en'],
          projects: [{ name: 'Stage', environment: ['java'], start: monthsAgo(11), end: null }],
        },
      )
    ).id;
    partial = (await person({ lastname: 'Partiel' }, { skills: [marker, 'kubernetes'], languages: ['fr'] }))
      .id;
  });

  async function match(body: object, headers = hrHeaders) {
    return t.app.inject({ method: 'POST', url: '/api/match', headers, payload: body });
  }

  it('extracts the skills of a pasted request and ranks people by the documented score', async () => {
    const response = await match({ text: 'Développeur JAVA / Kubernetes, anglais courant', limit: 200 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ skills: { id: string }[]; results: { userId: string; score: number }[] }>();
    expect(body.skills.map((skill) => skill.id)).toEqual(['java', 'kubernetes']);
    const order = body.results
      .map((result) => result.userId)
      .filter((id) => [senior, junior, partial].includes(id));
    expect(order).toEqual([senior, junior, partial]);
  });

  it('answers what it understood of the text, with the words each item came from (issue #27 §3)', async () => {
    const text = [
      'Développeuse Java H/F',
      'Qui sommes-nous ?',
      'Une ESN experte en Docker.',
      'Profil recherché :',
      '- 4 ans d’expérience en K8s',
      'Nice to have : Kafka',
      'Anglais courant',
    ].join('\n');
    const response = await match({ text, limit: 200 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      skills: { id: string; required: boolean; minYears?: number }[];
      understood: {
        skills: { id: string; from: { start: number; end: number; written: string }[] }[];
        jobs: { id: string }[];
        minYears: number | null;
        languages: { code: string; level: string }[];
        skipped: { reason: string }[];
      };
    }>();
    // Required and a plus, with the years asked; Docker is the firm's own blurb.
    expect(body.skills).toEqual([
      { id: 'java', required: true },
      { id: 'kubernetes', required: true, minYears: 4 },
      { id: 'apache-kafka', required: false },
    ]);
    expect(body.understood.skills.map((skill) => skill.from.map((from) => from.written))).toEqual([
      ['Java'],
      ['K8s'],
      ['Kafka'],
    ]);
    for (const skill of body.understood.skills) {
      for (const from of skill.from) expect(text.slice(from.start, from.end)).toBe(from.written);
    }
    expect(body.understood.jobs[0]?.id).toBe('java-developer');
    expect(body.understood.minYears).toBe(4);
    expect(body.understood.languages).toEqual([
      expect.objectContaining({ code: 'en', level: 'full_professional' }),
    ]);
    expect(body.understood.skipped.map((part) => part.reason)).toEqual(['about']);
  });

  it('answers no understanding for picked skills alone', async () => {
    const response = await match({ skills: [{ id: 'java' }], limit: 5 });
    expect(response.json<object>()).not.toHaveProperty('understood');
  });

  it('explains each result: matched, missing, years of use; required skills first', async () => {
    const response = await match({
      skills: [
        { id: 'java', required: true, minYears: 4 },
        { id: 'kubernetes', required: false },
      ],
      limit: 200,
    });
    const results = response.json<{
      results: {
        userId: string;
        score: number;
        matched: string[];
        missing: string[];
        years: Record<string, number>;
      }[];
    }>().results;
    const bySenior = results.find((result) => result.userId === senior);
    const byPartial = results.find((result) => result.userId === partial);
    // Senior: java 60 months (5 years ≥ 4) → 1; kubernetes 5 years of 5 → 1: score 100.
    expect(bySenior).toMatchObject({
      score: 100,
      matched: ['java', 'kubernetes'],
      missing: [],
      years: { java: 5, kubernetes: 5 },
    });
    // Partial lacks the required java: after everyone who has it, whatever the score.
    expect(byPartial).toMatchObject({ matched: ['kubernetes'], missing: ['java'], years: { kubernetes: 0 } });
    const ids = results.map((result) => result.userId);
    expect(ids.indexOf(partial)).toBeGreaterThan(ids.indexOf(junior));
  });

  it('keeps only the speakers of the language asked', async () => {
    const response = await match({ skills: [{ id: 'kubernetes' }], language: 'fr', limit: 200 });
    const ids = response.json<{ results: { userId: string }[] }>().results.map((result) => result.userId);
    expect(ids).toContain(partial);
    expect(ids).not.toContain(senior);
  });

  it('refuses an empty request with 400, and collaborators with 403', async () => {
    expect((await match({})).statusCode).toBe(400);
    const collaborator = await t.createUser({ roles: ['applicant'] });
    expect((await match({ text: 'java' }, await t.authHeader(collaborator))).statusCode).toBe(403);
  });
});

describe('bounded work: past the exact bound, counts come from a sample (module header of repository.ts)', () => {
  const marker = `Zb${Date.now().toString(36)}`;
  const criteria = (extra: Partial<SearchCriteria> = {}): SearchCriteria =>
    relevanceCriteria(marker, { limit: 50, now: new Date() }, extra);
  // A sample of 100 % (the test table holds fewer rows than `sampleRows`): estimates are exact.
  const bounds = { exactLimit: 2, sampleRows: 1_000_000 };

  beforeAll(async () => {
    const statuses = ['active', 'active', 'inactive', 'off_process', 'active', 'inactive'] as const;
    for (const [index, status] of statuses.entries()) {
      await person({ lastname: marker, firstname: `Prenom${'abcdef'[index]}`, status });
    }
  });

  it('answers the exact figures below the bound', async () => {
    const page = await searchIndex(t.db, criteria());
    expect(page).toMatchObject({ total: 6, totalExact: true, facets: { approximate: false } });
    expect(page.ids).toHaveLength(6);
  });

  it('past it, flags the total and facets as estimated and ranks the first matches', async () => {
    const exact = await searchIndex(t.db, criteria());
    const bounded = await searchIndex(t.db, criteria({ bounds }));
    expect(bounded).toMatchObject({ total: 6, totalExact: false, facets: { approximate: true } });
    expect(bounded.facets.status).toEqual(exact.facets.status);
    // Relevance ranks the first exactLimit + 1 matches it met.
    expect(bounded.ids).toHaveLength(3);
    expect(exact.ids).toEqual(expect.arrayContaining(bounded.ids));
  });

  it('past it, a search finding only close names ranks the first matches by name (issue #30 §4)', async () => {
    // One letter changed at the end: no one's name starts with it, everyone's is one typo away.
    const typo = `${marker.slice(0, -1)}${marker.endsWith('q') ? 'x' : 'q'}`;
    const close = (extra: Partial<SearchCriteria> = {}) =>
      searchIndex(t.db, relevanceCriteria(typo, { limit: 50, now: new Date() }, extra));
    const exact = await close();
    expect(exact).toMatchObject({ fuzzy: true, total: 6, totalExact: true });
    const bounded = await close({ bounds });
    expect(bounded).toMatchObject({ fuzzy: true, totalExact: false });
    expect(bounded.ids).toHaveLength(3);
    // In name order among themselves, as the exact answer orders everyone.
    expect(bounded.ids).toEqual(exact.ids.filter((id) => bounded.ids.includes(id)));
    // With a facet filter, the first RANKED_LIMIT matches of the filters (all five here).
    const filtered = await close({ bounds, status: ['active', 'inactive'] });
    expect(filtered.ids).toHaveLength(5);
    expect(filtered.ids).toEqual(exact.ids.filter((id) => filtered.ids.includes(id)));
  });

  it('past it, still filters and orders the page over every match', async () => {
    const active = await searchIndex(t.db, criteria({ bounds, status: ['active'] }));
    expect(active.total).toBe(3);
    expect(active.ids).toHaveLength(3);
    const byName = await searchIndex(t.db, criteria({ bounds, sort: 'name', order: 'desc' }));
    expect(byName.ids).toHaveLength(6);
    const exactByName = await searchIndex(t.db, criteria({ sort: 'name', order: 'desc' }));
    expect(byName.ids).toEqual(exactByName.ids);
  });
});

describe('matchCandidates picks the best people exactly as the domain ranks them', () => {
  it('agrees with scoreMatch + compareMatches on random files and requests, in one pass or tier by tier (fast-check)', async () => {
    const tag = `p${Date.now().toString(36)}`;
    const skillIds = ['a', 'b', 'c', 'd'].map((letter) => `${tag}-${letter}`);
    const now = new Date('2026-11-15T12:00:00Z');
    // 40 people holding random subsets of the four skills, with random months, last uses (issue
    // #27 §6: from this month to 15 years ago, or none) and stars.
    const files = fc.sample(
      fc.record({
        held: fc.subarray(skillIds, { minLength: 1 }),
        months: fc.array(fc.integer({ min: 0, max: 240 }), { minLength: 4, maxLength: 4 }),
        ago: fc.array(fc.option(fc.integer({ min: 0, max: 180 }), { nil: null }), {
          minLength: 4,
          maxLength: 4,
        }),
        stars: fc.integer({ min: 0, max: 14 }),
      }),
      { numRuns: 40, seed: 42 },
    );
    const people: {
      id: string;
      stars: number;
      evidence: Map<string, number>;
      lastUsed: Map<string, number>;
    }[] = [];
    for (const file of files) {
      const user = await t.createUser({ roles: ['employee'] });
      const months = file.held.map((id) => file.months[skillIds.indexOf(id)] ?? 0);
      const lastUsed = file.held.map((id) => {
        const ago = file.ago[skillIds.indexOf(id)] ?? null;
        return ago === null ? null : monthOf(now) - ago;
      });
      await t.db.execute(
        sql`update resume_search set skills = ${sql`array[${sql.join(
          file.held.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`}, skill_months = ${sql`array[${sql.join(
          months.map((value) => sql`${value}`),
          sql`, `,
        )}]::int[]`}, skill_last_used = ${sql`array[${sql.join(
          lastUsed.map((value) => sql`${value}`),
          sql`, `,
        )}]::int[]`}, stars = ${file.stars} where user_id = ${user.id}`,
      );
      people.push({
        id: user.id,
        stars: file.stars,
        evidence: new Map(file.held.map((id, i) => [id, months[i] ?? 0])),
        lastUsed: new Map(
          file.held.flatMap((id, i) => (lastUsed[i] == null ? [] : [[id, lastUsed[i]] as const])),
        ),
      });
    }

    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            id: fc.constantFrom(...skillIds),
            required: fc.boolean(),
            minYears: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 4, selector: (skill) => skill.id },
        ),
        fc.integer({ min: 1, max: 45 }),
        async (requested, limit) => {
          const skills = requested.map((skill) => ({
            id: skill.id,
            required: skill.required,
            ...skillWeight(skill),
          }));
          const picked = await matchCandidates(t.db, { skills, limit, now });
          const expected = people
            .filter((person) => requested.some((skill) => person.evidence.has(skill.id)))
            .map((person) => ({
              userId: person.id,
              stars: person.stars,
              ...scoreMatch(requested, person.evidence, { lastUsed: person.lastUsed, now }),
            }))
            .sort(compareMatches)
            .slice(0, limit)
            .map((entry) => entry.userId);
          expect(picked.map((row) => row.userId)).toEqual(expected);
          // issue #30 §4: read tier by tier (the rarest required skills' holders first, as at a
          // million files), the answer is the same.
          const tiered = await matchCandidates(t.db, {
            skills,
            limit,
            now,
            bounds: { tierShare: Number.POSITIVE_INFINITY, tiers: 4 },
          });
          expect(tiered).toEqual(picked);
          // The dates the database weighed are the ones it answers, for the service to re-score.
          for (const row of picked) {
            const person = people.find((entry) => entry.id === row.userId)!;
            expect(row.lastUsed).toEqual(requested.map((skill) => person.lastUsed.get(skill.id) ?? null));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the search index stays true (migration 0002 triggers, reindexSearch)', () => {
  it('follows a status change, a transfer and a deletion without any search code', async () => {
    const marker = `Zq${Date.now().toString(36)}`;
    const mover = await person({ lastname: marker, status: 'inactive' });
    const find = async (extra = '') => (await search(`q=${marker}&allCandidates=true${extra}`)).total;
    expect(await find('&status=inactive')).toBe(1);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/status',
      headers: hrHeaders,
      payload: { ids: [mover.id], status: 'active' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await find('&status=inactive')).toBe(0);
    expect(await find('&status=active')).toBe(1);
    const transferred = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${hr.id}/candidate-transfer`,
      headers: hrHeaders,
      payload: { users: [mover.id] },
    });
    expect(transferred.statusCode).toBe(200);
    expect(await find(`&referee=${hr.id}`)).toBe(1);
    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${mover.id}`,
      headers: await t.authHeader(superadmin),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await find()).toBe(0);
  });

  it('keeps client-request matching true after a deletion and a change of skills (migration 0004)', async () => {
    const skill = `custom-usage-${Date.now().toString(36)}`;
    const matchIds = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/match',
          headers: hrHeaders,
          payload: { skills: [{ id: skill }], limit: 200 },
        })
      )
        .json<{ results: { userId: string }[] }>()
        .results.map((result) => result.userId);
    const leaving = await person({ lastname: 'Partant' }, { skills: [skill] });
    const changing = await person({ lastname: 'Changeant' }, { skills: [skill, 'java'] });
    expect((await matchIds()).sort()).toEqual([leaving.id, changing.id].sort());

    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.id}`,
      headers: await t.authHeader(superadmin),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await matchIds()).toEqual([changing.id]);

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${changing.id}/resume`,
      headers: await t.authHeader(changing),
      payload: { ...resumeOf({ skills: ['java'] }), version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await matchIds()).toEqual([]);
  });

  it('rebuilds the rows of an older index version at start-up', async () => {
    const marker = `Zr${Date.now().toString(36)}`;
    const stale = await person({ lastname: marker }, { skills: ['cobol'] });
    // As if written by an older build: no words, old version.
    await t.db.execute(
      sql`update resume_search set document = ''::tsvector, names = '', index_version = 0 where user_id = ${stale.id}`,
    );
    expect((await search(`q=${marker}&allCandidates=true`)).total).toBe(0);
    const { labelOf } = await loadReferenceItems(t.db);
    expect(await reindexSearch(t.db, labelOf)).toBeGreaterThanOrEqual(1);
    expect((await search(`q=${marker}%20cobol&allCandidates=true`)).total).toBe(1);
    expect(await reindexSearch(t.db, labelOf)).toBe(0);
  });
});
