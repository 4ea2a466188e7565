/**
 * What the main thread sends a document worker (issue #8 §1): plain data only, since it crosses
 * threads by structured clone. Catalogue labels travel as the few reference items the file uses.
 */
import type { Locale } from '@highlight/domain/constants';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
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
