import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftOffer } from '../../../hooks/use-local-draft.ts';
import { formatDateTime } from '@highlight/domain/intl';

/**
 * Issue #11 §4: what was typed in this mission and never saved (a reload, an expired session, a
 * failed save), found in this browser and offered back: restore it into the form, or discard it.
 * The date and time are the display language's (Intl). Issue #26 §14: the same notice offers a
 * dialog's typed content (`dialog`: the dialog's title and what names the entry), reopening it.
 */
export function DraftOfferNotice({
  offer,
  dialog,
}: {
  offer: DraftOffer;
  dialog?: { title: string; summary: string };
}) {
  const { t, i18n } = useTranslation('missions');
  const when = formatDateTime(offer.savedAt, i18n.language);
  const testId = dialog ? 'dialog-draft' : 'draft';
  return (
    <Alert color="blue" title={t('common.draft.title')} data-testid={`${testId}-offer`}>
      <Text size="sm" mb="sm">
        {dialog
          ? t('common.dialogDraft.text', { dialog: dialog.title, summary: dialog.summary, when })
          : t('common.draft.text', { when })}
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={offer.restore} data-testid={`${testId}-restore`}>
          {t(dialog ? 'common.dialogDraft.restore' : 'common.draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={offer.discard} data-testid={`${testId}-discard`}>
          {t('common.draft.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
