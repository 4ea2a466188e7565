import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { backOfficeName } from '@highlight/domain/user-fields';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { USER_STATUSES } from '@highlight/domain/user-fields';
import type { UserWithResume } from '@highlight/domain/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/form/button-wraps.css';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import {
  useChangeStatus,
  useDeleteUser,
  useResendAccountEmail,
  useSendReminder,
  useSwitchResigner,
  useTransferCandidate,
} from '../hooks/use-user-actions.ts';
import { UpdateRequestDialog } from '../../../components/back-office/UpdateRequestDialog.tsx';
import { useGetHumanResources } from '../../../hooks/use-get-human-resources.ts';

/**
 * Look-at-user's actions on the person (spec §2, §6, §7; issue #9): send an update request with a
 * comment, resend the account-creation email, change the status, transfer to another HR referee,
 * switch employee / ex-employee and soft-delete, the last three after a confirmation.
 * The server checks every rule again; the buttons only hide what the viewer may not do
 * (a collaborator's status and situation; deleting oneself; any action on a person holding a
 * staff role, dual-role included, but for superadmins — issue #26 §8, saying why).
 */
export function UserManagement({ user, onDeleted }: { user: UserWithResume; onDeleted: () => void }) {
  const { t } = useTranslation('backOffice');
  const me = useGetMe();
  const status = useChangeStatus(user);
  const resigner = useSwitchResigner(user);
  const remove = useDeleteUser(user, onDeleted);
  const resend = useResendAccountEmail(user);
  const [reminderOpen, setReminderOpen] = useState(false);
  const reminder = useSendReminder(user, () => setReminderOpen(false));
  const referees = useGetHumanResources();
  const transfer = useTransferCandidate(user);
  const [receiverId, setReceiverId] = useState<string | null>(null);
  const receivers = (referees.data ?? [])
    .filter((referee) => referee.id !== user.referee?.id)
    .map((referee) => ({
      value: referee.id,
      label: backOfficeName(referee),
    }));
  const receiver = receivers.find((option) => option.value === receiverId);

  const confirmTransfer = () => {
    if (!receiver) return;
    openConfirmModal({
      title: t('actions.transferConfirmTitle', { name }),
      children: <Text size="sm">{t('actions.transferConfirmText', { name, referee: receiver.label })}</Text>,
      labels: { confirm: t('actions.transfer'), cancel: t('actions.cancel') },
      confirmProps: { 'data-testid': 'user-transfer-confirm' },
      onConfirm: () =>
        transfer.mutate(
          { id: receiver.value, name: receiver.label },
          { onSuccess: () => setReceiverId(null) },
        ),
    });
  };
  const name = `${user.firstname} ${user.lastname}`;
  const staff = user.isAdmin || user.isHr || user.isSuperAdmin;
  // issue #26 §8: a person holding a staff role, dual-role or not, is a superadmin's alone.
  const mayAct = !staff || me.isSuperAdmin;
  const collaborator = mayAct && (user.isApplicant || user.isEmployee);
  const canDelete = me.id !== user.id && mayAct;

  const confirmResigner = () =>
    openConfirmModal({
      title: t('actions.resignerConfirmTitle', { name }),
      children: (
        <Text size="sm">
          {user.resigner
            ? t('actions.resignerConfirmCurrent', { name })
            : t('actions.resignerConfirmFormer', { name })}
        </Text>
      ),
      labels: { confirm: t('actions.confirm'), cancel: t('actions.cancel') },
      confirmProps: { 'data-testid': 'user-resigner-confirm' },
      onConfirm: () => resigner.mutate(),
    });

  const confirmDelete = () =>
    openConfirmModal({
      title: t('actions.deleteConfirmTitle', { name }),
      children: <Text size="sm">{t('actions.deleteConfirmText', { name })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'user-delete-confirm' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Paper withBorder p="md" data-testid="user-manage">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('actions.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          {collaborator && (
            <Button
              variant="default"
              onClick={() => setReminderOpen(true)}
              className="button-wraps"
              data-testid="user-send-update-request"
            >
              {t('lookAtUser.sendUpdateRequest')}
            </Button>
          )}
          {mayAct && (
            <Button
              variant="default"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              className="button-wraps"
              data-testid="user-resend-account-email"
            >
              {t('lookAtUser.resendAccountEmail')}
            </Button>
          )}
        </Group>
        {!mayAct && (
          <Text size="sm" c="dimmed" data-testid="user-manage-staff">
            {t('errors:staffTarget')}
          </Text>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          {collaborator && (
            <Select
              label={t('actions.statusLabel')}
              data={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={user.status}
              allowDeselect={false}
              disabled={status.isPending}
              onChange={(value) => {
                if (value && value !== user.status) status.mutate(value);
              }}
              w={260}
              data-testid="user-status-select"
            />
          )}
          {collaborator && (
            <Button
              variant="default"
              onClick={confirmResigner}
              loading={resigner.isPending}
              data-testid="user-resigner"
            >
              {user.resigner ? t('actions.markCurrent') : t('actions.markFormer')}
            </Button>
          )}
          {collaborator && (
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('actions.transferLabel')}
                data={receivers}
                value={receiverId}
                onChange={setReceiverId}
                w={240}
                data-testid="user-transfer-select"
              />
              <Button
                variant="default"
                onClick={confirmTransfer}
                disabled={!receiver}
                loading={transfer.isPending}
                data-testid="user-transfer"
              >
                {t('actions.transfer')}
              </Button>
            </Group>
          )}
          {canDelete && (
            <Button
              color="red"
              variant="light"
              onClick={confirmDelete}
              loading={remove.isPending}
              data-testid="user-delete"
            >
              {t('actions.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <UpdateRequestDialog
        people={[user]}
        opened={reminderOpen}
        sending={reminder.isPending}
        onSend={(comment) => reminder.mutate(comment)}
        onClose={() => setReminderOpen(false)}
      />
    </Paper>
  );
}
