/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app's stylesheet no longer blocks the first paint (issue #11 §6): in the built `index.html`
 * it is preloaded, not applied, so the page's frame (inline styles) paints with the HTML alone;
 * `main.tsx` applies it (`applyAppStyles`) and renders the app once it has loaded. It stays in
 * the head, before the style tags Mantine adds, so the theme's variables still win.
 */
function stylesheetAfterFirstPaint(): Plugin {
  return {
    name: 'highlight:stylesheet-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-styles>',
        ),
    },
  };
}

// In development the API (and the embedded identity provider) run on port 3000 (`npm run dev`).
export default defineConfig({
  plugins: [react(), stylesheetAfterFirstPaint()],
  build: {
    // Two chunks pass the default 500 kB warning, both loaded only when used (issue #29 §6): the
    // Inventory's screen with its charts (recharts) and exceljs (on a table's first XLSX export).
    // A group of their own for the charts would be preloaded by the first screen (rolldown moves
    // modules they share with it into the group), so they stay in the screen's chunk.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Issue #11 §6: the libraries only some screens need get chunks of their own, so that the
        // bundler cannot fold them into the first screen's code (it put zod, needed by the forms,
        // into the entry): zod (forms, checked answers), jsonschema (JSON Resume import),
        // @tanstack/table (dashboard).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'jsonschema', test: /node_modules[\\/]jsonschema[\\/]/ },
            { name: 'table', test: /node_modules[\\/]@tanstack[\\/]table-core[\\/]/ },
            // TanStack Query, needed before any screen: one file, not five.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            // The small Mantine components nearly every screen shows, and Mantine's core, in one
            // chunk: left alone they are a dozen 1–2 KB files, each a request of its own before
            // Home can render (over HTTP/1.1, six at a time).
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core[\\/]|components[\\/](Alert|Anchor|AppShell|Badge|Box|Burger|Button|Card|Center|CloseButton|Collapse|Container|Group|List|Loader|NavLink|Overlay|Paper|Portal|Progress|SimpleGrid|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton|VisuallyHidden)[\\/]))/,
            },
            // The fields every form and the dashboard's lists show (text, native select, segmented
            // control, checkbox): one file instead of seven, each
            // otherwise a `modulepreload` link the preload helper appends, in the render that asks
            // for the screen (traced on the dashboard: ~10 ms of a phone's task for 21 links).
            {
              name: 'mantine-inputs',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|NativeSelect|SegmentedControl|FloatingIndicator|Checkbox)[\\/]|components[\\/]Combobox[\\/](ComboboxChevron[\\/]|get-parsed-combobox-data[\\/]|Combobox\.module)|utils[\\/](InlineInput|InputsGroupFieldset)[\\/]))/,
              // Only these files: the hooks and helpers they share with dialogs stay where they
              // are, so a dialog does not load the fields (Mantine's modules have no side effects,
              // so their order of evaluation does not matter).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/realms': 'http://localhost:3000' },
  },
  // Used by the root vitest project `web` (which extends this file): jsdom polyfills Mantine needs.
  test: {
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
