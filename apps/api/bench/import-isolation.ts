/**
 * Benchmark of one person's CV imports against another person's download (docs/decisions.md "CV
 * imports in a pool of their own"; docs/security.md "Uploaded documents"), over real HTTP on
 * PGlite, with the pools a 2-core machine gets by default (one document thread, one import
 * thread) and no document cache, so that every download is rendered:
 * 1. each hostile file imported alone: a DOCX of 30,000 nested content controls, a PDF whose
 *    content stream inflates to 120 MB, a PDF of a million nested form drawings (its answer and
 *    its time);
 * 2. a PDF download alone (the baseline of the run), then while two clients keep importing the
 *    hostile files, one after the other; the ratio of each percentile to the baseline's.
 * Prints a table and a final JSON line with every figure. Run: `npm run bench:import-isolation`.
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { handPdf, inflatingPdf, nestedDocx, nestedFormsPdf } from '../src/cv-import/test-documents.ts';
import { createTestApp } from '../test/helpers.ts';
import { stats, type Stats } from './measure.ts';

/** Downloads timed alone, and while imports run. */
const SAMPLES = 60;
/** Untimed downloads first, so that the series measures warm code. */
const WARMUP = 20;
/** Clients importing hostile files at once during the second series. */
const IMPORTERS = 2;
/** A timed series stops here even if downloads are slow (the code before the pools split). */
const SERIES_DEADLINE_MS = 180_000;

const step = (message: string) => console.error(`… ${message}`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

const app = await createTestApp({
  documents: { workers: 1, importWorkers: 1, importQueue: 20, cacheBytes: 0 },
});
await app.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;

try {
  // Tokens live 5 minutes: each request signs its caller in again, outside the time measured (a
  // run of the code before the pools split spends minutes waiting for documents).
  const hrUser = (await app.createStaff('human_ressources')).user;
  const applicantUser = await app.createUser({ roles: ['applicant'] });
  const owner = await app.createCollaboratorWithFile();
  const downloadUrl = `${origin}/api/users/${owner.user.id}/resume`;

  const hostile: { name: string; bytes: Uint8Array }[] = [
    { name: 'DOCX, 30,000 nested content controls', bytes: await nestedDocx(30_000) },
    { name: 'PDF, content stream inflating to 120 MB', bytes: inflatingPdf(120 * 1024 * 1024) },
    { name: 'PDF, a million nested form drawings', bytes: nestedFormsPdf(6, 10) },
  ];

  /** Posts `bytes` as a CV import; answers its status and error code. */
  const importCv = async (bytes: Uint8Array) => {
    const applicant = await app.authHeader(applicantUser);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'cv');
    const response = await fetch(`${origin}/api/resume-imports`, {
      method: 'POST',
      headers: applicant,
      body: form,
    });
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code ?? '' };
  };

  /** Statuses other than 200 already shown (the first body of each is shown, to tell why). */
  const reported = new Set<number>();
  /** One PDF download's time in milliseconds, and its status. */
  const download = async () => {
    const hr = await app.authHeader(hrUser);
    const started = performance.now();
    const response = await fetch(downloadUrl, { headers: { ...hr, accept: 'application/pdf' } });
    const body = await response.arrayBuffer();
    if (response.status !== 200 && !reported.has(response.status)) {
      reported.add(response.status);
      step(`a download answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
    }
    return { ms: performance.now() - started, status: response.status };
  };

  /** Downloads one after the other, `SAMPLES` timed after `warmup` untimed, until the deadline. */
  const series = async (warmup: number) => {
    for (let index = 0; index < warmup; index++) await download();
    const times: number[] = [];
    const statuses = new Map<number, number>();
    const deadline = performance.now() + SERIES_DEADLINE_MS;
    while (times.length < SAMPLES && performance.now() < deadline) {
      const { ms: took, status } = await download();
      times.push(took);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    return { stats: stats(times), statuses: Object.fromEntries(statuses) };
  };

  step('importing each hostile file alone (the import thread warmed by a first import)');
  await importCv(handPdf('BT /F1 12 Tf 72 700 Td (Élise Martin) Tj ET'));
  const alone: { name: string; status: number; code: string; ms: number }[] = [];
  for (const { name, bytes } of hostile) {
    const started = performance.now();
    const answer = await importCv(bytes);
    alone.push({ name, ...answer, ms: performance.now() - started });
  }

  step(`timing ${SAMPLES} PDF downloads alone`);
  const baseline = await series(WARMUP);

  step(`timing ${SAMPLES} PDF downloads while ${IMPORTERS} clients import hostile files`);
  let importing = true;
  let imported = 0;
  const importAnswers = new Map<string, number>();
  const importers = Array.from({ length: IMPORTERS }, async (_, client) => {
    for (let turn = client; importing; turn++) {
      const answer = await importCv(hostile[turn % hostile.length]?.bytes ?? new Uint8Array()).catch(() => ({
        status: 0,
        code: 'network error',
      }));
      const key = `${answer.status} ${answer.code}`;
      importAnswers.set(key, (importAnswers.get(key) ?? 0) + 1);
      imported++;
    }
  });
  // The code is warm from the baseline; the importers have their first files in the pool.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underImports = await series(0);
  importing = false;
  await Promise.all(importers);

  const ratio = (key: keyof Stats) =>
    Math.round((underImports.stats[key] / Math.max(baseline.stats[key], 0.001)) * 100) / 100;
  console.log(
    `\nCV imports apart from downloads — ${availableParallelism()} cores, Node ${process.version}\n`,
  );
  console.log('| hostile file imported alone | answer | time |');
  console.log('| --- | --- | --- |');
  for (const row of alone) console.log(`| ${row.name} | ${row.status} ${row.code} | ${ms(row.ms)} |`);
  console.log('\n| PDF download | p50 | p95 | p99 | max | answers |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [label, run] of [
    ['alone (baseline)', baseline],
    [`while ${IMPORTERS} clients import hostile files (${imported} imports)`, underImports],
  ] as const) {
    const { p50, p95, p99, max } = run.stats;
    console.log(
      `| ${label} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ${JSON.stringify(run.statuses)} |`,
    );
  }
  console.log(`| ratio to the baseline | ${ratio('p50')}× | ${ratio('p95')}× | ${ratio('p99')}× | | |`);
  console.log(`\nImports answered meanwhile: ${JSON.stringify(Object.fromEntries(importAnswers))}`);
  console.log(
    JSON.stringify({
      cores: availableParallelism(),
      alone,
      baseline,
      underImports: { ...underImports, imports: imported, importAnswers: Object.fromEntries(importAnswers) },
      ratio: { p50: ratio('p50'), p95: ratio('p95'), p99: ratio('p99') },
    }),
  );
} finally {
  await app.close();
}
