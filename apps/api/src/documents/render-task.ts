/**
 * What the main thread sends a worker (DESIGN.md "Documents"): plain data only, since it crosses
 * threads by structured clone. Catalogue labels travel as the few reference items the file uses. A
 * document worker (./worker.ts) renders a skills file (`RenderTask`) or writes a tender grid's
 * spreadsheet (`TenderGridTask`), told apart by `kind`; an import worker (./cv-import-worker.ts),
 * in a pool of its own, imports an uploaded CV (`CvImportTask`, DESIGN.md "CV import").
 */
import type { Locale } from '@highlight/domain/constants';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import type { TenderCell } from '@highlight/domain/tender-grid';
import type { CvReadErrorCode } from '../cv-import/cv-read-error.ts';
import type { DocumentUser } from './resume-view.ts';

export interface RenderTask {
  format: 'pdf' | 'docx' | 'json-resume';
  user: DocumentUser;
  resume: ResumeBody;
  locale: Locale;
  /** The reference items the resume and the focus refer to (ids of any kind). */
  labels: ReferenceItem[];
  anonymised: boolean;
  focus: string[];
  /** ISO date-time: the footer date, "now" for ongoing experiences, the PDF creation date. */
  generatedAt: string;
}

/**
 * issue #28 §1, §3: read an uploaded CV (../cv-import) and understand it (`readCv` of
 * `@highlight/domain/cv/index`) in one task. `bytes` is moved to the thread, not copied.
 */
export interface CvImportTask {
  bytes: Uint8Array;
  /**
   * The reference catalogue: `key` names its content (the seed version and the count of items),
   * so that a thread keeps the list it last received, and the indexes built from it, while the
   * key is the same (a structured clone is a new array on every task).
   */
  catalogue: { key: string; items: ReferenceItem[] };
  /** Language of the labels the import creates: the caller's display language. */
  locale: Locale;
  /** ISO date-time of the import: dates after it are in the future. */
  now: string;
}

/**
 * What a CV import answers: the preview, or the code of the reader's refusal (an `Error` thrown in
 * a thread reaches the main thread as a plain `Error`, its class and code lost).
 */
export type CvImportResult = { preview: CvImportPreview } | { error: CvReadErrorCode; detail: string };

/**
 * issue #29 §5: a tender grid to write as XLSX (./tender-grid-xlsx.ts), its words already chosen:
 * the requirements' labels in `locale`, each person's name as shown (the trigram when anonymised)
 * and their cells in the requirements' order, places already redacted when anonymised.
 */
export interface TenderGridTask {
  kind: 'tender-grid';
  locale: Locale;
  /** ISO date-time: the date the sheet says it was made, and the workbook's. */
  generatedAt: string;
  /** The saved request's title. */
  title: string;
  requirements: { label: string; required: boolean; minYears: number | null }[];
  people: { name: string; cells: TenderCell[]; requiredMet: number }[];
  /** The required requirements in all. */
  required: number;
}

/** Any task of the document pool. */
export type DocumentTask = RenderTask | TenderGridTask;
