import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '../../components/confirm/confirm.ts';
import { TOAST_MS } from '@highlight/domain/constants';
import { PATHS } from '@highlight/domain/navigation';
import type { UserMode } from '@highlight/domain/roles';
import type { UserWithResume } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateMe } from '../../hooks/use-update-me.ts';
import { notify } from '../../lib/notify.ts';
import { discardUnsavedChanges } from '../../lib/unsaved-changes.ts';

/**
 * spec §2, §4: dual-role users switch between admin and collaborator mode. A confirmation warns that
 * unsaved data is lost; the choice is stored as `userSettings.chosenUserMode`, then the user lands on
 * the dashboard or on Home.
 */
export function ModeSwitch({
  me,
  mode,
  testId = 'mode-switch',
}: {
  me: UserWithResume;
  mode: UserMode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateMe = useUpdateMe();
  const target: UserMode = mode === 'admin' ? 'collab' : 'admin';

  const confirm = () =>
    openConfirmModal({
      title: t('header.modeSwitchTitle'),
      children: <Text size="sm">{t('header.modeSwitchText')}</Text>,
      labels: { confirm: t('header.modeSwitchConfirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'mode-switch-confirm' },
      cancelProps: { 'data-testid': 'mode-switch-cancel' },
      onConfirm: () => {
        discardUnsavedChanges();
        updateMe.mutate(
          // Both settings are sent so the stored language stays as it is.
          { userSettings: { ...me.userSettings, chosenUserMode: target } },
          {
            onSuccess: () => void navigate(target === 'admin' ? PATHS.dashboard : PATHS.home),
            onError: () =>
              notify({ type: 'error', title: t('errors:profileUpdate'), durationMs: TOAST_MS.long }),
          },
        );
      },
    });

  return (
    <Button variant="light" size="xs" onClick={confirm} loading={updateMe.isPending} data-testid={testId}>
      {target === 'admin' ? t('header.switchToAdmin') : t('header.switchToCollab')}
    </Button>
  );
}
