/**
 * The documents of a skills file (spec §7 GET users/{id}/resume and GET users/resumes; issue #8):
 * formats, their media types, and the query options of both calls, shared by the API (request
 * schemas) and the web app (building the download URLs).
 */
import { z } from 'zod';
import { ZUuid } from './ids.ts';
import { LOCALES, MAX_FOCUS_SKILLS, SELECTION_LIMIT } from './constants.ts';

/** Formats a skills file downloads in: PDF and DOCX (spec §7), and JSON Resume (jsonresume.org). */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'json-resume'] as const;
export const ZDocumentFormat = z.enum(DOCUMENT_FORMATS);
export type DocumentFormat = z.infer<typeof ZDocumentFormat>;

/** Media type of each format (RFC 6838 registrations; DOCX is Office Open XML). */
export const DOCUMENT_MEDIA_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'json-resume': 'application/json',
};

/** File name extension of each format. */
export const DOCUMENT_EXTENSIONS: Record<DocumentFormat, string> = {
  pdf: 'pdf',
  docx: 'docx',
  'json-resume': 'json',
};

/** Media type of the ZIP of several files (spec §7 GET users/resumes). */
export const ZIP_MEDIA_TYPE = 'application/zip';

/** `true`/`false` in a query string (`?anonymised=true`); absent means false. */
const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A catalogue or custom skill id, as resumes store them (resume.ts `ZCatalogRef.id`). */
const ZSkillId = z.string().trim().min(1).max(120);

/**
 * `?focus=java,kubernetes` (repeated or comma-separated): the skills a document is tailored to
 * (issue #8 "tailored to a client request"), at most `MAX_FOCUS_SKILLS`, duplicates dropped,
 * order kept.
 */
const ZFocus = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((part) => part.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(ZSkillId).max(MAX_FOCUS_SKILLS, { message: 'validation.tooManyFocusSkills' }));

/** Options shared by one file and the ZIP: anonymised variant, tailoring, language. */
const documentOptions = {
  /** issue #8: the trigram instead of names and contact details; back office only. */
  anonymised: ZQueryFlag,
  focus: ZFocus,
  /**
   * issue #26 §27: the language the document is written in (`fr` or `en`), chosen per download;
   * absent, the viewer's display language (DESIGN.md "Documents"). Anything else is a 400.
   */
  lang: z.enum(LOCALES).optional(),
};

/**
 * spec §7 GET users/{id}/resume query. `format` wins over the Accept header when given; without
 * either the call answers the resume as JSON (the API's own shape).
 */
export const ZResumeDocumentQuery = z.object({ format: ZDocumentFormat.optional(), ...documentOptions });
export type ResumeDocumentQuery = z.infer<typeof ZResumeDocumentQuery>;
export type ResumeDocumentOptions = Pick<ResumeDocumentQuery, 'anonymised' | 'focus' | 'lang'>;

/**
 * spec §7 GET users/resumes?ids=…: user ids repeated (`ids=a&ids=b`) or comma-separated, at most
 * `SELECTION_LIMIT` (spec §9: 50) distinct ones, in the order given.
 */
export const ZResumeIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(ZUuid)
      .min(1, { message: 'validation.required' })
      .max(SELECTION_LIMIT, { message: 'validation.selectionLimit' }),
  );

/** spec §7 GET users/resumes query: the ids and the options of each file; PDF (default) or DOCX. */
export const ZResumesZipQuery = z.object({
  ids: ZResumeIds,
  format: z.enum(['pdf', 'docx']).default('pdf'),
  ...documentOptions,
});
export type ResumesZipQuery = z.infer<typeof ZResumesZipQuery>;

/**
 * The query string of a document download, for the web app:
 * `format=docx&anonymised=true&focus=a,b&lang=en`. Options at their default are left out.
 */
export function documentQueryString(
  options: { format?: DocumentFormat; ids?: readonly string[] } & Partial<ResumeDocumentOptions>,
): string {
  const params: [string, string][] = [];
  if (options.ids) params.push(['ids', options.ids.join(',')]);
  if (options.format) params.push(['format', options.format]);
  if (options.anonymised) params.push(['anonymised', 'true']);
  if (options.focus && options.focus.length > 0) params.push(['focus', options.focus.join(',')]);
  if (options.lang) params.push(['lang', options.lang]);
  return params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}
