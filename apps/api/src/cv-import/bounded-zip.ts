/**
 * A ZIP read within bounds (issue #28 §1: "a DOCX's uncompressed size bounded against ZIP bombs"),
 * with `yauzl`. Opening reads the central directory only: more than `maxEntries` entries, or
 * declared uncompressed sizes summing over `maxBytes`, refuse the file. Reading an entry inflates
 * it as a stream and counts the bytes that actually come out, across all the entries read: past
 * `maxBytes` the stream is destroyed at once, whatever the headers declared (yauzl's
 * `validateEntrySizes` also fails an entry longer than its declared size). Errors: `CvReadError`
 * `CV_TOO_LARGE_UNCOMPRESSED` for a bound, `CV_DAMAGED` for a ZIP yauzl cannot read.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { CvReadError } from './cv-read-error.ts';

export interface BoundedZip {
  /** Whether the ZIP holds an entry of that exact name ("word/document.xml"). */
  has(name: string): boolean;
  /** An entry's bytes inflated, or null when there is no such entry. */
  read(name: string): Promise<Uint8Array | null>;
  close(): void;
}

/** Opens `bytes` as a ZIP, checking its entry count and declared sizes (see the module's docstring). */
export async function openBoundedZip(
  bytes: Uint8Array,
  bounds: { maxEntries: number; maxBytes: number },
): Promise<BoundedZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch (error) {
    throw new CvReadError('CV_DAMAGED', `zip: ${describe(error)}`);
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > bounds.maxEntries) throw new CvReadError('CV_TOO_LARGE_UNCOMPRESSED', 'entries');
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > bounds.maxBytes) throw new CvReadError('CV_TOO_LARGE_UNCOMPRESSED', 'declared size');
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw error instanceof CvReadError ? error : new CvReadError('CV_DAMAGED', `zip: ${describe(error)}`);
  }

  /** Bytes inflated so far, all entries together. */
  let inflated = 0;
  return {
    has: (name) => entries.has(name),
    async read(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.isEncrypted()) throw new CvReadError('CV_DAMAGED', 'encrypted entry');
      const chunks: Buffer[] = [];
      try {
        const stream = await zip.openReadStreamPromise(entry);
        await new Promise<void>((resolve, reject) => {
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.byteLength;
            if (inflated > bounds.maxBytes) {
              stream.destroy();
              reject(new CvReadError('CV_TOO_LARGE_UNCOMPRESSED', 'inflated size'));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', reject);
          stream.on('end', resolve);
        });
      } catch (error) {
        if (error instanceof CvReadError) throw error;
        // yauzl's `validateEntrySizes`: the entry inflates past the size its header declares.
        if (describe(error).includes('too many bytes')) {
          throw new CvReadError('CV_TOO_LARGE_UNCOMPRESSED', 'inflates past its declared size');
        }
        throw new CvReadError('CV_DAMAGED', `zip entry: ${describe(error)}`);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
    close: () => zip.close(),
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
