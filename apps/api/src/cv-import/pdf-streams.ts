/**
 * How much a PDF's compressed streams inflate to, measured before pdfjs opens the file
 * (docs/security.md "Uploaded documents"). pdfjs inflates a page's content stream whole and lexes
 * every byte of it: a 117 KB file whose content stream inflated to 120 MB held a worker for
 * 11–20 s. Here every stream of the file (PDF 32000-1 §7.3.8: a dictionary, `stream`, an end of
 * line, the data, `endstream`) whose data starts with a zlib header (RFC 1950 §2.2, as pdfjs's
 * `FlateStream` checks it) is inflated by Node's zlib, in native code, with an output bound: past
 * it the inflation stops there and the file is refused. Nothing inflated is kept. A stream
 * compressed twice (`[/FlateDecode /FlateDecode]`) is inflated again, each stage counted.
 *
 * Images (a dictionary declaring `/Subtype /Image`) are not inflated: pdfjs decodes an image only
 * up to `CV_IMPORT_MAX_IMAGE_PIXELS`, and real CVs carry large ones (a Canva export, 100 MB of
 * inflated backgrounds and masks). Not measured here either: streams of an encrypted file (their
 * bytes are ciphertext until pdfjs decrypts them), filters other than Flate (LZW, run length,
 * ASCII encodings), and a stream declared an image but drawn as a page's content. The operator
 * bounds of ./read-pdf.ts and the import pool's time limit hold for those.
 */
import { Buffer } from 'node:buffer';
import { constants, inflateSync } from 'node:zlib';
import { CvReadError } from './cv-read-error.ts';

/** Stages of compression followed in one stream (a real file has one). */
const MAX_STAGES = 4;

/** RFC 1950 §2.2: deflate (CM 8) with a window of at most 32 KB, a header check multiple of 31, no preset dictionary. */
const isZlibHeader = (cmf: number | undefined, flg: number | undefined) =>
  cmf !== undefined &&
  flg !== undefined &&
  (cmf & 0x0f) === 8 &&
  cmf >> 4 <= 7 &&
  ((cmf << 8) + flg) % 31 === 0 &&
  (flg & 0x20) === 0;

/**
 * Whether the dictionary before a stream declares an image (`/Subtype /Image`), its literal
 * strings left out so that a string cannot declare it.
 */
function declaresImage(dictionary: string): boolean {
  return /\/Subtype\s*\/Image\b/.test(dictionary.replace(/\((?:\\.|[^\\)])*\)/g, '()'));
}

/**
 * Throws `CvReadError` `CV_TOO_COMPLEX` when the Flate streams of the PDF `bytes`, images left
 * out, inflate to more than `maxBytes` together (see the module's docstring). The inflation stops
 * at the bound, so its cost is at most `maxBytes` of native inflation. A stream that does not
 * inflate (damaged, not Flate) is left to pdfjs. `bytes` is read, never changed or kept.
 */
export function assertInflatedSizeWithin(bytes: Uint8Array, maxBytes: number): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let inflatedSoFar = 0;
  let at = text.indexOf('stream');
  while (at !== -1) {
    let next = at + 'stream'.length;
    if (!text.startsWith('end', at - 3)) {
      // The keyword's end of line (CR LF, LF, or a lone CR as pdfjs tolerates it), then the data.
      let start = next;
      if (text[start] === '\r') start++;
      if (text[start] === '\n') start++;
      if (start > next && isZlibHeader(bytes[start], bytes[start + 1])) {
        const end = text.indexOf('endstream', start);
        const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', at)), at);
        if (!declaresImage(dictionary)) {
          let data: Uint8Array = bytes.subarray(start, end === -1 ? bytes.byteLength : end);
          for (let stage = 0; stage < MAX_STAGES && isZlibHeader(data[0], data[1]); stage++) {
            const inflated = inflateWithin(data, maxBytes - inflatedSoFar);
            if (inflated === null) break;
            inflatedSoFar += inflated.byteLength;
            data = inflated;
          }
        }
        if (end !== -1) next = end + 'endstream'.length;
      }
    }
    at = text.indexOf('stream', next);
  }
}

/**
 * `data` inflated, or null when it does not inflate (pdfjs will say what it makes of it). Past
 * `room` bytes the inflation stops and the file is refused.
 */
function inflateWithin(data: Uint8Array, room: number): Buffer | null {
  try {
    // A truncated stream gives what it holds (Z_SYNC_FLUSH), as pdfjs reads one.
    return inflateSync(data, {
      maxOutputLength: Math.max(1, room),
      finishFlush: constants.Z_SYNC_FLUSH,
      chunkSize: 64 * 1024,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new CvReadError('CV_TOO_COMPLEX', 'inflated streams');
    }
    return null;
  }
}
