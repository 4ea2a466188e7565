/*
 * Zod without `new Function` (issue #10 §5: no page needs `eval`). Zod 4 compiles object parsers
 * with `new Function` and probes for it when the first object schema is built, which happens while
 * the bundle's modules load; under the server's CSP (`script-src 'self'`) the probe is blocked and
 * reported as a violation on every page. Zod reads its settings from `globalThis.__zod_globalConfig`
 * (zod/v4/core/core.js); this classic script runs before any module script, so `jitless` is set
 * before zod loads: no probe, no compilation, the same parsing, interpreted.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
