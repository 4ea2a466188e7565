/**
 * How many inputs a property test (fast-check) tries (issue #12 §3).
 *
 * A test names the runs it wants; `HIGHLIGHT_PROPERTY_RUNS`, when set, caps them. The mutation run
 * sets it (`mutation/vitest.domain.config.ts`): there the suite runs once per mutant, and a property
 * that catches a broken rule does so within its first few dozen inputs, while every run of
 * `npm test` keeps the full count.
 * @param runs the runs the test wants (a positive integer)
 * @returns `runs`, or the cap when it is set and lower
 */
export function propertyRuns(runs: number): number {
  const cap = Number(process.env.HIGHLIGHT_PROPERTY_RUNS);
  return Number.isInteger(cap) && cap > 0 ? Math.min(runs, cap) : runs;
}
