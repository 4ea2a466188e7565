/**
 * issue #29: the Inventory's rules — who counts in the supply (§1), the years of use ranges (§1),
 * the months of a window (§2, §3), the gaps (§3) and the freshness campaign's 30-day rule (§4).
 */
import { describe, expect, it } from 'vitest';
import {
  askedYearsOf,
  campaignOutcomeOf,
  ZCampaignRequest,
  ZDemandQuery,
  gapsOf,
  heldByMonth,
  ZGapQuery,
  ZTrendQuery,
  isActivePerson,
  monthOf,
  monthsBack,
  nextAskAt,
  supplyGroupOf,
  windowStart,
  yearsRangeOf,
} from './inventory.ts';

describe('supplyGroupOf (issue #29 §1: employees, applicants, ex-employees apart)', () => {
  it.each([
    [['employee'], false, 'employee'],
    [['applicant'], false, 'applicant'],
    [['employee', 'applicant'], false, 'employee'],
    [['employee'], true, 'exEmployee'],
    [['applicant'], true, 'exEmployee'],
    [['employee', 'admin'], false, 'employee'],
    [['human_ressources'], false, null],
    [['admin'], true, null],
    [[], false, null],
  ] as const)('roles %j, resigner %s → %s', (roles, resigner, group) => {
    expect(supplyGroupOf({ roles, resigner })).toBe(group);
  });
});

describe('isActivePerson (issue #29 §2, §3: the people demand is compared with)', () => {
  it.each([
    ['active', false, true],
    ['active', true, false],
    ['inactive', false, false],
    ['off_process', false, false],
  ])('status %s, resigner %s → %s', (status, resigner, active) => {
    expect(isActivePerson({ status, resigner })).toBe(active);
  });
});

describe('yearsRangeOf (issue #29 §1: under 2, 2–5, 5–10, 10 years and more)', () => {
  it.each([
    [0, 'under2'],
    [23, 'under2'],
    [23.9, 'under2'],
    [24, 'from2to5'],
    [59, 'from2to5'],
    [60, 'from5to10'],
    [119, 'from5to10'],
    [120, 'from10'],
    [600, 'from10'],
    [-5, 'under2'],
  ] as const)('%d months → %s', (months, range) => {
    expect(yearsRangeOf(months)).toBe(range);
  });
});

describe('months of a window (issue #29 §2, §3)', () => {
  const now = new Date('2026-11-28T23:30:00Z');

  it('names a month in UTC', () => {
    expect(monthOf(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
    expect(monthOf(new Date('2026-02-01T00:00:00Z'))).toBe('2026-02');
  });

  it('lists the months a window covers, oldest first, across a new year', () => {
    expect(monthsBack(now, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(monthsBack(new Date('2027-02-10T00:00:00Z'), 4)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBack(now, 12)).toHaveLength(12);
    expect(monthsBack(now, 12)[0]).toBe('2025-12');
    expect(monthsBack(now, 1)).toEqual(['2026-11']);
    expect(monthsBack(now, 0)).toEqual([]);
  });

  it('starts a window at the first instant of its oldest month', () => {
    expect(windowStart(now, 3).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(windowStart(now, 12).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(windowStart(now, 1).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(windowStart(now, 0).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('gapsOf (issue #29 §3: asked, fewer than N active people hold it)', () => {
  const asked = [
    { skill: 'kubernetes', asked: 9 },
    { skill: 'java', asked: 12 },
    { skill: 'terraform', asked: 9 },
    { skill: 'cobol', asked: 2 },
    { skill: 'rust', asked: 9 },
    { skill: 'never', asked: 0 },
  ];
  const held = new Map([
    ['kubernetes', 2],
    ['java', 40],
    ['terraform', 0],
    ['cobol', 3],
    ['rust', 2],
  ]);

  it('keeps the skills held by fewer than N, most asked first, then fewest held, then by id', () => {
    expect(gapsOf(asked, held, 3)).toEqual([
      { skill: 'terraform', asked: 9, held: 0 },
      { skill: 'kubernetes', asked: 9, held: 2 },
      { skill: 'rust', asked: 9, held: 2 },
    ]);
  });

  it('counts a skill nobody holds as held by 0, and never lists a skill not asked', () => {
    expect(gapsOf([{ skill: 'zig', asked: 1 }, ...asked], new Map(), 1)).toEqual([
      { skill: 'java', asked: 12, held: 0 },
      { skill: 'kubernetes', asked: 9, held: 0 },
      { skill: 'rust', asked: 9, held: 0 },
      { skill: 'terraform', asked: 9, held: 0 },
      { skill: 'cobol', asked: 2, held: 0 },
      { skill: 'zig', asked: 1, held: 0 },
    ]);
  });

  it('moves the threshold: N = 4 adds the skill held by 3, N = 41 every asked one', () => {
    expect(gapsOf(asked, held, 4).map((gap) => gap.skill)).toEqual([
      'terraform',
      'kubernetes',
      'rust',
      'cobol',
    ]);
    expect(gapsOf(asked, held, 41).map((gap) => gap.skill)).toEqual([
      'java',
      'terraform',
      'kubernetes',
      'rust',
      'cobol',
    ]);
    expect(gapsOf(asked, held, 40).map((gap) => gap.skill)).not.toContain('java');
  });
});

describe('campaignOutcomeOf (issue #29 §4: at most one request per person per 30 days)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const daysBefore = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 - extraMs);

  it('asks an outdated file never asked, or asked 30 days ago or more', () => {
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: null }, now)).toBe('send');
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: daysBefore(30) }, now)).toBe('send');
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: daysBefore(200) }, now)).toBe('send');
  });

  it('does not ask again within 30 days, to the millisecond', () => {
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: daysBefore(30, -1) }, now)).toBe('askedRecently');
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: daysBefore(1) }, now)).toBe('askedRecently');
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: now }, now)).toBe('askedRecently');
  });

  it('never asks a file that is up to date, asked or not', () => {
    expect(campaignOutcomeOf({ outdated: false, lastAskedAt: null }, now)).toBe('upToDate');
    expect(campaignOutcomeOf({ outdated: false, lastAskedAt: daysBefore(90) }, now)).toBe('upToDate');
  });

  it('tells when a person may be asked again', () => {
    expect(nextAskAt(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-12-28T12:00:00.000Z');
    const asked = daysBefore(10);
    expect(campaignOutcomeOf({ outdated: true, lastAskedAt: asked }, nextAskAt(asked))).toBe('send');
  });
});

