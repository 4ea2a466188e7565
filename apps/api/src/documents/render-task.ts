/**
 * What the main thread sends a document worker (issue #8 §1): plain data only, since it crosses
 * threads by structured clone. Catalogue labels travel as the few reference items the file uses.
 * Two kinds of task: rendering a skills file (`RenderTask`), reading an uploaded CV (`CvReadTask`,
 * issue #28 §1); the worker's default export tells them apart by `kind`.
 */
import type { Locale } from '@highlight/domain/constants';
import type { CvDocument } from '@highlight/domain/cv/layout';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
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

/** issue #28 §1: read an uploaded CV's text (../cv-import); `bytes` is moved to the thread, not copied. */
export interface CvReadTask {
  kind: 'read-cv';
  bytes: Uint8Array;
}

/**
 * What a CV read answers: the document, or the code of the reader's refusal (an `Error` thrown in
 * a thread reaches the main thread as a plain `Error`, its class and code lost).
 */
export type CvReadResult = { document: CvDocument } | { error: CvReadErrorCode; detail: string };

/** Any task of the document pool. */
export type DocumentTask = RenderTask | CvReadTask;
