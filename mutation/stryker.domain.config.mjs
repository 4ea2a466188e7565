// @ts-check
import { strykerBase } from './stryker.base.mjs';
import process from 'node:process';
import { CV_HEURISTICS } from './cv-heuristics.mjs';
import { incrementalPath } from './incremental.mjs';

/**
 * Mutation testing of the domain (issue #12): every spec rule lives once in `packages/domain/src`,
 * and its own tests (`packages/domain/**\/*.test.ts`) must notice when one is broken.
 * `npm run test:mutation:domain`; fails below `thresholds.break`; CI runs it (.ci/run), incrementally.
 * Reports: reports/mutation/domain.html and .json.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...strykerBase('domain'),
  vitest: { configFile: 'mutation/vitest.domain.config.ts', related: false },
  // The sandbox needs the domain, the root's configuration, the glossary and the API's catalogue
  // (read by the domain's tests).
  ignorePatterns: ['apps/web', 'apps/api/src', 'apps/api/test', 'e2e', 'deploy', 'reports'],
  // printable-ranges.ts is generated from the documents' fonts (npm run generate:printable): data, not rules.
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    '!packages/domain/src/printable-ranges.ts',
    // The CV understanding's reading heuristics (issue #28): measured on real documents by
    // `npm run bench:import`, and by their own mutation run, `npm run test:mutation:cv`
    // (stryker.cv.config.mjs; docs/mutation.md "The CV understanding"). Its rules of record —
    // dates, clean-up, headings, contacts, names, paragraphs — stay in this gate.
    ...CV_HEURISTICS.map((file) => `!${file}`),
  ],
  // Static mutants (module-level schemas, tables, patterns) need the whole suite each: 27 % of the
  // mutants, 70 % of a run's time. The incremental run of CI leaves them out so that a change to a
  // schema stays within CI's time limit; `npm run test:mutation:domain:full` measures them too
  // (docs/mutation.md "Static mutants").
  ignoreStatic: process.env.STRYKER_STATIC !== '1',
  thresholds: { high: 95, low: 90, break: 90 },
  timeoutMS: 10000,
  // Each run reuses what the last one found for code and tests that did not change (Stryker's
  // incremental mode). It does not rerun a static mutant that survived when only new tests were
  // added: after adding tests, run with `-- --force` (docs/mutation.md).
  incremental: true,
  // Kept gzipped in git (mutation/incremental.mjs); the npm scripts unpack it here and pack it back.
  incrementalFile: incrementalPath('domain'),
};
