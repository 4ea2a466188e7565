// @ts-check
import { strykerBase } from './stryker.base.mjs';

/**
 * Mutation testing of the API's authorisation and validation code (issue #12 §1): the users'
 * policy, the token's checks, the route guards and input checks, the error mapping — killed by the
 * API's tests (in-process, on PGlite). `npm run test:mutation:api`; too slow for CI (minutes per
 * mutant batch), run by hand. Reports: reports/mutation/api.html and .json.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...strykerBase('api'),
  vitest: { configFile: 'mutation/vitest.api.config.ts', related: false },
  // The sandbox needs the API, the domain and the root's configuration, plus the two files of
  // other folders the API's tests read: the realm export (keycloak.test.ts) and the web build's
  // pre-compression script (web-delivery.test.ts).
  ignorePatterns: ['apps/web/src', 'apps/web/bench', 'apps/web/public', 'e2e', 'docs', 'reports'],
  mutate: [
    'apps/api/src/modules/users/policy.ts',
    'apps/api/src/token-claims.ts',
    'apps/api/src/plugins/auth.ts',
    'apps/api/src/plugins/input.ts',
    'apps/api/src/plugins/errors.ts',
    'apps/api/src/errors.ts',
  ],
  // Not under node_modules (the base's place): the API's document worker is TypeScript that Node
  // loads itself, and Node strips types only outside node_modules.
  tempDirName: '.stryker-tmp/api',
  ignoreStatic: true,
  thresholds: { high: 90, low: 85, break: 85 },
  timeoutMS: 60000,
};
