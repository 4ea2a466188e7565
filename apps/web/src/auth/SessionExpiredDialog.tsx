import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// The rest of Mantine's styles, not loaded with the first screen (issue #11 §6).
import '../app/mantine-more.css';

/**
 * spec §4, §8 "session expired": the blocking popup (no close button, no escape, no outside click)
 * asking to reload the page. Loaded only when shown (issue #11 §6), by `SessionExpiryModal`.
 */
export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={2000}
      title={t('session.expiredTitle')}
      data-testid="session-expired-modal"
    >
      <Text mb="md">{t('session.expiredText')}</Text>
      <Button fullWidth onClick={() => window.location.reload()} data-testid="session-reload">
        {t('session.reload')}
      </Button>
    </Modal>
  );
}
