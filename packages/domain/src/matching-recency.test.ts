/**
 * Issue #27 §6: recent use weighs more in the score — `recencyFactor` (1 up to two years since the
 * last use, down to a quarter at ten years, a quarter after) and how `scoreMatch` applies it to a
 * skill's years, never to its holding.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { monthIndex, monthOf, skillUsage } from './experience.ts';
import {
  OLD_USE_MONTHS,
  RECENCY_FLOOR,
  RECENT_USE_MONTHS,
  recencyFactor,
  scoreMatch,
  SENIOR_YEARS,
  type MatchSkill,
} from './matching.ts';

describe('recencyFactor (issue #27 §6)', () => {
  it('is 1 up to two years, a quarter from ten years, linear between', () => {
    expect(RECENT_USE_MONTHS).toBe(24);
    expect(OLD_USE_MONTHS).toBe(120);
    expect(RECENCY_FLOOR).toBe(0.25);
    const table: [monthsAgo: number, factor: number][] = [
      [-6, 1],
      [0, 1],
      [12, 1],
      [24, 1],
      [25, 1 - 0.75 / 96],
      [48, 0.8125],
      [72, 0.625],
      [96, 0.4375],
      [119, 0.25 + 0.75 / 96],
      [120, 0.25],
      [121, 0.25],
      [600, 0.25],
    ];
    for (const [monthsAgo, factor] of table)
      expect(recencyFactor(monthsAgo), `${monthsAgo}`).toBeCloseTo(factor, 12);
  });

  it('never grows with the months since the last use, and stays within [floor, 1] (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -24, max: 1200 }),
        fc.integer({ min: 0, max: 240 }),
        (monthsAgo, later) => {
          const factor = recencyFactor(monthsAgo);
          expect(recencyFactor(monthsAgo + later)).toBeLessThanOrEqual(factor);
          expect(factor).toBeGreaterThanOrEqual(RECENCY_FLOOR);
          expect(factor).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });

  it('falls strictly between two and ten years', () => {
    for (let monthsAgo = RECENT_USE_MONTHS; monthsAgo < OLD_USE_MONTHS; monthsAgo += 1) {
      expect(recencyFactor(monthsAgo + 1)).toBeLessThan(recencyFactor(monthsAgo));
    }
  });
});

describe('scoreMatch weighs each skill’s years by their recency (issue #27 §6)', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const must = (id: string): MatchSkill => ({ id, required: true });
  const senior = new Map([['java', SENIOR_YEARS * 12]]);
  const lastUsedAgo = (monthsAgo: number) => ({
    lastUsed: new Map([['java', monthOf(now) - monthsAgo]]),
    now,
  });

  it('keeps a senior used within two years at 100, and lowers one whose use is older', () => {
    expect(scoreMatch([must('java')], senior, lastUsedAgo(0)).score).toBe(100);
    expect(scoreMatch([must('java')], senior, lastUsedAgo(24)).score).toBe(100);
    // 0.5 + 0.5 × 1 × 0.625
    expect(scoreMatch([must('java')], senior, lastUsedAgo(72)).score).toBe(81);
    // 0.5 + 0.5 × 1 × 0.25
    expect(scoreMatch([must('java')], senior, lastUsedAgo(120)).score).toBe(63);
    expect(scoreMatch([must('java')], senior, lastUsedAgo(240)).score).toBe(63);
    // The years and what is matched are the same; only the score moves.
    expect(scoreMatch([must('java')], senior, lastUsedAgo(240))).toMatchObject({
      matched: ['java'],
      missing: [],
      years: { java: SENIOR_YEARS },
      missingRequired: 0,
    });
  });

  it('scales the years’ half of the coverage, never the holding’s', () => {
    // Two years of five, last used ten years ago: 0.5 + 0.5 × 0.4 × 0.25 = 0.55.
    expect(scoreMatch([must('java')], new Map([['java', 24]]), lastUsedAgo(120)).score).toBe(55);
    // Declared, used in no project: 0.5 whatever the date.
    expect(scoreMatch([must('java')], new Map([['java', 0]]), lastUsedAgo(240)).score).toBe(50);
    // A skill the person lacks stays at 0 and missing, whatever its date says.
    expect(scoreMatch([must('java')], new Map(), lastUsedAgo(0))).toMatchObject({
      score: 0,
      missing: ['java'],
    });
  });

  it('counts every skill as recent without a date or without recency', () => {
    expect(scoreMatch([must('java')], senior).score).toBe(100);
    expect(scoreMatch([must('java')], senior, { lastUsed: new Map(), now }).score).toBe(100);
    expect(
      scoreMatch([must('java')], senior, { lastUsed: new Map([['python', monthOf(now) - 240]]), now }).score,
    ).toBe(100);
  });

  it('weighs each skill by its own date, within the weighted mean', () => {
    const evidence = new Map([
      ['java', SENIOR_YEARS * 12],
      ['kubernetes', SENIOR_YEARS * 12],
    ]);
    const lastUsed = new Map([
      ['java', monthOf(now)],
      ['kubernetes', monthOf(now) - 120],
    ]);
    // (2 × 1 + 1 × 0.625) / 3 = 0.875
    expect(
      scoreMatch([must('java'), { id: 'kubernetes', required: false }], evidence, { lastUsed, now }).score,
    ).toBe(88);
  });

  it('reads the months since the last use from the moment given', () => {
    const lastUsed = new Map([['java', monthIndex('2016-11')]]);
    expect(scoreMatch([must('java')], senior, { lastUsed, now }).score).toBe(63);
    expect(
      scoreMatch([must('java')], senior, { lastUsed, now: new Date('2018-11-30T00:00:00Z') }).score,
    ).toBe(100);
  });

  it('dates a skill from the experiences that used it (skillUsage)', () => {
    const experiences = [
      {
        startDate: '2008-01',
        endDate: '2016-11',
        projectExperiences: [{ technicalEnvironment: [{ id: 'java' }] }],
      },
    ];
    const usage = skillUsage(experiences, 'java', now);
    const scored = scoreMatch([must('java')], new Map([['java', usage.months]]), {
      lastUsed: new Map([['java', usage.lastMonth!]]),
      now,
    });
    expect(scored.score).toBe(63);
  });

  it('never scores a later last use lower (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 60 }),
        (months, monthsAgo, earlier, kubernetesMonths) => {
          const evidence = new Map([
            ['java', months],
            ['kubernetes', kubernetesMonths],
          ]);
          const requested = [must('java'), { id: 'kubernetes', required: false }];
          const at = (ago: number) =>
            scoreMatch(requested, evidence, { lastUsed: new Map([['java', monthOf(now) - ago]]), now }).score;
          expect(at(monthsAgo + earlier)).toBeLessThanOrEqual(at(monthsAgo));
          expect(at(monthsAgo)).toBeLessThanOrEqual(scoreMatch(requested, evidence).score);
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });
});
