/**
 * Issue #11 §6 "assets pre-compressed at build (brotli and gzip)": after `vite build`, writes a
 * `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside every compressible file of the
 * build (JavaScript, CSS, HTML, SVG, JSON, text) larger than 1 KiB, when the compressed copy is
 * smaller. The server serves them with `Content-Encoding` (`@fastify/static` `preCompressed`).
 * Compression is node's zlib; the loop is all this script adds. Run by `npm run build -w @highlight/web`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes the `.br` and `.gz` copies of the compressible files under `dir`; returns what it wrote
 * as `{ file, bytes, br, gz }` (sizes in bytes, 0 for a copy not written).
 */
export function precompress(dir: string): { file: string; bytes: number; br: number; gz: number }[] {
  return filesUnder(dir)
    .filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES)
    .map((file) => {
      const content = readFileSync(file);
      const br = brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      const gz = gzipSync(content, { level: 9 });
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      return {
        file,
        bytes: content.length,
        br: br.length < content.length ? br.length : 0,
        gz: gz.length < content.length ? gz.length : 0,
      };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
  const written = precompress(dist);
  const total = (key: 'bytes' | 'br' | 'gz') => written.reduce((sum, entry) => sum + entry[key], 0);
  console.log(
    `precompressed ${written.length} files: ${Math.round(total('bytes') / 1024)} KiB → brotli ${Math.round(total('br') / 1024)} KiB, gzip ${Math.round(total('gz') / 1024)} KiB`,
  );
}
