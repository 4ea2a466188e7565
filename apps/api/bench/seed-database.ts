/**
 * Seeds `files` synthetic skills files (`./search-seed.ts`: long-tail skills, shared name prefixes)
 * into the PostgreSQL database at `url`, migrating it first. Used by `npm run bench:web` to measure
 * the dashboard search as a person types at 100,000 files (issue #11 §7), and for issue #30 §4's
 * million files (`npm run bench:search` with BENCH_SEEDED_URL), seeded as a bulk load by
 * `writers` batches at once (default 2, one per core: `seedInParallel`); past `written` files
 * (default all), the others are SQL copies of those (`copySeeded`: 1,000,000 files with 100,000
 * written take minutes, not an hour and a half).
 * Run: `tsx apps/api/bench/seed-database.ts <url> <files> [writers] [written]`.
 */
import { openDatabase } from '../src/db/client.ts';
import { seedInParallel } from './search-seed.ts';

const [url, files, writers = '2', written = files] = process.argv.slice(2);
if (
  !url ||
  !/^postgres(ql)?:\/\//.test(url) ||
  !Number.isInteger(Number(files)) ||
  !(Number.isInteger(Number(writers)) && Number(writers) >= 1 && Number(writers) <= 8) ||
  !(Number.isInteger(Number(written)) && Number(written) >= 1)
)
  throw new Error('usage: seed-database.ts <postgres url> <files> [writers, 1 to 8] [written, ≥ 1]');
const started = performance.now();
const handle = await openDatabase({ url, dataDir: '' });
try {
  await seedInParallel(handle.db, Number(files), Number(writers), Number(written));
  console.log(`seeded ${files} files in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
} finally {
  await handle.close();
}
