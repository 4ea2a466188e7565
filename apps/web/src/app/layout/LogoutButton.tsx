import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '../../components/confirm/confirm.ts';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { clearRefreshExpiry } from '../../auth/refresh-expiry.ts';
import { signoutArgs } from '../../auth/session.ts';
import { useGetMe } from '../../hooks/use-get-me.ts';
import { removeDraftsOf } from '../../lib/local-drafts.ts';
import { discardUnsavedChanges } from '../../lib/unsaved-changes.ts';
import './logout-button.css';

/**
 * spec §2 "logout confirmation": asks, then signs out at the identity provider. Written out from
 * 30em on, an icon below it, named by the same words (issue #11 §3).
 */
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
      {/* A door with an arrow leaving it; shown instead of the words on a phone (logout-button.css). */}
      <svg
        className="logout-icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8" />
        <path d="M10 12h11M17 8l4 4-4 4" />
      </svg>
      <span className="logout-label">{t('header.logout')}</span>
    </Button>
  );
}
