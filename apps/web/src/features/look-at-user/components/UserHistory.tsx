import { Alert, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditEntry } from '@highlight/domain/back-office';
import { pickLocale } from '@highlight/domain/locale';
import type { UserStatus } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { useGetUserHistory } from '../hooks/use-user-actions.ts';
import { formatDateTime } from '@highlight/domain/intl';

/**
 * issue #9 "Audit": what the back office did to this person, newest first — when, who, what, from
 * what to what. Shown to superadmins, who may read the audit log.
 */
export function UserHistory({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('backOffice');
  const history = useGetUserHistory(userId, true);
  const locale = pickLocale(i18n.language);

  /** A before/after value as people read it: a status's name, the situation, a deletion, roles. */
  const describe = (values: AuditEntry['before']): string => {
    if (!values) return '—';
    return (
      Object.entries(values)
        // Ids are for machines; their names come with them (`refereeId` with `referee`).
        .filter(([key]) => !key.endsWith('Id'))
        .map(([key, value]) => {
          if (key === 'referee') return typeof value === 'string' ? value : t('history.none');
          if (key === 'status') return t(`status.${value as UserStatus}`);
          if (key === 'resigner')
            return value ? t('lookAtUser.resigner.former') : t('lookAtUser.resigner.current');
          if (key === 'deletedAt') return value ? t('history.deleted') : '—';
          if (key === 'roles' && Array.isArray(value))
            return value.map((role) => t(`roles.${String(role)}`)).join(' + ');
          return `${key}: ${String(value)}`;
        })
        .join(', ')
    );
  };

  /** A download's format and options: "DOCX, anonymisé, dans un ZIP de 3". */
  const download = (detail: AuditEntry['detail']): string =>
    [
      String(detail.format).toUpperCase(),
      ...(detail.anonymised === true ? [t('history.anonymised')] : []),
      ...(typeof detail.zip === 'number' ? [t('history.inZip', { count: detail.zip })] : []),
    ].join(', ');

  return (
    <Paper withBorder p="md" data-testid="user-history">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('history.title')}
        </Title>
        {history.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
        {history.isError && (
          <Alert color="red" role="alert">
            {t('errors:auditLoad')}
          </Alert>
        )}
        {history.data?.items.length === 0 && <Text size="sm">{t('history.empty')}</Text>}
        {history.data && history.data.items.length > 0 && (
          <List spacing={4} size="sm">
            {history.data.items.map((entry) => (
              <List.Item key={entry.id} data-testid="user-history-entry">
                <Text span size="sm" fw={600}>
                  {formatDateTime(entry.at, locale, 'medium')}
                </Text>{' '}
                · {entry.actor ? `${entry.actor.firstname} ${entry.actor.lastname}` : t('history.system')} ·{' '}
                {/* issue #26 §19: each language's punctuation, from the catalogue (« » and U+202F in French). */}
                {(entry.before ?? entry.after)
                  ? t('history.change', {
                      action: t(`history.actions.${entry.action.replace(/\./g, '_')}`),
                      before: describe(entry.before),
                      after: describe(entry.after),
                    })
                  : t(`history.actions.${entry.action.replace(/\./g, '_')}`)}
                {typeof entry.detail.comment === 'string' &&
                  ` — ${t('history.comment', { comment: entry.detail.comment })}`}
                {typeof entry.detail.format === 'string' && ` — ${download(entry.detail)}`}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
