// @ts-check
/**
 * What the two Stryker runs share (issue #12): the Vitest runner, per-test coverage, the reports
 * (clear text, HTML, JSON under reports/mutation/), two runner processes (the machine's two cores).
 * @param {string} name the report's file name, without extension
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerBase(name) {
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    coverageAnalysis: 'perTest',
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    concurrency: 2,
    tempDirName: `node_modules/.cache/stryker-${name}`,
    cleanTempDir: 'always',
  };
}
