/**
 * How long the CV format readers take (issue #28 §1; apps/api/src/cv-import): each document of the
 * development corpus (`../shared/cv-corpus/dev`, read from there) read in this process, first on a
 * cold reader (pdfjs loading included: a pool thread's first CV), then warm (median and maximum of
 * `ROUNDS` reads); then the whole import as `POST /api/resume-imports` runs it, through
 * `Documents.importCv` on one worker thread (reading, the CV understanding, the preview crossing
 * back), warm. Prints, asserts nothing.
 *
 * Run: `npx tsx apps/api/bench/cv-read.ts` (on a quiet machine: other work makes it pessimistic).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCvFile } from '../src/cv-import/index.ts';
import { referenceRows, REFERENCE_SEED_VERSION } from '../src/db/seed/reference/catalogue.ts';
import { createDocuments, defaultDocumentsConfig } from '../src/documents/index.ts';

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

// The whole import in the pool: one thread, warmed by a first round over the corpus.
const documents = createDocuments({ ...defaultDocumentsConfig(), workers: 1 }, () =>
  Promise.resolve({ version: REFERENCE_SEED_VERSION, items: [] }),
);
const options = {
  catalogue: { version: REFERENCE_SEED_VERSION, items: referenceRows() },
  locale: 'fr' as const,
  now: new Date(),
};
try {
  for (const name of names) await documents.importCv(bytesOf(name), options);
  const imports: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      const start = performance.now();
      await documents.importCv(bytesOf(name), options);
      imports.push(performance.now() - start);
    }
  }
  imports.sort((a, b) => a - b);
  const of = (quantile: number) =>
    imports[Math.min(imports.length - 1, Math.floor(quantile * imports.length))] ?? 0;
  console.log(
    `whole imports in the pool (read + understood, warm): p50 ${ms(of(0.5))}, p95 ${ms(of(0.95))}, max ${ms(imports.at(-1) ?? 0)}`,
  );
} finally {
  await documents.close();
}
