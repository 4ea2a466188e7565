// @ts-check
/**
 * Stryker's incremental reports (its `incrementalFile`: the last run's mutants and tests, so that a
 * run retests only what a change touched; docs/mutation.md) are kept in git gzipped: 12.6 MB of
 * JSON rewritten at each refresh made every refresh a 12 MB diff, 0.7 MB compressed.
 *
 *   node mutation/incremental.mjs <name> <config> [Stryker's options…]
 *
 * unpacks mutation/<name>.incremental.json.gz to the run's file, runs `stryker run <config>` with
 * the options given (`--force`, `--incremental false`…), packs the run's file back, and exits with
 * Stryker's status.
 * The run's file is `incrementalPath(name)` (under node_modules/.cache, ignored by git), the path
 * the Stryker configs name. `save` writes only when the content changed (gzip level 9 with no
 * time stamp in its header is deterministic: the same report gives the same bytes).
 * Source: Node's zlib (https://nodejs.org/api/zlib.html), Stryker's `incremental` option.
 */
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import process from 'node:process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where Stryker reads and writes the incremental report of `name` during a run.
 * @param {string} name
 */
export function incrementalPath(name) {
  return join('node_modules', '.cache', 'stryker-incremental', `${name}.incremental.json`);
}

/** @param {string} name */
const archivePath = (name) => join(root, 'mutation', `${name}.incremental.json.gz`);

/** @param {string} name */
function restore(name) {
  const target = join(root, incrementalPath(name));
  mkdirSync(dirname(target), { recursive: true });
  if (!existsSync(archivePath(name))) return;
  writeFileSync(target, gunzipSync(readFileSync(archivePath(name))));
}

/** @param {string} name */
function save(name) {
  const source = join(root, incrementalPath(name));
  if (!existsSync(source)) return;
  const packed = gzipSync(readFileSync(source), { level: 9 });
  if (existsSync(archivePath(name)) && readFileSync(archivePath(name)).equals(packed)) return;
  writeFileSync(archivePath(name), packed);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, config, ...options] = process.argv.slice(2);
  if (!name || !/^[a-z-]+$/.test(name) || !config) {
    console.error('usage: node mutation/incremental.mjs <name> <stryker config> [stryker options…]');
    process.exit(2);
  }
  restore(name);
  const run = spawnSync('npx', ['stryker', 'run', config, ...options], { cwd: root, stdio: 'inherit' });
  save(name);
  process.exit(run.status ?? 1);
}
