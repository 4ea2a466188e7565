/** issue #29 §1: from a supply cell to the dashboard's filter and address listing its people. */
import { describe, expect, it } from 'vitest';
import type { SupplyQuery } from './inventory.ts';
import { dashboardHref, supplyCellFilter } from './inventory-links.ts';

type SupplyFilters = Pick<SupplyQuery, 'status' | 'role' | 'referee' | 'jobs'>;
const none: SupplyFilters = { status: [], role: [], referee: [], jobs: [] };

describe('supplyCellFilter (issue #29 §1: each cell opens the dashboard on its people)', () => {
  it('lists a skill’s people under the supply’s filters, the group, status or outdated files of the cell', () => {
    const query = { status: [], role: [], referee: ['hr-1', 'none'], jobs: ['devops-engineer'] };
    expect(supplyCellFilter(query, 'java')).toEqual({
      skills: ['java'],
      status: [],
      role: [],
      referee: ['hr-1', 'none'],
      jobs: ['devops-engineer'],
    });
    expect(supplyCellFilter(query, 'java', { group: 'employee' })).toMatchObject({
      role: ['employee'],
      resigner: false,
    });
    expect(supplyCellFilter(query, 'java', { group: 'applicant' })).toMatchObject({
      role: ['applicant'],
      resigner: false,
    });
    expect(supplyCellFilter(query, 'java', { group: 'exEmployee' })).toMatchObject({
      role: ['employee', 'applicant'],
      resigner: true,
    });
    expect(supplyCellFilter(query, 'java', { status: 'off_process' })).toMatchObject({
      status: ['off_process'],
    });
    expect(supplyCellFilter(query, 'java', { outdated: true })).toMatchObject({ outdated: true });
    expect(supplyCellFilter(query, undefined)?.skills).toEqual([]);
    expect(supplyCellFilter(query, 'java', { outdated: false })).not.toHaveProperty('outdated');
    expect(supplyCellFilter(query, 'java', { status: 'active' })).not.toHaveProperty('resigner');
  });

  it('keeps the query’s roles and statuses within the cell’s, and lists nobody when none is left', () => {
    const filter: SupplyFilters = { ...none, status: ['active', 'inactive'], role: ['applicant'] };
    expect(supplyCellFilter(filter, 'java', { group: 'exEmployee' })).toMatchObject({
      role: ['applicant'],
      status: ['active', 'inactive'],
      resigner: true,
    });
    expect(supplyCellFilter(filter, 'java', { group: 'employee' })).toBeNull();
    expect(supplyCellFilter(filter, 'java', { status: 'inactive' })).toMatchObject({ status: ['inactive'] });
    expect(supplyCellFilter(filter, 'java', { status: 'off_process' })).toBeNull();
    expect(supplyCellFilter(filter, 'java')).toMatchObject({
      role: ['applicant'],
      status: ['active', 'inactive'],
    });
  });
});

describe('dashboardHref (issue #29 §1)', () => {
  it('writes the dashboard’s address on every candidate, lists comma-separated, empty filters left out', () => {
    expect(dashboardHref({ skills: ['java'], status: [], role: [], referee: [], jobs: [] })).toBe(
      '/dashboard?scope=all&skills=java',
    );
    expect(
      dashboardHref({
        skills: ['c++'],
        status: ['active', 'off_process'],
        role: ['employee', 'applicant'],
        referee: ['none'],
        jobs: ['devops-engineer', 'data engineer'],
        resigner: false,
        outdated: true,
      }),
    ).toBe(
      '/dashboard?scope=all&skills=c%2B%2B&status=active%2Coff_process&role=employee%2Capplicant&referee=none&jobs=devops-engineer%2Cdata%20engineer&resigner=false&outdated=true',
    );
    expect(dashboardHref({ ...none, skills: [], resigner: true, outdated: false })).toBe(
      '/dashboard?scope=all&resigner=true',
    );
  });
});
