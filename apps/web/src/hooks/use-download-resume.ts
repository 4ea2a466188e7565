import { useMutation } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import type { DocumentFormat, ResumeDocumentOptions } from '@highlight/domain/documents';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify.ts';

/** What to download: whose file, in which format, named or anonymised, tailored or not. */
export interface DownloadRequest extends Partial<ResumeDocumentOptions> {
  userId: string;
  format: DocumentFormat;
}

/** spec §8 failure text per format ("PDF, DOCX or ZIP download failed", 20 s). */
const FAILURE_TEXT: Record<DocumentFormat, string> = {
  pdf: 'errors:pdfLoad',
  docx: 'errors:docxLoad',
  'json-resume': 'errors:jsonResumeLoad',
};

/**
 * spec §7 GET users/{id}/resume as PDF, DOCX or JSON Resume, with the download states of spec §4:
 * pending while `isPending` (with `variables` saying which format), finished (a short success
 * notice), failed (the spec §8 failure notice, 20 s). The file is saved only once complete.
 */
export function useDownloadResume() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ userId, format, ...options }: DownloadRequest) => {
      // Loaded on the first download, not with Home (issue #11 §6): it brings the documents' query
      // rules (zod) along.
      const { downloadResume } = await import('../lib/download.ts');
      return downloadResume(userId, format, options);
    },
    onSuccess: (_result, { format }) =>
      notify({ type: 'success', title: t('download.finished', { format: t(`download.formats.${format}`) }) }),
    onError: (error, { format }) =>
      notify({
        type: 'error',
        title: t('errors:download'),
        text: `${t(FAILURE_TEXT[format])} ${error.message}`.trim(),
        durationMs: TOAST_MS.long,
      }),
  });
}
