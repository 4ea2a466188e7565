// @ts-check
import { strykerBase } from './stryker.base.mjs';
import domain from './stryker.domain.config.mjs';
import { CV_HEURISTICS } from './cv-heuristics.mjs';
import { incrementalPath } from './incremental.mjs';

/**
 * Mutation testing of the CV understanding's reading heuristics (issue #28 §1; docs/mutation.md
 * "The CV understanding"): the files of cv-heuristics.mjs, killed by the domain's tests. Run on
 * demand (`npm run test:mutation:cv`, about an hour on 2 cores), not by CI: its ~5,300 mutants
 * would take CI past its time limit. Its own thresholds: a heuristic's thresholds and weights
 * (a gap of 1.2 em, a confidence of 0.55) have many mutants no behaviour pins down exactly.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...domain,
  ...strykerBase('cv'),
  mutate: CV_HEURISTICS,
  thresholds: { high: 90, low: 75, break: 65 },
  // Kept gzipped in git (mutation/incremental.mjs); the npm scripts unpack it here and pack it back.
  incrementalFile: incrementalPath('cv'),
};
