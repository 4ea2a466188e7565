/**
 * issue #30 §4: where the match's tier-by-tier reading starts (`firstLikelyTier`, repository.ts
 * `MatchBounds`): the first tier of required skills missing expected to fill the page, from each
 * skill's share of the people. The reading itself is checked against the domain's order in
 * search.test.ts ("matchCandidates picks the best people exactly as the domain ranks them").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstLikelyTier } from './match-repository.ts';

/** P(holding at least `n - tier` of the skills), by enumerating every subset held. */
function atLeastByEnumeration(shares: readonly number[], tier: number): number {
  let total = 0;
  for (let mask = 0; mask < 1 << shares.length; mask += 1) {
    let probability = 1;
    let held = 0;
    shares.forEach((share, index) => {
      const holds = (mask >> index) & 1;
      held += holds;
      probability *= holds ? share : 1 - share;
    });
    if (held >= shares.length - tier) total += probability;
  }
  return total;
}

describe('firstLikelyTier (issue #30 §4)', () => {
  it('starts where the bench posting fills its page: all three skills at a million files', () => {
    // Java in 31 % of files, Kubernetes and Docker in 1.3 % each: 52 expected to hold all three.
    expect(firstLikelyTier([0.31, 0.013, 0.013], 1_000_000, 50)).toBe(0);
    expect(firstLikelyTier([0.31, 0.013, 0.013], 1_000_000, 60)).toBe(1);
    expect(firstLikelyTier([0.31, 0.013, 0.013], 100_000, 50)).toBe(1);
  });

  it('answers the first tier when everyone holds every skill, the last when nobody is expected', () => {
    expect(firstLikelyTier([1, 1, 1], 10, 10)).toBe(0);
    expect(firstLikelyTier([0, 0, 0], 1_000_000, 1)).toBe(2);
    expect(firstLikelyTier([], 1_000, 50)).toBe(0);
  });

  it('is the first tier whose expected people reach the limit (fast-check, against enumeration)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        (shares, people, limit) => {
          const tier = firstLikelyTier(shares, people, limit);
          const expected = (t: number) => atLeastByEnumeration(shares, t) * people;
          const last = shares.length - 1;
          // Reached at the tier answered (or it is the last), and not at any earlier tier; a
          // relative margin for the two ways of summing the same probabilities.
          if (tier < last) expect(expected(tier)).toBeGreaterThanOrEqual(limit * (1 - 1e-9));
          for (let earlier = 0; earlier < tier; earlier += 1)
            expect(expected(earlier)).toBeLessThan(limit * (1 + 1e-9));
        },
      ),
      { numRuns: 300 },
    );
  });
});
