import {
  Alert,
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LOCALES, SELECTION_LIMIT, type Locale } from '@highlight/domain/constants';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { CV_ACCEPT, CV_MAX_MEGABYTES } from '../../../lib/cv-file.ts';
// The dialog's styles: it can open before the dashboard's lists have brought them.
import '../../../app/mantine-more.css';
import { isReadingOver, rowStatus, type CvRow } from '../hooks/cv-batch.ts';
import { useCvBatch, type CreateOptions } from '../hooks/use-cv-batch.ts';
import { CvRowCard, type CvRowActions } from './CvRowCard.tsx';

/** Counts of the rows by what they need, for the overview line. */
function overview(rows: readonly CvRow[]) {
  const counts = { ready: 0, attention: 0, failed: 0, done: 0 };
  for (const row of rows) {
    const status = rowStatus(row);
    if (status === 'ready') counts.ready += 1;
    else if (status === 'attention') counts.attention += 1;
    else if (status === 'failed') counts.failed += 1;
    else if (status === 'created' || status === 'updated') counts.done += 1;
  }
  return counts;
}

/** Whether closing would lose work: a CV read (or being read) whose candidate is neither created nor updated. */
function unfinished(rows: readonly CvRow[]): boolean {
  return rows.some((row) => {
    const status = rowStatus(row);
    return status !== 'failed' && status !== 'created' && status !== 'updated';
  });
}

/**
 * issue #28 §5, HR's "Add candidates from CVs", opened from the dashboard (back office only): up to
 * `SELECTION_LIMIT` (spec §9: 50) PDF or DOCX files chosen or dropped at once — more are left out
 * and counted, each file checked for type and size before it is sent —, read a few at a time with
 * one progress bar over the batch and one card per file; each row corrected and created (one POST
 * /users per person, carrying the file read from the CV), or all ready rows at once; whether the
 * account-creation email leaves now is HR's choice, off by default. A known email offers to update
 * that person's file instead. Full screen on a phone; closing with work left asks first.
 */
