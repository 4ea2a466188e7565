// @ts-check
/**
 * Mutation testing of the domain (issue #12): every spec rule lives once in `packages/domain/src`,
 * and its own tests (`packages/domain/**\/*.test.ts`) must notice when one is broken.
 * `npm run test:mutation:domain`; CI runs it and fails below `thresholds.break`.
 * Reports: reports/mutation/domain.html and .json. Survivors are explained in docs/mutation.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.domain.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  // The sandbox needs the domain, the root's configuration, the glossary and the API's catalogue
  // (read by the domain's tests).
  ignorePatterns: ['apps/web', 'apps/api/src', 'apps/api/test', 'e2e', 'deploy', 'reports'],
  mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  ignoreStatic: false,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  jsonReporter: { fileName: 'reports/mutation/domain.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  timeoutMS: 10000,
  tempDirName: 'node_modules/.cache/stryker-domain',
  cleanTempDir: 'always',
};
