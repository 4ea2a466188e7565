import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { backOfficeName } from '@highlight/domain/user-fields';
import { TOAST_MS } from '@highlight/domain/constants';
import { pickLocale } from '@highlight/domain/locale';
import { PATHS } from '@highlight/domain/navigation';
import { MAX_STARS } from '@highlight/domain/stars';
import type { UserWithResume } from '@highlight/domain/user';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ResumeView } from '../../../components/resume-view/ResumeView.tsx';
import { DownloadResumeButtons } from '../../../components/download/DownloadResumeButtons.tsx';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useCopyFileUrl } from '../hooks/use-copy-file-url.ts';
import { useGetUser } from '../hooks/use-get-user.ts';
import { OutdatedBadge, StatusBadge } from '../../../components/back-office/StatusBadge.tsx';
import { UserHistory } from './UserHistory.tsx';
import { UserManagement } from './UserManagement.tsx';
import { formatDate } from '@highlight/domain/intl';
import { RetryAlert } from '../../../components/back-office/RetryAlert.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The dashboard the user came from, filters included (the dashboard passes its search along). */
function useDashboardHref(): string {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' && state !== null && 'dashboardSearch' in state ? state.dashboardSearch : '';
  return `${PATHS.dashboard}${typeof search === 'string' && search.startsWith('?') ? search : ''}`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/**
 * spec §2 `/user` look-at-user: one collaborator's file for back-office staff — file info, copy
 * file URL, PDF and DOCX downloads (named or anonymised, issue #8), status, employee / ex-employee
 * and delete (issue #9), the history for superadmins, and the resume itself. Reads `?id=`.
 * spec §8: "no target user found" when the id is missing, malformed or unknown (404); the
 * clipboard copy error; a failed download notified for 20 s.
 */
export function LookAtUserPage() {
  const { t } = useTranslation('backOffice');
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  const id = rawId !== null && UUID.test(rawId) ? rawId : null;
  const user = useGetUser(id);
  const dashboardHref = useDashboardHref();

  const error = user.error;
  const notFound =
    id === null || (error instanceof ApiError && (error.status === 404 || error.status === 400));

  useEffect(() => {
    // spec §8 user lookup failure: the search failure's notice, followed by the error, for 3 s.
    if (error && !notFound) {
      notify({
        type: 'error',
        title: t('lookAtUser.lookupErrorTitle'),
        text: `${t('errors:fetchUsers')} ${error.message}`,
        durationMs: TOAST_MS.short,
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.errorUpdatedAt]);

  const backLink = (
    <Anchor component={Link} to={dashboardHref} data-testid="user-back">
      ← {t('lookAtUser.back')}
    </Anchor>
  );

  let body: ReactNode;
  if (notFound) {
    body = (
      <Alert color="gray" title={t('lookAtUser.notFoundTitle')} data-testid="user-not-found">
        {t('lookAtUser.notFoundText')}
      </Alert>
    );
  } else if (error) {
    body = (
      <RetryAlert
        title={t('lookAtUser.lookupErrorTitle')}
        onRetry={() => void user.refetch()}
        data-testid="user-error"
      >
        {t('errors:fetchUsers')}
      </RetryAlert>
    );
  } else if (!user.data) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  } else {
    body = <UserFile user={user.data} dashboardHref={dashboardHref} />;
  }

  return (
    <Stack gap="md">
      <Group>{backLink}</Group>
      {body}
    </Stack>
  );
}

/** The file once loaded: identity and status, the actions, then the resume. */
function UserFile({ user, dashboardHref }: { user: UserWithResume; dashboardHref: string }) {
  const { t, i18n } = useTranslation('backOffice');
  const me = useGetMe();
  const navigate = useNavigate();
  const locale = pickLocale(i18n.language);
  const labelOf = useGetLabelOf();
  const copyFileUrl = useCopyFileUrl();
  const [anonymised, setAnonymised] = useState(false);
  const { resume } = user;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} data-testid="user-name">
            {backOfficeName(user)}
          </Title>
          <Group gap="xs">
            <StatusBadge status={user.status} t={t} />
            {resume.outdated && <OutdatedBadge t={t} testId="user-outdated" />}
          </Group>
        </Stack>
        <Group gap="xs" data-testid="user-actions">
          <Button variant="default" onClick={() => void copyFileUrl(user.id)} data-testid="user-copy-url">
            {t('lookAtUser.copyUrl')}
          </Button>
          <DownloadResumeButtons userId={user.id} testIdPrefix="user-download" anonymised={anonymised} />
          <Switch
            label={t('lookAtUser.anonymised')}
            checked={anonymised}
            onChange={(event) => setAnonymised(event.currentTarget.checked)}
            data-testid="user-anonymised"
          />
        </Group>
      </Group>

      {resume.outdated && (
        // spec §2: the eighth title, for a file not updated for 6 months (spec §4, §9).
        <Alert color="orange" title={t('lookAtUser.outdatedTitle')}>
          {t('lookAtUser.outdatedText')}
        </Alert>
      )}

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="user-info">
          <Field label={t('lookAtUser.fields.trigram')}>{user.trigram}</Field>
          <Field label={t('lookAtUser.fields.email')}>
            <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor>
          </Field>
          <Field label={t('lookAtUser.fields.phone')}>
            {/* issue #26 §19: a phone number is never cut at the end of a line. */}
            {user.phoneNumber ? <span style={{ whiteSpace: 'nowrap' }}>{user.phoneNumber}</span> : '—'}
          </Field>
          <Field label={t('lookAtUser.fields.roles')}>
            <Group gap={4}>
              {user.roles.map((role) => (
                <Badge key={role} variant="outline" tt="none">
                  {t(`roles.${role}`)}
                </Badge>
              ))}
            </Group>
          </Field>
          <Field label={t('lookAtUser.fields.status')}>
            <StatusBadge status={user.status} t={t} />
          </Field>
          <Field label={t('lookAtUser.fields.referee')}>
            {user.referee ? backOfficeName(user.referee) : '—'}
          </Field>
          <Field label={t('lookAtUser.fields.resigner')}>
            {user.resigner ? t('lookAtUser.resigner.former') : t('lookAtUser.resigner.current')}
          </Field>
          <Field label={t('lookAtUser.fields.stars')}>
            {t('lookAtUser.starsAndGrade', { stars: resume.starCount, max: MAX_STARS, grade: resume.grade })}
          </Field>
          <Field label={t('lookAtUser.fields.updatedAt')}>{formatDate(resume.updatedAt, locale)}</Field>
        </SimpleGrid>
      </Paper>

      <UserManagement user={user} onDeleted={() => void navigate(dashboardHref)} />
      {me.isSuperAdmin && <UserHistory userId={user.id} />}

      <Title order={2} size="h3">
        {t('lookAtUser.resumeTitle')}
      </Title>
      <ResumeView user={user} resume={resume} labelOf={labelOf} locale={locale} />
    </Stack>
  );
}
