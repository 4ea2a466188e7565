/**
 * Saving documents the API returns (PDF, DOCX, JSON Resume, ZIP) under the name the server chose.
 * The whole answer is read before anything is saved, so a failed download never leaves a
 * half-written file behind (issue #8 §10).
 */
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MEDIA_TYPES,
  ZIP_MEDIA_TYPE,
  documentQueryString,
  type DocumentFormat,
  type ResumeDocumentOptions,
} from '@highlight/domain/documents';
import { apiFetch } from './api.ts';

/** Starts the browser's download of `blob` as `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * spec §7 GET users/{id}/resume: downloads a skills file as PDF or DOCX (Accept header, spec §7)
 * or JSON Resume (`?format=json-resume`), optionally anonymised or tailored (`focus`, issue #8).
 * The file name is the server's (`<LASTNAME>_<Firstname>_<yyyy-mm-dd>.pdf`, DESIGN.md), read from
 * its `Content-Disposition` header by `apiFetch`. Throws `ApiError` when the server refuses.
 */
export async function downloadResume(
  userId: string,
  format: DocumentFormat = 'pdf',
  options: Partial<ResumeDocumentOptions> = {},
): Promise<void> {
  const query = documentQueryString({ ...options, ...(format === 'json-resume' ? { format } : {}) });
  const blob = await apiFetch<Blob & { filename?: string }>(
    `/users/${userId}/resume${query ? `?${query}` : ''}`,
    { accept: format === 'json-resume' ? 'application/vnd.jsonresume+json' : DOCUMENT_MEDIA_TYPES[format] },
  );
  saveBlob(blob, blob.filename ?? `resume.${DOCUMENT_EXTENSIONS[format]}`);
}

/**
 * spec §7 GET users/resumes: downloads the ZIP of up to 50 files (spec §9) as PDF or DOCX.
 * Throws `ApiError` when the server refuses (400 over the limit, 403, 404 naming unknown ids).
 */
export async function downloadResumes(
  ids: readonly string[],
  format: 'pdf' | 'docx' = 'pdf',
  options: Partial<ResumeDocumentOptions> = {},
): Promise<void> {
  const query = documentQueryString({ ...options, ids, format });
  const blob = await apiFetch<Blob & { filename?: string }>(`/users/resumes?${query}`, {
    accept: ZIP_MEDIA_TYPE,
  });
  saveBlob(blob, blob.filename ?? 'resumes.zip');
}
