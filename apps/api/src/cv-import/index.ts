/**
 * CV import, the format readers (issue #28 §1, §6; DESIGN.md "CV import"): an uploaded CV's bytes
 * become its laid-out text (`CvDocument`, `@highlight/domain/cv/layout`), which the CV
 * understanding (`readCv` of `@highlight/domain/cv`) reads. One entry point, `readCvFile`, run in
 * the document worker pool only (`Documents.importCv`, worker.ts): never on the event loop, with the
 * pool's bounded queue and time limit. Nothing is stored: the bytes live as long as the task.
 *
 * The format is told by the bytes, never by the file's name or declared type: "%PDF-" (within the
 * first 1,024 bytes, where PDF readers look for it) is a PDF (./read-pdf.ts), a ZIP (local file
 * header "PK\x03\x04", or an empty ZIP's "PK\x05\x06") is read as a DOCX (./read-docx.ts, which
 * refuses a ZIP without `word/document.xml`). Anything else, a legacy .doc or a password-protected
 * Word file (OLE compound files) included, is `CV_UNSUPPORTED`.
 */
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import type { CvDocument } from '@highlight/domain/cv/layout';
import { CvReadError } from './cv-read-error.ts';
import { readDocx } from './read-docx.ts';
import { readPdf } from './read-pdf.ts';

export { CvReadError, type CvReadErrorCode } from './cv-read-error.ts';
export type { CvDocument } from '@highlight/domain/cv/layout';

/** How far into a file the PDF header may start (PDF 32000-1 Annex H.3, as Acrobat reads it). */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** What the bytes are: a PDF, a ZIP (a DOCX if it holds `word/document.xml`), or neither. */
export function sniffCvFormat(bytes: Uint8Array): 'pdf' | 'zip' | null {
  const at = (index: number) => bytes[index] ?? -1;
  if (at(0) === 0x50 && at(1) === 0x4b && ((at(2) === 3 && at(3) === 4) || (at(2) === 5 && at(3) === 6))) {
    return 'zip';
  }
  const window = Math.min(bytes.byteLength, PDF_HEADER_WINDOW) - PDF_HEADER.length;
  for (let start = 0; start <= window; start++) {
    if (PDF_HEADER.every((byte, offset) => at(start + offset) === byte)) return 'pdf';
  }
  return null;
}

/**
 * Reads an uploaded CV (issue #28 §1): its visible text with positions (PDF) or its paragraphs
 * with styles, headers, tables and text boxes (DOCX). `bytes` may be detached by the reader: do not
 * use it afterwards. Throws `CvReadError` (`PAYLOAD_TOO_LARGE` over `CV_IMPORT_MAX_BYTES`,
 * `CV_UNSUPPORTED`, and the readers' own: see ./read-pdf.ts and ./read-docx.ts); nothing else.
 */
export async function readCvFile(bytes: Uint8Array): Promise<CvDocument> {
  if (bytes.byteLength > CV_IMPORT_MAX_BYTES) throw new CvReadError('PAYLOAD_TOO_LARGE');
  switch (sniffCvFormat(bytes)) {
    case 'pdf':
      return readPdf(bytes);
    case 'zip':
      return readDocx(bytes);
    case null:
      throw new CvReadError('CV_UNSUPPORTED');
  }
}
