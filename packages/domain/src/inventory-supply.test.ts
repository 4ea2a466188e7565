/**
 * issue #29 §1 "Supply": the figures of `GET /api/inventory/supply` from its counted keys
 * (`supplyOf`), and the contract of its query (`ZSupplyQuery`).
 */
import { describe, expect, it } from 'vitest';
import { supplyOf, topSupplySkills, ZSupplyQuery, type SupplyKey } from './inventory.ts';

const key = (overrides: Partial<SupplyKey>): SupplyKey => ({
  skill: 'kubernetes',
  dimension: 'people',
  bucket: 0,
  role: 'employee',
  resigner: false,
  status: 'active',
  outdated: false,
  holders: 1,
  ...overrides,
});

const domainOf = (skill: string) => (skill === 'java' ? 'languages' : skill === 'mine' ? null : 'devops');

describe('supplyOf (issue #29 §1)', () => {
  it('counts a skill’s people by group and status, and its outdated files, from its people keys', () => {
    const { skills } = supplyOf(
      [
        key({ holders: 3 }),
        key({ role: 'applicant', status: 'inactive', outdated: true, holders: 2 }),
        key({ resigner: true, status: 'off_process', outdated: true }),
        // Two rows of one key (before the upkeep folds them) are summed, a −1 included.
        key({ holders: 2 }),
        key({ holders: -1 }),
      ],
      domainOf,
    );
    expect(skills).toEqual([
      {
        skill: 'kubernetes',
        domain: 'devops',
        people: 7,
        groups: { employee: 4, applicant: 2, exEmployee: 1 },
        statuses: { active: 4, inactive: 2, off_process: 1 },
        outdated: 3,
        years: { under2: 0, from2to5: 0, from5to10: 0, from10: 0 },
        lastUsed: [],
      },
    ]);
  });

  it('takes the years by range from the years keys and the last uses, most recent first, from the last keys', () => {
    const [skill] = supplyOf(
      [
        key({ holders: 6 }),
        key({ dimension: 'years', bucket: 0, holders: 1 }),
        key({ dimension: 'years', bucket: 1, holders: 2 }),
        key({ dimension: 'years', bucket: 2, holders: 2 }),
        key({ dimension: 'years', bucket: 3, role: 'applicant', holders: 1 }),
        key({ dimension: 'last', bucket: 0, holders: 1 }),
        key({ dimension: 'last', bucket: 2019, holders: 2 }),
        key({ dimension: 'last', bucket: 2026, holders: 2 }),
        key({ dimension: 'last', bucket: 2021, resigner: true, holders: 1 }),
        key({ dimension: 'last', bucket: 2018, holders: 1 }),
        key({ dimension: 'last', bucket: 2018, holders: -1 }),
      ],
      domainOf,
    ).skills;
    expect(skill?.people).toBe(6);
    expect(skill?.years).toEqual({ under2: 1, from2to5: 2, from5to10: 2, from10: 1 });
    expect(skill?.lastUsed).toEqual([
      { year: 2026, people: 2 },
      { year: 2021, people: 1 },
      { year: 2019, people: 2 },
      { year: null, people: 1 },
    ]);
  });

  it('counts domains from their own keys, and sorts skills and domains most held first, then by id', () => {
    const { domains, skills } = supplyOf(
      [
        key({ skill: 'java', holders: 2 }),
        key({ skill: 'docker', holders: 2 }),
        key({ skill: 'mine', holders: 5 }),
        key({ skill: 'devops', dimension: 'domain', holders: 3 }),
        key({ skill: 'languages', dimension: 'domain', outdated: true, holders: 4 }),
        key({ skill: 'data', dimension: 'domain', holders: 1 }),
        key({ skill: 'data', dimension: 'domain', holders: -1 }),
      ],
      domainOf,
    );
    expect(skills.map((skill) => [skill.skill, skill.domain, skill.people])).toEqual([
      ['mine', null, 5],
      ['docker', 'devops', 2],
      ['java', 'languages', 2],
    ]);
    expect(domains).toEqual([
      {
        domain: 'languages',
        people: 4,
        groups: { employee: 4, applicant: 0, exEmployee: 0 },
        statuses: { active: 4, inactive: 0, off_process: 0 },
        outdated: 4,
      },
      {
        domain: 'devops',
        people: 3,
        groups: { employee: 3, applicant: 0, exEmployee: 0 },
        statuses: { active: 3, inactive: 0, off_process: 0 },
        outdated: 0,
      },
    ]);
  });

  it('leaves out people of no supply group and skills nobody holds', () => {
    const { skills, domains } = supplyOf(
      [
        key({ role: 'human_ressources', holders: 4 }),
        key({ dimension: 'years', role: 'human_ressources', holders: 4 }),
        key({ skill: 'docker', dimension: 'years', holders: 1 }),
        key({ skill: 'devops', dimension: 'domain', role: 'admin', holders: 2 }),
      ],
      domainOf,
    );
    expect(skills).toEqual([]);
    expect(domains).toEqual([]);
  });

  it('counts no years, last use or status from keys of no group, an unknown range or an unknown status', () => {
    const [skill] = supplyOf(
      [
        key({ holders: 2 }),
        key({ status: 'archived', holders: 1 }),
        key({ dimension: 'years', bucket: 1, holders: 2 }),
        key({ dimension: 'years', bucket: 1, role: 'admin', holders: 5 }),
        key({ dimension: 'years', bucket: 9, holders: 5 }),
        key({ dimension: 'last', bucket: 2024, role: 'admin', holders: 5 }),
      ],
      domainOf,
    ).skills;
    expect(skill?.people).toBe(3);
    expect(skill?.statuses).toEqual({ active: 2, inactive: 0, off_process: 0 });
    expect(skill?.years).toEqual({ under2: 0, from2to5: 2, from5to10: 0, from10: 0 });
    expect(skill?.lastUsed).toEqual([]);
  });

  it('orders domains held by as many people by id', () => {
    const { domains } = supplyOf(
      [
        key({ skill: 'web', dimension: 'domain', holders: 2 }),
        key({ skill: 'cloud', dimension: 'domain', holders: 2 }),
        key({ skill: 'data', dimension: 'domain', holders: 2 }),
      ],
      domainOf,
    );
    expect(domains.map((domain) => domain.domain)).toEqual(['cloud', 'data', 'web']);
  });
});

