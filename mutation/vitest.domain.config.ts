import { defineConfig } from 'vitest/config';

// The domain's own tests only (issue #12 §2: the domain's score counts what they kill), for Stryker.
// Property tests are capped at 100 inputs and draw them from a fixed seed (property-runs.ts,
// property-seed.ts): the suite runs once per mutant.
export default defineConfig({
  test: {
    include: ['packages/domain/**/*.test.ts'],
    environment: 'node',
    env: { HIGHLIGHT_PROPERTY_RUNS: '100' },
    setupFiles: ['mutation/property-seed.ts'],
  },
});