describe('the demand (issue #29 §2)', () => {
  it('reads the years asked as the lower median of the minimums, none when no request gives one', () => {
    expect(askedYearsOf([])).toBeNull();
    expect(askedYearsOf([4])).toBe(4);
    expect(askedYearsOf([5, 2])).toBe(2);
    expect(askedYearsOf([3, 2, 5])).toBe(3);
    expect(askedYearsOf([8, 1, 5, 3])).toBe(3);
    expect(askedYearsOf([0.5, 10, 2, 2, 7])).toBe(2);
  });

  it('takes a window of 3, 6, 12 or 24 months, 12 by default, and refuses any other', () => {
    expect(ZDemandQuery.parse({})).toEqual({ months: 12 });
    for (const months of ['3', '6', '12', '24'])
      expect(ZDemandQuery.parse({ months }).months).toBe(Number(months));
    for (const months of ['1', '5', '36', '12.5', 'douze', '-3']) {
      const result = ZDemandQuery.safeParse({ months });
      expect(result.success).toBe(false);
    }
    expect(ZDemandQuery.safeParse({ months: '5' }).error?.issues[0]?.message).toBe(
      'validation.inventoryWindow',
    );
  });
});

describe('the gaps’ and trends’ queries (issue #29 §3)', () => {
  it('takes a window of 3, 6 or 12 months (6 by default) and N from 1 to 1000 (3 by default)', () => {
    expect(ZGapQuery.parse({})).toEqual({ months: 6, below: 3 });
    expect(ZGapQuery.parse({ months: '12', below: '1000' })).toEqual({ months: 12, below: 1000 });
    expect(ZGapQuery.parse({ months: '3', below: '1' })).toEqual({ months: 3, below: 1 });
    for (const query of [
      { months: '24' },
      { months: '0' },
      { below: '0' },
      { below: '1001' },
      { below: '1.5' },
    ]) {
      expect(ZGapQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(ZGapQuery.safeParse({ months: '24' }).error?.issues[0]?.message).toBe(
      'validation.inventoryGapWindow',
    );
    for (const below of ['0', '1001', '1.5'])
      expect(ZGapQuery.safeParse({ below }).error?.issues[0]?.message).toBe('validation.inventoryBelow');
  });

  it('takes one skill and a demand window for a trend', () => {
    expect(ZTrendQuery.parse({ skill: ' kubernetes ' })).toEqual({ skill: 'kubernetes', months: 12 });
    expect(ZTrendQuery.safeParse({ skill: '' }).success).toBe(false);
    expect(ZTrendQuery.safeParse({ skill: 'x'.repeat(121) }).success).toBe(false);
    expect(ZTrendQuery.safeParse({ skill: 'java', months: '5' }).success).toBe(false);
  });

  it('counts the holders of each month: those who joined by its end, before the window included', () => {
    const joined = new Map([
      ['2025-01', 4],
      ['2026-09', 1],
      ['2026-11', 2],
    ]);
    expect(heldByMonth(['2026-09', '2026-10', '2026-11'], joined)).toEqual([5, 5, 7]);
    expect(heldByMonth(['2024-12', '2025-01'], joined)).toEqual([0, 4]);
    expect(heldByMonth(['2026-11'], new Map())).toEqual([0]);
  });
});

describe('the campaign’s request (issue #29 §4)', () => {
  it('takes referees (or none), skills and a comment, everyone by default', () => {
    expect(ZCampaignRequest.parse({})).toEqual({ referee: [], skills: [] });
    // A uuid in any case is read lower-cased (issue #26 §9: one rule for ids).
    expect(ZCampaignRequest.parse({ referee: ['5B1D7C52-3F0E-4A8E-9D55-2B3F5A8C9E10'] }).referee).toEqual([
      '5b1d7c52-3f0e-4a8e-9d55-2b3f5a8c9e10',
    ]);
    const referee = '5b1d7c52-3f0e-4a8e-9d55-2b3f5a8c9e10';
    expect(
      ZCampaignRequest.parse({ referee: [referee, 'none'], skills: [' java '], comment: ' Merci ' }),
    ).toEqual({
      referee: [referee, 'none'],
      skills: ['java'],
      comment: 'Merci',
    });
  });

  it('refuses an unknown referee form, an empty skill, more than 20 of either, a comment over 1000 characters', () => {
    for (const body of [
      { referee: ['someone'] },
      { skills: [' '] },
      { skills: Array.from({ length: 21 }, (_, index) => `s${index}`) },
      { referee: Array.from({ length: 21 }, () => 'none') },
      { comment: 'x'.repeat(1001) },
    ]) {
      expect(ZCampaignRequest.safeParse(body).success).toBe(false);
    }
    expect(ZCampaignRequest.safeParse({ comment: 'x'.repeat(1000) }).success).toBe(true);
  });
});
