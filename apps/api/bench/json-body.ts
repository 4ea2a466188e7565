/**
 * Cost of bounding JSON bodies (issue #26 §1: "decided without recursion, in well under a
 * millisecond per KB"). For each body, prints the microseconds per KB of `measureJson` (the bound
 * check) next to the baseline in the same run, `JSON.parse` of the same text, and their ratio:
 * - the report's attack: 8,000 nested arrays (16 KB) and a 1 MiB one;
 * - a flat list of 50,001 strings (past the entries bound);
 * - the largest skills file the bounds allow (about 300 KB, every list full).
 * No database: the check runs before any route. Run: `npm run bench:json-body`.
 */
import { performance } from 'node:perf_hooks';
import { JSON_BODY_ENTRIES_MAX, REQUEST_BODY_MAX_BYTES } from '@highlight/domain/constants';
import { measureJson } from '../src/plugins/json-body.ts';
import { largestResume } from '../test/fixtures.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

const BODIES: { name: string; text: string }[] = [
  { name: 'attack: 8,000 nested arrays', text: nested(8_000) },
  { name: 'attack: 1 MiB of nesting', text: nested(REQUEST_BODY_MAX_BYTES / 2 - 1) },
  {
    name: `flat: ${JSON_BODY_ENTRIES_MAX + 1} strings`,
    text: `[${'"x",'.repeat(JSON_BODY_ENTRIES_MAX)}"x"]`,
  },
  { name: 'largest skills file', text: JSON.stringify({ ...largestResume(), version: 0 }) },
];

/** Median microseconds of `work` over ROUNDS runs (after 20 warm-up runs). */
function medianMicros(work: () => unknown): number {
  for (let round = 0; round < 20; round += 1) work();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    work();
    times.push((performance.now() - start) * 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const rows = BODIES.map(({ name, text }) => {
  const kilobytes = Buffer.byteLength(text) / 1024;
  const check = medianMicros(() => measureJson(text));
  const parse = medianMicros(() => JSON.parse(text) as unknown);
  return {
    body: name,
    kilobytes: Number(kilobytes.toFixed(1)),
    checkMicrosPerKb: Number((check / kilobytes).toFixed(2)),
    parseMicrosPerKb: Number((parse / kilobytes).toFixed(2)),
    checkToParse: Number((check / parse).toFixed(2)),
  };
});
console.table(rows);
console.log(JSON.stringify({ bench: 'json-body', node: process.version, rows }));
