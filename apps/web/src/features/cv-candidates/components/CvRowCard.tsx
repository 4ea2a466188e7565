import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PHONE_EXAMPLE } from '@highlight/domain/constants';
import { PATHS } from '@highlight/domain/navigation';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key.ts';
import { ApiError } from '../../../lib/api.ts';
import { CV_MAX_MEGABYTES } from '../../../lib/cv-file.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import {
  fileSummary,
  PERSON_FIELDS,
  personIssues,
  rowStatus,
  type CvRow,
  type PersonField,
  type RowStatus,
} from '../hooks/cv-batch.ts';
import { isRetryable } from '../hooks/upload-queue.ts';

const STATUS_COLOR: Record<RowStatus, string> = {
  queued: 'gray',
  reading: 'blue',
  waiting: 'yellow',
  failed: 'red',
  attention: 'orange',
  ready: 'teal',
  creating: 'blue',
  created: 'green',
  exists: 'grape',
  updated: 'green',
};

const AUTOCOMPLETE: Record<PersonField, string> = {
  firstname: 'off',
  lastname: 'off',
  email: 'off',
  phoneNumber: 'off',
};

export interface CvRowActions {
  onEdit: (id: string, field: PersonField, value: string) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onCreate: (id: string) => void;
  onPrepareUpdate: (id: string) => void;
  onConfirmUpdate: (id: string) => void;
  onCancelUpdate: (id: string) => void;
}

/** The localised reason of a failed call: the catalogue's message, and the fields a 400 names. */
export function useReason() {
  const { t } = useTranslation('backOffice');
  return (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'PAYLOAD_TOO_LARGE') {
      return t('cvCandidates.tooLarge', { max: CV_MAX_MEGABYTES });
    }
    const message = t(errorMessageKey(error));
    const details =
      error instanceof ApiError && error.code === 'VALIDATION_FAILED'
        ? error.details.map((detail) => detail.message).filter(Boolean)
        : [];
    return [message, ...details].join(' ');
  };
}

/**
 * issue #28 §5: one CV of HR's batch, as a card at every width (a phone's stacks them, nothing
 * scrolls sideways): its file name and where it stands, a short account of the file read (desired
 * position, experiences, skills), the four fields spec §5 requires to create a candidate — each
 * labelled, checked with the add-candidate form's rules, the missing ones named —, and what can be
 * done next: try a failed reading again, create the candidate, or, when the email is a known
 * person's, update their file instead after seeing which sections the CV replaces. The heading
 * takes the focus when a neighbour row is removed (`data-row-heading`).
 */