export function CvCandidatesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const batch = useCvBatch();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [sendAccountEmail, setSendAccountEmail] = useState(false);
  const [displayLanguage, setDisplayLanguage] = useState<Locale>('fr');
  const [leftOut, setLeftOut] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [creatingAll, setCreatingAll] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const overviewLine = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const { rows } = batch;
  const total = rows.length;
  const done = rows.filter(isReadingOver).length;
  const counts = overview(rows);
  const options: CreateOptions = { sendAccountEmail, displayLanguage };
  const optionsRef = useRef(options);
  const rowsRef = useRef(rows);
  useEffect(() => {
    optionsRef.current = options;
    rowsRef.current = rows;
  });

  function addFiles(files: readonly File[]): void {
    resetPicker.current?.();
    if (files.length === 0) return;
    setLeftOut(batch.add(files).leftOut);
  }

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  }

  /** The focus after a row leaves: the next row's heading, else the previous one's, else the picker. */
  function focusAfterRemoval(id: string): void {
    const current = rowsRef.current;
    const index = current.findIndex((row) => row.id === id);
    const neighbour = current[index + 1] ?? current[index - 1];
    requestAnimationFrame(() => {
      const heading = neighbour
        ? listRef.current?.querySelector<HTMLElement>(`[data-row-heading="${neighbour.id}"]`)
        : null;
      (heading ?? pickButton.current)?.focus();
    });
  }

  /** The focus once a row's candidate is created or their file updated: the link to their page. */
  function focusDone(id: string): void {
    requestAnimationFrame(() => {
      listRef.current?.querySelector<HTMLElement>(`[data-row-done="${id}"]`)?.focus();
    });
  }

  const { edit, remove, retry, create, prepareUpdate, confirmUpdate, cancelUpdate } = batch;
  // Stable while the batch's calls are, so that a row's card renders again only when it changes.
  const actions = useMemo<CvRowActions>(
    () => ({
      onEdit: edit,
      onRemove: (id) => {
        focusAfterRemoval(id);
        remove(id);
      },
      onRetry: retry,
      onCreate: (id) => {
        void create(id, optionsRef.current).then(() => focusDone(id));
      },
      onPrepareUpdate: (id) => void prepareUpdate(id),
      onConfirmUpdate: (id) => {
        void confirmUpdate(id).then(() => focusDone(id));
      },
      onCancelUpdate: cancelUpdate,
    }),
    // The focus helpers read refs only.
    [edit, remove, retry, create, prepareUpdate, confirmUpdate, cancelUpdate],
  );

  async function createAll(): Promise<void> {
    setCreatingAll(true);
    try {
      await batch.createAll(options);
    } finally {
      setCreatingAll(false);
      // The button may be gone (no row left ready): the overview says what became of them.
      requestAnimationFrame(() => overviewLine.current?.focus());
    }
  }

  function close(): void {
    if (!unfinished(rows)) {
      onClose();
      return;
    }
    openConfirmModal({
      title: t('cvCandidates.closeTitle'),
      children: <Text size="sm">{t('cvCandidates.closeText')}</Text>,
      labels: { confirm: t('cvCandidates.closeConfirm'), cancel: t('cvCandidates.closeCancel') },
      confirmProps: { 'data-testid': 'cv-candidates-close-confirm' },
      onConfirm: onClose,
    });
  }

  const full = total >= SELECTION_LIMIT;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('cvCandidates.title')}
      size="80rem"
      fullScreen={isPhone}
      data-testid="cv-candidates"
    >
      <Stack gap="md">
        <Text size="sm">
          {t('cvCandidates.intro', { max: SELECTION_LIMIT, maxMegabytes: CV_MAX_MEGABYTES })}
        </Text>

        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          p="md"
          role="group"
          aria-label={t('cvCandidates.dropZone')}
          data-testid="cv-candidates-drop"
          style={{
            border: `2px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-5'})`,
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Group gap="sm" justify="center" wrap="wrap">
            <FileButton
              onChange={addFiles}
              accept={CV_ACCEPT}
              multiple
              resetRef={resetPicker}
              disabled={full}
            >
              {(props) => (
                <Button {...props} ref={pickButton} disabled={full} data-testid="cv-candidates-pick">
                  {t('cvCandidates.pick')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('cvCandidates.dropHint')}
            </Text>
          </Group>
        </Box>

        {leftOut > 0 ? (
          <Alert color="orange" role="alert" data-testid="cv-candidates-left-out">
            {t('cvCandidates.leftOut', { count: leftOut, max: SELECTION_LIMIT })}
          </Alert>
        ) : (
          full && (
            <Text size="sm" c="dimmed" data-testid="cv-candidates-full">
              {t('cvCandidates.full', { max: SELECTION_LIMIT })}
            </Text>
          )
        )}

        {total > 0 && (
          <Stack gap={4}>
            <Text size="sm" aria-hidden>
              {t('cvCandidates.progress', { done, total })}
            </Text>
            <Progress.Root
              size="lg"
              role="progressbar"
              aria-label={t('cvCandidates.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              aria-valuetext={t('cvCandidates.progress', { done, total })}
              data-testid="cv-candidates-progress"
            >
              <Progress.Section value={(done / total) * 100} withAria={false} animated={done < total} />
            </Progress.Root>
            <Text
              size="sm"
              ref={overviewLine}
              tabIndex={-1}
              aria-live="polite"
              data-testid="cv-candidates-overview"
            >
              {t('cvCandidates.overview', counts)}
            </Text>
          </Stack>
        )}

        {total > 0 && (
          <Group gap="md" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="cv-candidates-language-label">
                {t('cvCandidates.language')}
              </Text>
              <SegmentedControl
                aria-labelledby="cv-candidates-language-label"
                value={displayLanguage}
                onChange={(value) => setDisplayLanguage(value)}
                data={LOCALES.map((locale) => ({
                  value: locale,
                  label: t(`addCandidate.languages.${locale}`),
                }))}
                data-testid="cv-candidates-language"
              />
            </Stack>
            <Checkbox
              label={t('cvCandidates.sendEmail')}
              description={t('cvCandidates.sendEmailHint')}
              checked={sendAccountEmail}
              onChange={(event) => setSendAccountEmail(event.currentTarget.checked)}
              data-testid="cv-candidates-send-email"
              style={{ flex: '1 1 16rem' }}
            />
            <Button
              onClick={() => void createAll()}
              disabled={counts.ready === 0}
              loading={creatingAll}
              data-testid="cv-candidates-create-all"
            >
              {t('cvCandidates.createAll', { count: counts.ready })}
            </Button>
          </Group>
        )}

        {total === 0 ? (
          <Text size="sm" c="dimmed" data-testid="cv-candidates-empty">
            {t('cvCandidates.empty')}
          </Text>
        ) : (
          <ul
            ref={listRef}
            aria-label={t('cvCandidates.listTitle')}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 'var(--mantine-spacing-sm)',
            }}
            data-testid="cv-candidates-list"
          >
            {rows.map((row) => (
              <CvRowCard key={row.id} row={row} actions={actions} />
            ))}
          </ul>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-testid="cv-candidates-close">
            {t('cvCandidates.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
