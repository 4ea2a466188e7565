import { Button, Modal, Text } from '@mantine/core';
import { SESSION_CHECK_INTERVAL_SECONDS, SESSION_POPUP_THRESHOLD_SECONDS } from '@highlight/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { refreshSecondsLeft } from './refresh-expiry.ts';

/**
 * spec §4, §8 "session expired": every 120 s the refresh token's expiry is checked; with 180 s or
 * less left a blocking popup (no close button, no escape, no outside click) asks to reload the page.
 */
export function SessionExpiryModal() {
  const { t } = useTranslation();
  const auth = useAuth();
  const refreshToken = auth.user?.refresh_token;
  const [expiring, setExpiring] = useState(false);

  useEffect(() => {
    const check = () => {
      const left = refreshSecondsLeft(refreshToken);
      if (left !== null && left <= SESSION_POPUP_THRESHOLD_SECONDS) setExpiring(true);
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [refreshToken]);

  return (
    <Modal
      opened={expiring}
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
