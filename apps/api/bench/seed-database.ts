/**
 * Seeds `files` synthetic skills files (`./search-seed.ts`: long-tail skills, shared name prefixes)
 * into the PostgreSQL database at `url`, migrating it first. Used by `npm run bench:web` to measure
 * the dashboard search as a person types at 100,000 files (issue #11 §7).
 * Run: `tsx apps/api/bench/seed-database.ts <url> <files>`.
 */
import { openDatabase } from '../src/db/client.ts';
import { seed } from './search-seed.ts';

const [url, files] = process.argv.slice(2);
if (!url || !/^postgres(ql)?:\/\//.test(url) || !Number.isInteger(Number(files)))
  throw new Error('usage: seed-database.ts <postgres url> <files>');
const handle = await openDatabase({ url, dataDir: '' });
try {
  await seed(handle.db, Number(files));
} finally {
  await handle.close();
}
