/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the API (and the embedded identity provider) run on port 3000 (`npm run dev`).
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/realms': 'http://localhost:3000' },
  },
  // Used by the root vitest project `web` (which extends this file): jsdom polyfills Mantine needs.
  test: {
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
