/**
 * What a PDF's Flate streams inflate to, bounded before pdfjs opens the file (pdf-streams.ts;
 * docs/security.md "Uploaded documents"): counted across streams and compression stages, images
 * left to pdfjs, a string in a dictionary declaring nothing, damaged streams left to pdfjs.
 */
import { Buffer } from 'node:buffer';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CvReadError } from './cv-read-error.ts';
import { assertInflatedSizeWithin } from './pdf-streams.ts';
import { handPdf, pdfOfObjects } from './test-documents.ts';

/** A stream object: `dictionary` entries, then `data` as it is. */
const stream = (dictionary: string, data: Uint8Array) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.byteLength} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

/** `bytes` bytes of content, compressed once. */
const deflated = (bytes: number) => deflateSync(Buffer.alloc(bytes, 0x20));

/** A PDF whose objects are the given streams (no page: this module reads no structure). */
const pdfOfStreams = (...streams: Buffer[]) => pdfOfObjects(['<< /Type /Catalog >>', ...streams]);

/** The `CvReadError` code `assertInflatedSizeWithin` throws, or null. */
function refusal(bytes: Uint8Array, maxBytes: number): string | null {
  try {
    assertInflatedSizeWithin(bytes, maxBytes);
    return null;
  } catch (error) {
    return error instanceof CvReadError ? error.code : String(error);
  }
}

describe('assertInflatedSizeWithin', () => {
  it('lets a stream inflating to the bound through, refuses one byte more', () => {
    const file = pdfOfStreams(stream('/Filter /FlateDecode', deflated(10_000)));
    expect(refusal(file, 10_000)).toBeNull();
    expect(refusal(file, 9_999)).toBe('CV_TOO_COMPLEX');
  });

  it('counts the streams together, and each stage of a stream compressed twice', () => {
    const two = pdfOfStreams(
      stream('/Filter /FlateDecode', deflated(6_000)),
      stream('/Filter /FlateDecode', deflated(6_000)),
    );
    expect(refusal(two, 12_000)).toBeNull();
    expect(refusal(two, 11_999)).toBe('CV_TOO_COMPLEX');
    const twice = pdfOfStreams(stream('/Filter [/FlateDecode /FlateDecode]', deflateSync(deflated(10_000))));
    expect(refusal(twice, 10_000)).toBe('CV_TOO_COMPLEX');
  });

  it('leaves images to pdfjs, whatever they inflate to; a string does not declare an image', () => {
    const image =
      '/Type /XObject /Subtype /Image /Width 100 /Height 100 /BitsPerComponent 8 /ColorSpace /DeviceRGB';
    expect(
      refusal(pdfOfStreams(stream(`${image} /Filter /FlateDecode`, deflated(30_000))), 1_000),
    ).toBeNull();
    const disguised = stream('/Note (/Subtype /Image) /Filter /FlateDecode', deflated(30_000));
    expect(refusal(pdfOfStreams(disguised), 1_000)).toBe('CV_TOO_COMPLEX');
  });

  it('reads the end of line after "stream" as pdfjs does: LF, CR LF or a lone CR', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const file = Buffer.concat([
        Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Filter /FlateDecode >>\nstream${eol}`, 'latin1'),
        deflated(5_000),
        Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
      ]);
      expect(refusal(new Uint8Array(file), 4_999)).toBe('CV_TOO_COMPLEX');
    }
  });

  it('leaves uncompressed, truncated and damaged streams to pdfjs', () => {
    expect(refusal(handPdf('BT /F1 12 Tf 72 700 Td (Élise Martin) Tj ET'), 1)).toBeNull();
    // Truncated: what it holds is counted, as pdfjs would read it.
    const cut = deflated(50_000);
    expect(
      refusal(pdfOfStreams(stream('/Filter /FlateDecode', cut.subarray(0, cut.byteLength - 8))), 100_000),
    ).toBeNull();
    // A zlib header over bytes that do not inflate.
    const damaged = Buffer.from([0x78, 0x9c, 0xff, 0xff, 0xff, 0xff, 0x00, 0x01]);
    expect(refusal(pdfOfStreams(stream('/Filter /FlateDecode', damaged)), 1)).toBeNull();
  });
});
