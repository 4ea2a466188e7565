import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '../../components/confirm/confirm.ts';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { clearRefreshExpiry } from '../../auth/refresh-expiry.ts';
import { signoutArgs } from '../../auth/session.ts';
import { useGetMe } from '../../hooks/use-get-me.ts';
import { removeDraftsOf } from '../../lib/local-drafts.ts';
import { discardUnsavedChanges } from '../../lib/unsaved-changes.ts';

/** spec §2 "logout confirmation": asks, then signs out at the identity provider. */
export function LogoutButton() {
  const { t } = useTranslation();
  const auth = useAuth();
  const me = useGetMe();

  const confirm = () =>
    openConfirmModal({
      title: t('header.logoutTitle'),
      children: <Text size="sm">{t('header.logoutText')}</Text>,
      labels: { confirm: t('header.logoutConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'logout-confirm' },
      cancelProps: { 'data-testid': 'logout-cancel' },
      onConfirm: () => {
        discardUnsavedChanges();
        // issue #11 §4: a shared computer keeps nothing typed by whoever signed out.
        removeDraftsOf(me.id);
        clearRefreshExpiry();
        void auth.signoutRedirect(signoutArgs());
      },
    });

  return (
    <Button variant="subtle" color="gray" size="xs" onClick={confirm} data-testid="logout">
      {t('header.logout')}
    </Button>
  );
}
