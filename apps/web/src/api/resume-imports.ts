/**
 * issue #28 §3: `POST /api/resume-imports` — a CV read into a proposed skills file, nothing stored.
 * Shared by the collaborator's "Start from my CV" (§4) and HR's "Add candidates from CVs" (§5).
 */
import { ZCvImportPreview, type CvImportPreview } from '@highlight/domain/cv/preview';
import { apiFetch } from '../lib/api.ts';

/**
 * Sends `file` (a PDF or DOCX, at most `CV_IMPORT_MAX_BYTES`, checked by the caller first) as the
 * multipart part `file`; resolves to the preview, checked with `ZCvImportPreview`. Throws `ApiError`
 * with the refusal's code (`CV_UNSUPPORTED`, `CV_NO_TEXT`, `PAYLOAD_TOO_LARGE`, `DOCUMENTS_BUSY`…).
 */
export function uploadCv(file: File, signal?: AbortSignal): Promise<CvImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch('/resume-imports', { method: 'POST', body: form, schema: ZCvImportPreview, signal });
}
