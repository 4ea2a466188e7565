import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { PATHS } from '@highlight/domain/navigation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResumeView } from '../../../components/resume-view/ResumeView.tsx';
import { DownloadResumeButtons } from '../../../components/download/DownloadResumeButtons.tsx';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useGetMe } from '../../../hooks/use-get-me.ts';

/**
 * spec §2 /visualisation "user resume": the collaborator's own skills file as a document in the
 * interface's language, with edit and the PDF and DOCX downloads (spec §7 GET users/{id}/resume).
 */
export function VisualisationPage() {
  const { t } = useTranslation();
  const me = useGetMe();
  const labelOf = useGetLabelOf();
  const locale = useGetLocale();

  return (
    <Stack gap="lg" data-testid="visualisation">
      <Group justify="space-between">
        <Title order={1}>{t('visualisation.title')}</Title>
        <Group gap="sm">
          <Button variant="default" component={Link} to={PATHS.takeoff} data-testid="visualisation-edit">
            {t('visualisation.edit')}
          </Button>
          <DownloadResumeButtons userId={me.id} testIdPrefix="visualisation-download" />
        </Group>
      </Group>
      {me.resume.outdated && (
        <Alert
          color="orange"
          variant="light"
          title={t('home.outdatedTitle')}
          data-testid="visualisation-outdated"
        >
          {t('visualisation.outdatedText')}
        </Alert>
      )}
      <ResumeView user={me} resume={me.resume} labelOf={labelOf} locale={locale} />
    </Stack>
  );
}
