import { defineConfig } from 'vitest/config';

// Unit and in-process API tests of every workspace; browser journeys run through Playwright (e2e/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts', 'apps/api/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.tsx', 'apps/web/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
