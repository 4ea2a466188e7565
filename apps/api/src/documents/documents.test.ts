/**
 * The documents capability behind its entry point (`createDocuments`, issue #8 §1, §3, §9): a
 * cached document never reads the file again; a file that changed while it was read is cached
 * under its new version, never served for the old one; a ZIP nobody reads stops reading files,
 * so its memory does not grow with the number of files.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { typicalResume } from '../../test/fixtures.ts';
import { referenceRows } from '../db/seed/reference/catalogue.ts';
import {
  createDocuments,
  defaultDocumentsConfig,
  type DocumentOptions,
  type DocumentSource,
  type Documents,
  type StoredResume,
} from './index.ts';

const items = referenceRows().map((row) => ({ ...row, parentId: row.parentId ?? null }));
const PDF: DocumentOptions = { format: 'pdf', locale: 'fr', anonymised: false, focus: [] };
/**
 * Turns of the event loop with nothing read and nothing rendering after which a ZIP nobody reads
 * counts as stalled: a stream stage hands data on within a turn (ticks and microtasks), yazl waits
 * one `setImmediate` at most; ten is a wide margin that costs no wall-clock time to speak of.
 */
const QUIET_TURNS = 10;

let documents: Documents | undefined;
afterEach(async () => {
  await documents?.close();
  documents = undefined;
});

function start(workers = 1): Documents {
  documents = createDocuments({ ...defaultDocumentsConfig(), workers }, () =>
    Promise.resolve({ version: 1, items }),
  );
  return documents;
}

/** A source whose `load` answers `stored` and counts its calls. */
function source(
  index: number,
  version: number,
  stored: StoredResume = { document: typicalResume(), version },
) {
  const counter = { loads: 0 };
  const value: DocumentSource = {
    user: {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      updatedAt: new Date('2026-11-01T10:00:00Z'),
      firstname: 'Hélène',
      lastname: `Lefèvre${index}`,
      email: `helene${index}@example.fr`,
      phoneNumber: '',
      trigram: 'HLE',
    },
    version,
    load: () => {
      counter.loads++;
      return Promise.resolve(stored);
    },
  };
  return { value, counter };
}

describe('createDocuments', () => {
  it('answers the same file at the same version from the cache, without reading the file again', async () => {
    const docs = start();
    const { value, counter } = source(1, 3);
    const first = await docs.renderResume(value, PDF);
    const second = await docs.renderResume(value, PDF);
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(counter.loads).toBe(1);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('caches a file that changed while it was read under its new version only', async () => {
    const docs = start();
    // The version read says 3; by the time the file is read it is at 4.
    const changed = { ...typicalResume(), desiredPosition: 'Architecte logiciel' };
    const stale = source(2, 3, { document: changed, version: 4 });
    expect((await docs.renderResume(stale.value, PDF)).cached).toBe(false);

    const atNewVersion = source(2, 4, { document: changed, version: 4 });
    expect((await docs.renderResume(atNewVersion.value, PDF)).cached).toBe(true);
    expect(atNewVersion.counter.loads).toBe(0);

    // The old version's key was never filled with the newer file.
    const atOldVersion = source(2, 3);
    expect((await docs.renderResume(atOldVersion.value, PDF)).cached).toBe(false);
    expect(atOldVersion.counter.loads).toBe(1);
  });

  it('reads as many files for an unread ZIP of 40 as of 20 (memory does not grow with the count), then delivers them all', async () => {
    const docs = start(1);
    const sources: ReturnType<typeof source>[] = [];
    /**
     * Starts a ZIP nobody reads and waits until it has stalled, by its own signals rather than a
     * clock (issue #26 leftovers: a fixed wait measured a ZIP still rendering on a loaded machine).
     * Stalled: every file read has been rendered (the pool's count of finished jobs caught up with
     * the reads) and no file is read while the event loop turns `QUIET_TURNS` times more. With no
     * render in flight nothing else can start one: the ZIP's streams move on ticks, no timer or I/O.
     */
    async function stalled(count: number) {
      const own = Array.from({ length: count }, (_, index) => source(100 * count + index, 1));
      sources.push(...own);
      const reads = () => sources.reduce((sum, { counter }) => sum + counter.loads, 0);
      const loads = () => own.reduce((sum, { counter }) => sum + counter.loads, 0);
      const zip = docs.zipResumes(
        own.map(({ value }) => value),
        PDF,
        new AbortController().signal,
      );
      let quiet = 0;
      let seen = -1;
      while (quiet < QUIET_TURNS) {
        await new Promise((resolve) => setImmediate(resolve));
        const now = reads();
        quiet = now === seen && docs.stats().completed === now ? quiet + 1 : 0;
        seen = now;
      }
      // It stopped because nobody reads: the ZIP's buffer is full (backpressure), not emptied.
      expect(zip.readableLength).toBeGreaterThanOrEqual(zip.readableHighWaterMark);
      return { zip, loads, whileUnread: loads() };
    }
    const twenty = await stalled(20);
    const forty = await stalled(40);
    expect(twenty.whileUnread).toBeGreaterThan(0);
    expect(twenty.whileUnread).toBeLessThan(20);
    // Once the stream's buffers are full (each stage of the pipe holds about one file), no more
    // files are read or rendered, whatever the count (within one: buffers count bytes, and the
    // files' sizes differ by a few bytes with their names).
    expect(Math.abs(forty.whileUnread - twenty.whileUnread)).toBeLessThanOrEqual(1);

    for (const { zip, loads, count } of [
      { ...twenty, count: 20 },
      { ...forty, count: 40 },
    ]) {
      const chunks: Buffer[] = [];
      for await (const chunk of zip) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      // End of central directory: 22 bytes at the end, the entry count at offset 10.
      expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
      expect(bytes.readUInt16LE(bytes.length - 12)).toBe(count);
      expect(loads()).toBe(count);
    }
  });

  it('stops reading and rendering files once the client leaves (its signal aborts)', async () => {
    const docs = start(1);
    const sources = Array.from({ length: 30 }, (_, index) => source(900 + index, 1));
    const loads = () => sources.reduce((sum, { counter }) => sum + counter.loads, 0);
    const client = new AbortController();
    const zip = docs.zipResumes(
      sources.map(({ value }) => value),
      PDF,
      client.signal,
    );
    const failed = new Promise<Error>((resolve) => zip.once('error', resolve));
    // The client reads the first bytes, then goes away.
    await new Promise<void>((resolve) => zip.once('data', () => resolve()));
    client.abort(new Error('client closed the connection'));
    zip.resume();
    // The ZIP ends in error (never a truncated file passing for whole).
    expect(await failed).toBeInstanceOf(Error);
    const atAbort = loads();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(loads()).toBe(atAbort);
    expect(atAbort).toBeLessThan(30);
  });
});
