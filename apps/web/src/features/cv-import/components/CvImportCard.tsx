import { Alert, Anchor, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { PATHS } from '@highlight/domain/navigation';
import { nextMissingStars } from '@highlight/domain/stars';
import type { Resume } from '@highlight/domain/user';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { CV_ACCEPT } from '../../../lib/cv-file.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { MISSIONS, missionPath } from '../../../lib/missions.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadCv } from '../hooks/use-upload-cv.ts';

const CvImportReview = lazy(() => import('./CvImportReview.tsx'));

const MEGABYTE = 1024 * 1024;

/**
 * issue #28 §4, "Start from my CV" on Home and in the onboarding: the collaborator picks a PDF or
 * DOCX (the size bound, `CV_IMPORT_MAX_BYTES`, checked before anything is sent); it is read by the
 * server (`POST /api/resume-imports`, nothing stored) while a progress bar runs; a refusal shows
 * its localised message with a retry; a preview opens the review, and nothing is saved until the
 * person saves it there. Once saved, the next step is offered: the first mission still missing a
 * star (Home), or the avatar choice the missions need first (`next="avatar"`, onboarding).
 */
export function CvImportCard({ next }: { next: 'mission' | 'avatar' }) {
  const { t } = useTranslation();
  const upload = useUploadCv();
  const resetPicker = useRef<() => void>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<CvImportPreview | null>(null);
  const [saved, setSaved] = useState<Resume | null>(null);

  function send(picked: File): void {
    setSaved(null);
    upload.mutate(picked, { onSuccess: (answer) => setPreview(answer) });
  }

  function pick(picked: File | null): void {
    // The same file may be picked again (after a refusal, or a cancelled review).
    resetPicker.current?.();
    setTooLarge(false);
    upload.reset();
    if (!picked) return;
    setFile(picked);
    if (picked.size > CV_IMPORT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    send(picked);
  }

  const tooLargeText = t('cvImport.tooLarge', { max: CV_IMPORT_MAX_BYTES / MEGABYTE });
  const error = tooLarge
    ? tooLargeText
    : upload.error
      ? // The route's 413 is the CV's own bound, not the JSON bodies' of errors:payloadTooLarge.
        upload.error instanceof ApiError && upload.error.code === 'PAYLOAD_TOO_LARGE'
        ? tooLargeText
        : t(errorMessageKey(upload.error))
      : null;
  // Sending the same file again helps when the server was busy or the network failed, not when
  // the file itself was refused (too large, not a CV it can read).
  const canRetry =
    !tooLarge &&
    upload.error !== null &&
    file !== null &&
    (!(upload.error instanceof ApiError) || upload.error.status === 429 || upload.error.status >= 500);

  function onSaved(resume: Resume): void {
    setPreview(null);
    setSaved(resume);
    notify({ type: 'success', title: t('cvImport.done') });
  }

  const missing = saved ? nextMissingStars(saved.stars, 1)[0] : undefined;

  return (
    <Card data-testid="cv-import">
      <Stack h="100%" justify="space-between" gap="sm">
        <div>
          <Title order={2} fz="h4">
            {t('cvImport.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cvImport.text')}
          </Text>
        </div>

        {upload.isPending && (
          <Stack gap={4}>
            <Text size="sm" role="status" data-testid="cv-import-reading">
              {t('cvImport.reading')}
            </Text>
            <Progress value={100} animated striped aria-label={t('cvImport.reading')} />
          </Stack>
        )}

        {error && (
          <Alert color="red" role="alert" data-testid="cv-import-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error}</Text>
              {canRetry && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => send(file)}
                  data-testid="cv-import-retry"
                >
                  {t('cvImport.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        {saved && (
          <Alert color="teal" title={t('cvImport.nextTitle')} data-testid="cv-import-next">
            {next === 'avatar' ? (
              <Anchor component={Link} to={PATHS.avatar} data-testid="cv-import-next-link">
                {t('cvImport.nextAvatar')}
              </Anchor>
            ) : missing ? (
              <Anchor component={Link} to={missionPath(missing.mission)} data-testid="cv-import-next-link">
                {t('cvImport.nextMission', {
                  step: missing.mission,
                  title: t(MISSIONS[missing.mission - 1]?.title ?? ''),
                })}
              </Anchor>
            ) : (
              <Anchor component={Link} to={PATHS.visualisation} data-testid="cv-import-next-link">
                {t('cvImport.nextView')}
              </Anchor>
            )}
          </Alert>
        )}

        <Group>
          <FileButton onChange={pick} accept={CV_ACCEPT} resetRef={resetPicker}>
            {(props) => (
              <Button {...props} loading={upload.isPending} data-testid="cv-import-pick">
                {t('cvImport.pick')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>

      {preview && (
        <Suspense fallback={null}>
          <CvImportReview preview={preview} onClose={() => setPreview(null)} onSaved={onSaved} />
        </Suspense>
      )}
    </Card>
  );
}
