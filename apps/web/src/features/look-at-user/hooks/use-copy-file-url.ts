import { TOAST_MS } from '@highlight/domain/constants';
import { PATHS } from '@highlight/domain/navigation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';

/** The app URL of a user's file, as staff share it: `<origin>/user?id=<id>`. */
export function fileUrlOf(userId: string, origin: string = window.location.origin): string {
  return `${origin}${PATHS.lookAtUser}?id=${encodeURIComponent(userId)}`;
}

/**
 * spec §2 look-at-user "copy file URL": writes the file's URL to the clipboard and says so; when
 * the browser refuses (no clipboard API, insecure context, denied permission) it shows the
 * clipboard copy error of spec §8.
 */
export function useCopyFileUrl(): (userId: string) => Promise<void> {
  const { t } = useTranslation('backOffice');
  return useCallback(
    async (userId: string) => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(fileUrlOf(userId));
        notify({ type: 'success', title: t('lookAtUser.copySuccess'), durationMs: TOAST_MS.short });
      } catch {
        notify({ type: 'error', title: t('lookAtUser.copyError'), durationMs: TOAST_MS.short });
      }
    },
    [t],
  );
}
