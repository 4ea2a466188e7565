import { Center, Loader, Overlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * spec §2 "A global loader overlay shows during loading": a full-screen overlay with a spinner,
 * shown during every navigation and while the current user is first fetched.
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={0.35} color="#fff" blur={1}>
      <Center
        h="100%"
        role="status"
        aria-live="polite"
        aria-label={t('app.loading')}
        data-testid="global-loader"
      >
        <Loader size="lg" />
      </Center>
    </Overlay>
  );
}
