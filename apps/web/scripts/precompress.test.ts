/**
 * Issue #11 §6: the build's pre-compressed copies decompress to the very bytes of their file, and
 * only text files worth it get one.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress (issue #11 §6)', () => {
  it('writes .br and .gz beside large text files, byte-exact, and leaves small files and images alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'highlight-dist-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `mot-${i}-é`))};\n`;
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Highlight</title>');
    writeFileSync(join(dir, 'assets', 'cat.png'), Buffer.alloc(4096, 7));
    const written = precompress(dir);
    expect(written.map((entry) => entry.file)).toEqual([join(dir, 'assets', 'app-abc123.js')]);
    const file = join(dir, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(script);
    expect(written[0]?.br).toBeLessThan(written[0]?.gz ?? 0);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'cat.png.br'))).toBe(false);
  });
});
