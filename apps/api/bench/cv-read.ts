/**
 * How long the CV format readers take (issue #28 §1; apps/api/src/cv-import): each document of the
 * development corpus (`../shared/cv-corpus/dev`, read from there) read in this process, first on a
 * cold reader (pdfjs loading included: a pool thread's first CV), then warm (median and maximum of
 * `ROUNDS` reads). Prints, asserts nothing; the understanding's time is not included.
 *
 * Run: `npx tsx apps/api/bench/cv-read.ts` (on a quiet machine: other work makes it pessimistic).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCvFile } from '../src/cv-import/index.ts';

const DEV = new URL('../../../../shared/cv-corpus/dev/', import.meta.url);
const ROUNDS = 7;

const names = readdirSync(DEV)
  .filter((name) => /\.(pdf|docx)$/.test(name))
  .sort();
const bytesOf = (name: string) => new Uint8Array(readFileSync(fileURLToPath(new URL(name, DEV))));

async function timed(name: string): Promise<{ ms: number; pages: number; units: number }> {
  const bytes = bytesOf(name); // a fresh copy: the reader may detach it
  const start = performance.now();
  const document = await readCvFile(bytes);
  const ms = performance.now() - start;
  return document.format === 'pdf'
    ? {
        ms,
        pages: document.pages.length,
        units: document.pages.reduce((sum, page) => sum + page.runs.length, 0),
      }
    : { ms, pages: 0, units: document.paragraphs.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

console.log(`CV readers: ${names.length} documents of ../shared/cv-corpus/dev, ${ROUNDS} warm rounds each`);
console.log('document                               pages  runs/¶     cold   warm p50   warm max');
const warmAll: number[] = [];
for (const name of names) {
  const cold = await timed(name);
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round++) warm.push((await timed(name)).ms);
  warmAll.push(...warm);
  console.log(
    `${name.padEnd(38)} ${String(cold.pages || '-').padStart(5)} ${String(cold.units).padStart(7)} ${ms(cold.ms)} ${ms(median(warm))} ${ms(Math.max(...warm))}`,
  );
}
const sorted = [...warmAll].sort((a, b) => a - b);
const at = (quantile: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
console.log(`all warm reads: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(sorted.at(-1) ?? 0)}`);
