/** spec §4 experience order (ongoing first, end date descending, then start date) and §3 ranges. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateRange, monthsBetween, sortExperiences } from './experience.ts';

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
