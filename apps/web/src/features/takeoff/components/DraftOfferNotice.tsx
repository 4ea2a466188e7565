import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftOffer } from '../../../hooks/use-local-draft.ts';
import { formatDateTime } from '@highlight/domain/intl';

/**
 * Issue #11 §4: what was typed in this mission and never saved (a reload, an expired session, a
 * failed save), found in this browser and offered back: restore it into the form, or discard it.
 * The date and time are the display language's (Intl).
 */
export function DraftOfferNotice({ offer }: { offer: DraftOffer }) {
  const { t, i18n } = useTranslation('missions');
  const when = formatDateTime(offer.savedAt, i18n.language);
  return (
    <Alert color="blue" title={t('common.draft.title')} data-testid="draft-offer">
      <Text size="sm" mb="sm">
        {t('common.draft.text', { when })}
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={offer.restore} data-testid="draft-restore">
          {t('common.draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={offer.discard} data-testid="draft-discard">
          {t('common.draft.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
