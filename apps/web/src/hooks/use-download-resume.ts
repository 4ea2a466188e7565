import { useMutation } from '@tanstack/react-query';
import { TOAST_MS } from '@highlight/domain/constants';
import { useTranslation } from 'react-i18next';
import { downloadResume } from '../lib/download.ts';
import { notify } from '../lib/notify.ts';

/**
 * spec §7 GET users/{id}/resume as PDF, with the download states of spec §4 (pending while
 * `isPending`, finished, failed) and the spec §8 failure notification shown 20 s.
 */
export function useDownloadResume() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (userId: string) => downloadResume(userId, 'pdf'),
    onError: () =>
      notify({
        type: 'error',
        title: t('errors:download'),
        text: t('errors:pdfLoad'),
        durationMs: TOAST_MS.long,
      }),
  });
}
