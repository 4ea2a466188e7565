/** spec §4 experience order (ongoing first, end date descending, then start date) and §3 ranges. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  careerMonths,
  coveredMonths,
  formatDateRange,
  monthsBetween,
  monthIndex,
  monthOf,
  skillUsage,
  sortExperiences,
} from './experience.ts';

const yearMonth = fc
  .record({ year: fc.integer({ min: 1990, max: 2030 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);
const experience = fc
  .record({ startDate: yearMonth, endDate: fc.option(yearMonth, { nil: null }), id: fc.uuid() })
  .map((e) => (e.endDate !== null && e.endDate < e.startDate ? { ...e, endDate: e.startDate } : e));

describe('sortExperiences (spec §4)', () => {
  it('puts ongoing first, then end date descending, then start date descending', () => {
    const sorted = sortExperiences([
      { id: 'a', startDate: '2015-01', endDate: '2018-06' },
      { id: 'b', startDate: '2020-03', endDate: null },
      { id: 'c', startDate: '2016-01', endDate: '2018-06' },
      { id: 'd', startDate: '2019-01', endDate: '2020-02' },
      { id: 'e', startDate: '2022-01', endDate: null },
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['e', 'b', 'd', 'c', 'a']);
  });

  it('is an ordered permutation of its input for any experiences', () => {
    fc.assert(
      fc.property(fc.array(experience, { maxLength: 30 }), (experiences) => {
        const sorted = sortExperiences(experiences);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...experiences].sort((a, b) => a.id.localeCompare(b.id)),
        );
        for (let i = 1; i < sorted.length; i++) {
          const [prev, next] = [sorted[i - 1]!, sorted[i]!];
          if (prev.endDate !== null && next.endDate === null) throw new Error('ongoing after finished');
          if (prev.endDate !== null && next.endDate !== null) {
            expect(prev.endDate >= next.endDate).toBe(true);
            if (prev.endDate === next.endDate) expect(prev.startDate >= next.startDate).toBe(true);
          }
          if (prev.endDate === null && next.endDate === null)
            expect(prev.startDate >= next.startDate).toBe(true);
        }
        expect(sortExperiences(sorted)).toEqual(sorted);
      }),
    );
  });

  it('does not change its input', () => {
    const input = [
      { startDate: '2015-01', endDate: '2016-01' },
      { startDate: '2020-01', endDate: null },
    ];
    const copy = structuredClone(input);
    sortExperiences(input);
    expect(input).toEqual(copy);
  });
});

describe('formatDateRange and monthsBetween (spec §3)', () => {
  it('formats in French and English with the present label', () => {
    expect(formatDateRange({ startDate: '2021-01', endDate: null }, 'fr-FR', "aujourd'hui")).toBe(
      "janv. 2021 – aujourd'hui",
    );
    expect(formatDateRange({ startDate: '2019-09', endDate: '2020-02' }, 'en-GB', 'present')).toBe(
      'Sept 2019 – Feb 2020',
    );
  });
  it('counts months inclusively', () => {
    expect(monthsBetween('2020-01', '2020-01')).toBe(1);
    expect(monthsBetween('2020-01', '2021-12')).toBe(24);
  });
});

describe('coveredMonths, careerMonths and skillUsage (issue #8 documents)', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const env = (...ids: string[]) => [{ technicalEnvironment: ids.map((id) => ({ id })) }];

  it('counts overlapping experiences once, both end months included', () => {
    expect(coveredMonths([], now)).toBe(0);
    expect(coveredMonths([{ startDate: '2020-01', endDate: '2020-12' }], now)).toBe(12);
    expect(
      coveredMonths(
        [
          { startDate: '2020-01', endDate: '2020-12' },
          { startDate: '2020-06', endDate: '2021-03' },
          { startDate: '2022-01', endDate: '2022-01' },
        ],
        now,
      ),
    ).toBe(16);
  });

  it('runs an ongoing experience up to the current month', () => {
    expect(coveredMonths([{ startDate: '2026-01', endDate: null }], now)).toBe(11);
    // Started after "now" (a date typo): counted as its own month, never negative.
    expect(coveredMonths([{ startDate: '2027-03', endDate: null }], now)).toBe(1);
  });

  it('takes the declared experience time when the experiences cover less', () => {
    const experiences = [{ startDate: '2025-01', endDate: '2025-06' }];
    expect(
      careerMonths({ experiences, jobs: [{ experienceMonths: 120 }, { experienceMonths: 24 }] }, now),
    ).toBe(120);
    expect(careerMonths({ experiences, jobs: [{ experienceMonths: 3 }] }, now)).toBe(6);
    expect(careerMonths({ experiences: [], jobs: [] }, now)).toBe(0);
  });

  it('finds the experiences whose projects used a skill, in spec §4 order', () => {
    const experiences = [
      { id: 'old', startDate: '2015-01', endDate: '2016-12', projectExperiences: env('java') },
      { id: 'none', startDate: '2017-01', endDate: '2018-12', projectExperiences: env('python') },
      { id: 'now', startDate: '2025-12', endDate: null, projectExperiences: env('python', 'java') },
    ];
    const usage = skillUsage(experiences, 'java', now);
    expect(usage.experiences.map((experience) => experience.id)).toEqual(['now', 'old']);
    expect(usage.months).toBe(24 + 12);
    expect(skillUsage(experiences, 'rust', now)).toEqual({ experiences: [], months: 0, lastMonth: null });
  });

  it('dates the last use of a skill: the latest end, an ongoing one in the current month (issue #27 §6)', () => {
    const month = (year: number, m: number) => year * 12 + m - 1;
    const used = (startDate: string, endDate: string | null) => ({
      startDate,
      endDate,
      projectExperiences: env('java'),
    });
    expect(monthOf(now)).toBe(month(2026, 11));
    expect(monthIndex('2016-12')).toBe(month(2016, 12));
    expect(skillUsage([used('2015-01', '2016-12')], 'java', now).lastMonth).toBe(month(2016, 12));
    // The latest end wins, whatever the order; an ongoing experience runs to now.
    expect(
      skillUsage(
        [used('2019-01', '2021-03'), used('2015-01', '2022-07'), used('2010-01', '2012-01')],
        'java',
        now,
      ).lastMonth,
    ).toBe(month(2022, 7));
    expect(skillUsage([used('2015-01', '2016-12'), used('2024-02', null)], 'java', now).lastMonth).toBe(
      month(2026, 11),
    );
    // Started after now (a date typo): its own start month, as coveredMonths counts it.
    expect(skillUsage([used('2027-03', null)], 'java', now).lastMonth).toBe(month(2027, 3));
    // A project without the skill does not date it.
    expect(
      skillUsage(
        [used('2015-01', '2016-12'), { startDate: '2020-01', endDate: null, projectExperiences: env('go') }],
        'java',
        now,
      ).lastMonth,
    ).toBe(month(2016, 12));
  });

  it('never counts more months than the span of the experiences (property)', () => {
    fc.assert(
      fc.property(fc.array(experience, { maxLength: 8 }), (experiences) => {
        const total = coveredMonths(experiences, now);
        const sum = experiences.reduce((acc, e) => acc + coveredMonths([e], now), 0);
        expect(total).toBeLessThanOrEqual(sum);
        expect(total).toBeGreaterThanOrEqual(Math.max(0, ...experiences.map((e) => coveredMonths([e], now))));
      }),
    );
  });
});
