import { defineConfig } from 'vitest/config';

// The API's tests, for Stryker on its authorisation and validation code (issue #12 §1).
export default defineConfig({
  test: {
    include: ['apps/api/**/*.test.ts', 'apps/api/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