describe('topSupplySkills (issue #29 §1: the skills answered first)', () => {
  it('keeps the most held, ties by id, none held by nobody, as supplyOf orders them', () => {
    const people = new Map([
      ['java', 5],
      ['docker', 7],
      ['c', 5],
      ['gone', 0],
      ['go', 1],
    ]);
    expect(topSupplySkills(people, 3)).toEqual(['docker', 'c', 'java']);
    expect(topSupplySkills(people, 10)).toEqual(['docker', 'c', 'java', 'go']);
    const keys = [...people].map(([skill, holders]) => key({ skill, holders }));
    expect(topSupplySkills(people, 10)).toEqual(supplyOf(keys, domainOf).skills.map((skill) => skill.skill));
  });
});

describe('ZSupplyQuery (issue #29 §1: the dashboard’s filters)', () => {
  it('reads repeated or comma-separated values, referee none included', () => {
    const query = ZSupplyQuery.parse({
      status: 'active,inactive',
      role: ['employee'],
      referee: 'none,3f2b1c4d-1111-4222-8333-444455556666',
      jobs: 'devops-engineer',
      domain: 'devops',
    });
    expect(query).toEqual({
      status: ['active', 'inactive'],
      role: ['employee'],
      referee: ['none', '3f2b1c4d-1111-4222-8333-444455556666'],
      jobs: ['devops-engineer'],
      domain: 'devops',
    });
    expect(ZSupplyQuery.parse({})).toEqual({ status: [], role: [], referee: [], jobs: [] });
  });

  it.each([{ status: 'retired' }, { role: 'admin' }, { referee: 'someone' }, { domain: '' }])(
    'refuses %o',
    (input) => {
      expect(ZSupplyQuery.safeParse(input).success).toBe(false);
    },
  );
});
