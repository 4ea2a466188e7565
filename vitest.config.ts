import { defineConfig } from 'vitest/config';

// Unit and in-process API tests of every workspace; browser journeys run through Playwright (e2e/).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['{packages/domain,corpus}/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts', 'apps/api/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          // PGlite's WebAssembly under V8's wasm code GC trips a fatal check in V8's JIT-page
          // bookkeeping (nodejs/node#64500: `jit_page_->allocations_.erase(addr) == 1`), seen once
          // in CI. Code GC only frees the baseline code a function had before it was optimised;
          // keeping it costs a few MB per test process. docs/decisions.md "PGlite and V8's code GC".
          execArgv: ['--no-wasm-code-gc'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.tsx', 'apps/web/**/*.test.ts'],
          environment: 'jsdom',
          // Tests that type and click through user-event (fifty checkboxes, a pasted request) took
          // 3–5 s on a loaded CI machine, at Vitest's default limit of 5 s.
          testTimeout: 15000,
        },
      },
    ],
  },
});
