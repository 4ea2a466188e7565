/**
 * Saving documents the API returns (PDF, DOCX, ZIP) under the name the server chose.
 */
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
 * spec §7 GET users/{id}/resume with Accept PDF or DOCX: downloads the user's skills file.
 * The file name is the server's (`<LASTNAME>_<Firstname>_<yyyy-mm-dd>.pdf`, DESIGN.md), read from
 * its `Content-Disposition` header by `apiFetch`.
 * Throws `ApiError` when the server refuses.
 */
export async function downloadResume(userId: string, format: 'pdf' | 'docx' = 'pdf'): Promise<void> {
  const accept =
    format === 'pdf'
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const blob = await apiFetch<Blob & { filename?: string }>(`/users/${userId}/resume`, { accept });
  saveBlob(blob, blob.filename ?? `resume.${format}`);
}
