import { Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { backOfficeName } from '@highlight/domain/user-fields';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { SELECTION_LIMIT } from '@highlight/domain/constants';
import { USER_STATUSES } from '@highlight/domain/user-fields';
import type { UserListItem, UserStatus } from '@highlight/domain/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateRequestDialog } from '../../../components/back-office/UpdateRequestDialog.tsx';
import {
  useBulkDelete,
  useBulkReminder,
  useBulkStatus,
  useBulkTransfer,
  useDownloadZip,
} from '../hooks/use-bulk-actions.ts';
import { useGetHumanResources } from '../../../hooks/use-get-human-resources.ts';
import { useDocumentLanguage } from '../../../hooks/use-document-language.ts';
import { DocumentLanguagePicker } from '../../../components/download/DocumentLanguagePicker.tsx';

/**
 * The actions on the dashboard's selection (spec §1, §6, §7; issue #9 "Actions"): change the
 * status, download a ZIP of PDF or DOCX (named or anonymised, in French or English: issue #26
 * §27), ask for an update with a comment,
 * transfer to an HR referee, delete (after a confirmation). Each tells who could not be changed.
 */
export function SelectionBar({
  users,
  onClear,
  onDeleted,
}: {
  users: readonly UserListItem[];
  onClear: () => void;
  onDeleted: (ids: string[]) => void;
}) {
  const { t } = useTranslation('backOffice');
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [refereeId, setRefereeId] = useState<string | null>(null);
  const [anonymised, setAnonymised] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  const bulkStatus = useBulkStatus();
  const transfer = useBulkTransfer();
  const reminder = useBulkReminder(() => setReminderOpen(false));
  const remove = useBulkDelete(onDeleted);
  const zip = useDownloadZip();
  const [lang, setLang] = useDocumentLanguage();
  const referees = useGetHumanResources();
  const count = users.length;

  const confirmDelete = () =>
    openConfirmModal({
      title: t('dashboard.bulk.deleteTitle', { count }),
      children: <Text size="sm">{t('dashboard.bulk.deleteText', { count })}</Text>,
      // issue #26 §26: the button names as many people as the question ("Delete the 2 users").
      labels: { confirm: t('dashboard.bulk.deleteConfirm', { count }), cancel: t('actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'selection-delete-confirm' },
      onConfirm: () => remove.mutate(users),
    });

  return (
    <Paper withBorder p="sm" data-testid="dashboard-selection">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} aria-live="polite" data-testid="selection-count">
            {t('dashboard.selection.count', { count, max: SELECTION_LIMIT })}
          </Text>
          <Button variant="subtle" onClick={onClear} data-testid="selection-clear">
            {t('dashboard.selection.clear')}
          </Button>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('dashboard.bulk.statusLabel')}
              data={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={(value) => setStatus(value)}
              w={220}
              data-testid="selection-status"
            />
            <Button
              variant="default"
              disabled={!status}
              loading={bulkStatus.isPending}
              onClick={() => status && bulkStatus.mutate({ users, status })}
              data-testid="selection-status-apply"
            >
              {t('dashboard.bulk.apply')}
            </Button>
          </Group>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('actions.transferLabel')}
              data={(referees.data ?? []).map((referee) => ({
                value: referee.id,
                label: backOfficeName(referee),
              }))}
              value={refereeId}
              onChange={setRefereeId}
              w={220}
              data-testid="selection-transfer-select"
            />
            <Button
              variant="default"
              disabled={!refereeId}
              loading={transfer.isPending}
              onClick={() => refereeId && transfer.mutate({ users, refereeId })}
              data-testid="selection-transfer"
            >
              {t('actions.transfer')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" align="center" wrap="wrap">
          <Button
            loading={zip.isPending && zip.variables.format === 'pdf'}
            onClick={() => zip.mutate({ users, format: 'pdf', anonymised, lang })}
            data-testid="selection-zip-pdf"
          >
            {t('dashboard.bulk.zipPdf')}
          </Button>
          <Button
            variant="light"
            loading={zip.isPending && zip.variables.format === 'docx'}
            onClick={() => zip.mutate({ users, format: 'docx', anonymised, lang })}
            data-testid="selection-zip-docx"
          >
            {t('dashboard.bulk.zipDocx')}
          </Button>
          <DocumentLanguagePicker value={lang} onChange={setLang} testId="selection-language" />
          <Switch
            label={t('lookAtUser.anonymised')}
            checked={anonymised}
            onChange={(event) => setAnonymised(event.currentTarget.checked)}
            data-testid="selection-anonymised"
          />
          <Button variant="default" onClick={() => setReminderOpen(true)} data-testid="selection-reminder">
            {t('lookAtUser.sendUpdateRequest')}
          </Button>
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={confirmDelete}
            data-testid="selection-delete"
          >
            {t('dashboard.bulk.delete')}
          </Button>
        </Group>
      </Stack>
      <UpdateRequestDialog
        people={users}
        opened={reminderOpen}
        sending={reminder.isPending}
        onSend={(comment) => reminder.mutate({ users, comment })}
        onClose={() => setReminderOpen(false)}
      />
    </Paper>
  );
}
