/**
 * The CV import's entry point (issue #28 §1, §6; index.ts): the format told by the bytes, never by
 * a name; the size bound; every other file refused as unsupported.
 */
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import { CvReadError, readCvFile, sniffCvFormat } from './index.ts';
import { handDocx, handPdf, p, solidPng, zipOf } from './test-documents.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

async function refusal(read: Promise<unknown>): Promise<string> {
  const error: unknown = await read.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CvReadError);
  return (error as CvReadError).code;
}

describe('sniffCvFormat', () => {
  it('finds "%PDF-" within the first 1,024 bytes, and no further', () => {
    expect(sniffCvFormat(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffCvFormat(bytes(`${' '.repeat(1019)}%PDF-`))).toBe('pdf');
    expect(sniffCvFormat(bytes(`${' '.repeat(1020)}%PDF-`))).toBeNull();
    expect(sniffCvFormat(bytes('%PDF'))).toBeNull();
  });

  it('tells a ZIP by its local file header or an empty ZIP’s end record', () => {
    expect(sniffCvFormat(bytes('PK\x03\x04rest'))).toBe('zip');
    expect(sniffCvFormat(bytes('PK\x05\x06'))).toBe('zip');
    expect(sniffCvFormat(bytes('PK\x07\x08'))).toBeNull();
  });

  it('knows nothing else: an image, text, a legacy Word file, nothing', () => {
    expect(sniffCvFormat(new Uint8Array(solidPng(2, 2, [0, 0, 0])))).toBeNull();
    expect(sniffCvFormat(bytes('Élise Martin, développeuse'))).toBeNull();
    expect(sniffCvFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(sniffCvFormat(new Uint8Array())).toBeNull();
  });
});

describe('readCvFile (issue #28 §1)', () => {
  it('reads a PDF and a DOCX by their bytes', async () => {
    const pdf = await readCvFile(handPdf('BT /F1 12 Tf 72 700 Td (Élise) Tj ET'));
    expect(pdf.format).toBe('pdf');
    const docx = await readCvFile(await handDocx({ body: p('Élise') }));
    expect(docx).toMatchObject({ format: 'docx', paragraphs: [{ text: 'Élise' }] });
  });

  it('refuses what is neither, whatever it would be named', async () => {
    for (const file of [
      new Uint8Array(solidPng(4, 4, [255, 255, 255])),
      bytes('{"basics":{"name":"Élise"}}'),
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
      new Uint8Array(),
    ]) {
      expect(await refusal(readCvFile(file))).toBe('CV_UNSUPPORTED');
    }
    expect(await refusal(readCvFile(await zipOf({ 'content.xml': '<office:document/>' })))).toBe(
      'CV_UNSUPPORTED',
    );
  });

  it('refuses a file over 10 MB before reading it, reads one of exactly 10 MB', async () => {
    expect(await refusal(readCvFile(new Uint8Array(CV_IMPORT_MAX_BYTES + 1)))).toBe('PAYLOAD_TOO_LARGE');
    // A PDF padded by a comment in its content stream to the bound, to the byte.
    const text = 'BT /F1 12 Tf 72 700 Td (Élise) Tj ET\n%';
    let padding = CV_IMPORT_MAX_BYTES - handPdf(text).byteLength;
    while (handPdf(text + 'x'.repeat(padding)).byteLength !== CV_IMPORT_MAX_BYTES) {
      padding += CV_IMPORT_MAX_BYTES - handPdf(text + 'x'.repeat(padding)).byteLength;
    }
    const full = handPdf(text + 'x'.repeat(padding));
    expect(full.byteLength).toBe(CV_IMPORT_MAX_BYTES);
    const read = await readCvFile(full);
    expect(read.format === 'pdf' && read.pages[0]?.runs.map((run) => run.text)).toEqual(['Élise']);
  });
});