export const CvRowCard = memo(function CvRowCard({ row, actions }: { row: CvRow; actions: CvRowActions }) {
  const { t } = useTranslation('backOffice');
  const reason = useReason();
  const status = rowStatus(row);
  const fileName = row.file.name;
  const headingId = `${row.id}-heading`;
  const read = row.read.kind === 'read';
  const issues = read ? personIssues(row.person) : {};
  const missing = PERSON_FIELDS.filter((field) => issues[field] !== undefined);
  const summary = row.preview ? fileSummary(row.preview.resume) : null;
  const save = row.save;
  const editable = read && (save.kind === 'idle' || save.kind === 'failed' || save.kind === 'exists');

  const fieldError = (field: PersonField): string | undefined => {
    const issue = issues[field];
    return issue ? t(messageKey(issue)) : undefined;
  };

  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-labelledby={headingId}
      data-testid="cv-row"
      data-status={status}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title
              order={3}
              fz="md"
              id={headingId}
              tabIndex={-1}
              data-row-heading={row.id}
              style={{ overflowWrap: 'anywhere' }}
            >
              {fileName}
            </Title>
            <Badge color={STATUS_COLOR[status]} variant="light" data-testid="cv-row-status">
              {t(`cvCandidates.status.${status}`)}
            </Badge>
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={() => actions.onRemove(row.id)}
            aria-label={t('cvCandidates.remove', { file: fileName })}
            data-testid="cv-row-remove"
          >
            ✕
          </Button>
        </Group>

        {summary && (
          <Text size="sm" c="dimmed" data-testid="cv-row-summary">
            {[
              summary.position
                ? t('cvCandidates.position', { position: summary.position })
                : t('cvCandidates.noPosition'),
              t('cvCandidates.experiences', { count: summary.experiences }),
              t('cvCandidates.skills', { count: summary.skills }),
            ].join(' · ')}
          </Text>
        )}

        {row.read.kind === 'refused' && (
          <Alert color="red" data-testid="cv-row-error">
            {t(`cvCandidates.refused.${row.read.problem}`, { max: CV_MAX_MEGABYTES })}
          </Alert>
        )}
        {row.read.kind === 'waiting' && (
          <Text size="sm" role="status" data-testid="cv-row-waiting">
            {t('cvCandidates.retrying', { reason: reason(row.read.error) })}
          </Text>
        )}
        {row.read.kind === 'failed' && (
          <Alert color="red" data-testid="cv-row-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{reason(row.read.error)}</Text>
              {isRetryable(row.read.error) && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => actions.onRetry(row.id)}
                  data-testid="cv-row-retry"
                >
                  {t('cvCandidates.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        {read && save.kind !== 'created' && save.kind !== 'updated' && (
          <>
            {missing.length > 0 && (
              <Text size="sm" c="orange.9" data-testid="cv-row-missing">
                {t('cvCandidates.missing', {
                  fields: missing.map((field) => t(`cvCandidates.fields.${field}`)).join(', '),
                })}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
              {PERSON_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={t(`cvCandidates.fields.${field}`)}
                  // Fifty rows hold fifty "First name" fields: each names its file for a screen reader.
                  aria-label={t('cvCandidates.fieldOf', {
                    field: t(`cvCandidates.fields.${field}`),
                    file: fileName,
                  })}
                  value={row.person[field]}
                  onChange={(event) => actions.onEdit(row.id, field, event.currentTarget.value)}
                  error={fieldError(field)}
                  readOnly={!editable}
                  withAsterisk
                  type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
                  placeholder={field === 'phoneNumber' ? PHONE_EXAMPLE : undefined}
                  autoComplete={AUTOCOMPLETE[field]}
                  data-testid={`cv-row-${field}`}
                />
              ))}
            </SimpleGrid>
          </>
        )}

        {read && (save.kind === 'idle' || save.kind === 'failed' || save.kind === 'creating') && (
          <Group justify="flex-end">
            {save.kind === 'failed' && (
              <Text size="sm" c="red" role="alert" style={{ flex: 1 }} data-testid="cv-row-create-error">
                {t('cvCandidates.createFailed', { reason: reason(save.error) })}
              </Text>
            )}
            <Button
              onClick={() => actions.onCreate(row.id)}
              disabled={status !== 'ready'}
              loading={save.kind === 'creating'}
              aria-label={t('cvCandidates.createOf', { file: fileName })}
              data-testid="cv-row-create"
            >
              {t('cvCandidates.create')}
            </Button>
          </Group>
        )}

        {(save.kind === 'exists' || save.kind === 'loadingPerson') && (
          <Alert color="grape" data-testid="cv-row-exists">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {save.kind === 'exists' && save.userId === undefined
                  ? t('cvCandidates.existsHidden')
                  : t('cvCandidates.exists')}
              </Text>
              {save.kind === 'exists' && save.error !== undefined && (
                <Text size="sm" c="red" role="alert" data-testid="cv-row-update-error">
                  {t('cvCandidates.updateFailed', { reason: reason(save.error) })}
                </Text>
              )}
              {save.kind === 'exists' && save.locked && save.userId !== undefined && (
                <>
                  <Text size="sm" data-testid="cv-row-locked">
                    {t('cvCandidates.locked')}
                  </Text>
                  <Anchor
                    href={`${PATHS.lookAtUser}?id=${encodeURIComponent(save.userId)}`}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    data-testid="cv-row-open-known"
                  >
                    {t('cvCandidates.openKnown')}
                  </Anchor>
                </>
              )}
              {(save.kind === 'loadingPerson' || (save.userId !== undefined && !save.locked)) && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="grape"
                  loading={save.kind === 'loadingPerson'}
                  onClick={() => actions.onPrepareUpdate(row.id)}
                  aria-label={t('cvCandidates.updateInsteadOf', { file: fileName })}
                  data-testid="cv-row-update-instead"
                >
                  {t('cvCandidates.updateInstead')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        {(save.kind === 'confirming' || save.kind === 'updating') && (
          <Alert
            color="grape"
            title={t('cvCandidates.confirmTitle', { name: save.update.name })}
            data-testid="cv-row-confirm"
          >
            <Stack gap="xs">
              {save.update.replaces.length > 0 ? (
                <>
                  <Text size="sm">{t('cvCandidates.replaces')}</Text>
                  <List size="sm" data-testid="cv-row-replaces">
                    {save.update.replaces.map((section) => (
                      <List.Item key={section}>{t(`web:jsonImport.sections.${section}`)}</List.Item>
                    ))}
                  </List>
                </>
              ) : (
                <Text size="sm">{t('cvCandidates.replacesNothing')}</Text>
              )}
              <Text size="sm">{t('cvCandidates.keeps')}</Text>
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => actions.onCancelUpdate(row.id)}
                  disabled={save.kind === 'updating'}
                  data-testid="cv-row-update-cancel"
                >
                  {t('cvCandidates.cancelUpdate')}
                </Button>
                <Button
                  size="compact-sm"
                  color="grape"
                  onClick={() => actions.onConfirmUpdate(row.id)}
                  loading={save.kind === 'updating'}
                  data-testid="cv-row-update-confirm"
                >
                  {t('cvCandidates.confirmUpdate')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {(save.kind === 'created' || save.kind === 'updated') && (
          <Alert color="green" data-testid="cv-row-done">
            <Stack gap={4} align="flex-start">
              <Text size="sm">
                {save.kind === 'created'
                  ? t('cvCandidates.created', { name: `${row.person.firstname} ${row.person.lastname}` })
                  : t('cvCandidates.updated', { name: save.name })}
              </Text>
              <Anchor
                href={`${PATHS.lookAtUser}?id=${encodeURIComponent(save.userId)}`}
                target="_blank"
                rel="noopener"
                size="sm"
                data-row-done={row.id}
                data-testid="cv-row-open"
              >
                {t('cvCandidates.openPerson', {
                  name:
                    save.kind === 'created' ? `${row.person.firstname} ${row.person.lastname}` : save.name,
                })}
              </Anchor>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
});
