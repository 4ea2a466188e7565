/** Issue #9 client request: the explainable score, on hand-built inputs (skills in text: vocabulary.test.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareMatches,
  scoreMatch,
  SENIOR_YEARS,
  ZMatchRequest,
  type MatchSkill,
} from './matching.ts';

describe('scoreMatch (issue #9 formula)', () => {
  const must = (id: string, minYears?: number): MatchSkill =>
    minYears === undefined ? { id, required: true } : { id, required: true, minYears };
  const nice = (id: string): MatchSkill => ({ id, required: false });

  it('gives 100 to a senior with every skill, 0 to someone with none', () => {
    const months = SENIOR_YEARS * 12;
    expect(
      scoreMatch(
        [must('java'), nice('kubernetes')],
        new Map([
          ['java', months],
          ['kubernetes', months],
        ]),
      ).score,
    ).toBe(100);
    const none = scoreMatch([must('java'), nice('kubernetes')], new Map());
    expect(none).toMatchObject({
      score: 0,
      matched: [],
      missing: ['java', 'kubernetes'],
      missingRequired: 1,
    });
  });

  it('weighs a required skill twice a nice-to-have one', () => {
    // Java (weight 2) listed but never used: 0.5; Kubernetes (weight 1) missing: 0.
    expect(scoreMatch([must('java'), nice('kubernetes')], new Map([['java', 0]])).score).toBe(
      Math.round((100 * 2 * 0.5) / 3),
    );
    // Kubernetes only: (1 × 0.5) / 3.
    expect(scoreMatch([must('java'), nice('kubernetes')], new Map([['kubernetes', 0]])).score).toBe(
      Math.round((100 * 0.5) / 3),
    );
  });

  it('measures years against the minimum asked, else against a senior', () => {
    const twoYears = new Map([['java', 24]]);
    expect(scoreMatch([must('java', 4)], twoYears).score).toBe(75);
    expect(scoreMatch([must('java', 2)], twoYears).score).toBe(100);
    expect(scoreMatch([must('java')], twoYears).score).toBe(
      Math.round(100 * (0.5 + 0.5 * (2 / SENIOR_YEARS))),
    );
    expect(scoreMatch([must('java')], twoYears).years).toEqual({ java: 2 });
  });

  it('never falls when a person gains a skill or a month of use', () => {
    const ids = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...ids), required: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.dictionary(fc.constantFrom(...ids), fc.nat(200)),
        fc.constantFrom(...ids),
        (requested, evidence, extra) => {
          const before = new Map(Object.entries(evidence));
          const after = new Map(before).set(extra, (before.get(extra) ?? 0) + 1);
          expect(scoreMatch(requested, after).score).toBeGreaterThanOrEqual(
            scoreMatch(requested, before).score,
          );
        },
      ),
    );
  });
});

describe('compareMatches', () => {
  it('puts fewer missing required skills first, then higher score, then more stars', () => {
    const people = [
      { userId: 'd', missingRequired: 0, score: 60, stars: 9 },
      { userId: 'a', missingRequired: 1, score: 90, stars: 14 },
      { userId: 'c', missingRequired: 0, score: 80, stars: 1 },
      { userId: 'b', missingRequired: 0, score: 60, stars: 12 },
    ];
    expect([...people].sort(compareMatches).map((person) => person.userId)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('ZMatchRequest', () => {
  it('needs a text or a skill, and defaults skills to required', () => {
    expect(ZMatchRequest.safeParse({}).success).toBe(false);
    expect(ZMatchRequest.safeParse({ text: '   ' }).success).toBe(false);
    const parsed = ZMatchRequest.parse({ skills: [{ id: 'java' }] });
    expect(parsed).toEqual({ skills: [{ id: 'java', required: true }], limit: 50 });
  });
});
