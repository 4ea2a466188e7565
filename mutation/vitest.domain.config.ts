import { defineConfig } from 'vitest/config';

// The domain's own tests only (issue #12 §2: the domain's score counts what they kill), for Stryker.
export default defineConfig({
  test: { include: ['packages/domain/**/*.test.ts'], environment: 'node' },
});
