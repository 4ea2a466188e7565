import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { DIPLOMA_TEXT_CAP, DIPLOMA_TEXT_TRUNCATE_TO } from '@highlight/domain/constants';
import type { Diploma } from '@highlight/domain/resume';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYearMonth } from '../../../components/resume-view/format.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { notify } from '../../../lib/notify.ts';
import { useMissionDraft } from '../hooks/use-mission-draft.ts';
import { dialogDraftKey, useDialogDraftOffer } from '../hooks/use-dialog-draft.tsx';
import {
  DiplomaFormModal,
  isDiplomaFormValues,
  type DiplomaFormValues,
} from './diplomas/DiplomaFormModal.tsx';
import { DraftOfferNotice } from './DraftOfferNotice.tsx';
import type { MissionEditorProps } from './mission-editor.ts';
import { MissionStars } from './MissionStars.tsx';
import './mission-cards.css';

const KEYS = ['diplomas'] as const;

const TYPE_LABELS: Record<Diploma['graduate'], string> = {
  diploma: 'missions:diplomas.types.diploma',
  certification: 'missions:diplomas.types.certification',
};

/** Most recent graduation first; same month: by title. */
function byGraduationDesc(a: Diploma, b: Diploma): number {
  const months = (diploma: Diploma) => diploma.graduateYears.year * 12 + diploma.graduateYears.month;
  return months(b) - months(a) || a.title.localeCompare(b.title);
}

/**
 * spec §1 mission 6, diplomas and certifications (spec §3: type, title, school, graduation year
 * and month), listed most recent first. Added and edited in a dialog checked with `ZDiploma`
 * (spec §5: title and school truncated to 199 characters when over 200 — the user is told, before
 * and after), deleted after confirmation. The stars "1 diploma" and "1 certification" (spec §9)
 * follow the list live.
 */
export function DiplomasMission(props: MissionEditorProps) {
  const { t } = useTranslation();
  const locale = useGetLocale();
  const { draft, setDraft, merged, errorAt, submit } = useMissionDraft(KEYS, props);
  /** The diploma in the dialog: 'new' to add one, null when the dialog is closed. */
  const [editing, setEditing] = useState<Diploma | 'new' | null>(null);
  // issue #26 §14: a dialog's typed content found on arrival, offered back; once taken, restored.
  const dialogKey = dialogDraftKey(props.draftKey);
  const dialogDraft = useDialogDraftOffer(
    dialogKey,
    (target) =>
      target.kind === 'diploma' &&
      (target.isNew || draft.diplomas.some((entry) => entry.id === target.entryId)),
    isDiplomaFormValues,
  );
  const [restored, setRestored] = useState<{ values: DiplomaFormValues; entryId: string }>();
  const reopenDraft = () => {
    const taken = dialogDraft.take();
    if (!taken) return;
    setRestored({ values: taken.values, entryId: taken.target.entryId });
    setEditing(
      taken.target.isNew
        ? 'new'
        : (draft.diplomas.find((entry) => entry.id === taken.target.entryId) ?? 'new'),
    );
  };
  const closeDialog = () => {
    setEditing(null);
    setRestored(undefined);
  };
  const sorted = useMemo(() => [...draft.diplomas].sort(byGraduationDesc), [draft.diplomas]);

  const save = (diploma: Diploma, truncated: boolean) => {
    setDraft((current) => ({
      diplomas: current.diplomas.some((entry) => entry.id === diploma.id)
        ? current.diplomas.map((entry) => (entry.id === diploma.id ? diploma : entry))
        : [...current.diplomas, diploma],
    }));
    closeDialog();
    if (truncated) {
      notify({
        type: 'warning',
        title: t('missions:diplomas.truncatedTitle'),
        text: t('missions:diplomas.truncatedText', {
          cap: DIPLOMA_TEXT_CAP,
          count: DIPLOMA_TEXT_TRUNCATE_TO,
          title: diploma.title,
        }),
        durationMs: 8000,
      });
    }
  };

  const confirmDelete = (diploma: Diploma) =>
    openConfirmModal({
      title: t('missions:diplomas.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('missions:diplomas.deleteText', { title: diploma.title })}</Text>,
      labels: { confirm: t('missions:common.delete'), cancel: t('missions:common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'diplomas-delete-confirm' },
      cancelProps: { 'data-testid': 'diplomas-delete-cancel' },
      onConfirm: () =>
        setDraft((current) => ({ diplomas: current.diplomas.filter((entry) => entry.id !== diploma.id) })),
    });

  return (
    <>
      <form id={props.formId} onSubmit={(event) => void submit(event)} noValidate data-testid="diplomas-form">
        <Stack gap="lg">
          {dialogDraft.offer && (
            <DraftOfferNotice
              offer={{
                savedAt: dialogDraft.offer.savedAt,
                restore: reopenDraft,
                discard: dialogDraft.discard,
              }}
              dialog={{
                title: t(
                  dialogDraft.offer.target.isNew
                    ? 'missions:diplomas.addTitle'
                    : 'missions:diplomas.editTitle',
                ),
                summary: dialogDraft.offer.summary,
              }}
            />
          )}
          <MissionStars resume={merged} step={6} />
          <Group justify="space-between" align="center" preventGrowOverflow={false}>
            <Text fw={600}>{t('missions:diplomas.listTitle', { count: draft.diplomas.length })}</Text>
            <Button
              variant="light"
              className="mission-card-button"
              onClick={() => setEditing('new')}
              data-testid="diplomas-add"
            >
              {t('missions:diplomas.add')}
            </Button>
          </Group>
          {sorted.length === 0 ? (
            <Text c="dimmed">{t('missions:diplomas.emptyHint')}</Text>
          ) : (
            <Stack gap="sm" data-testid="diplomas-list">
              {sorted.map((diploma) => {
                const error = errorAt(`diplomas.${draft.diplomas.indexOf(diploma)}`);
                return (
                  <Paper key={diploma.id} withBorder p="sm" radius="md" data-testid="diplomas-item">
                    <div className="mission-card-head">
                      <Stack gap={2} className="mission-card-text">
                        <Group gap="xs">
                          <Badge
                            className="mission-card-badge"
                            variant="light"
                            color={diploma.graduate === 'diploma' ? 'brand' : 'grape'}
                            data-testid="diplomas-item-type"
                          >
                            {t(TYPE_LABELS[diploma.graduate])}
                          </Badge>
                          <Text
                            size="sm"
                            c="dimmed"
                            className="mission-card-date"
                            data-testid="diplomas-item-date"
                          >
                            {formatYearMonth(diploma.graduateYears, locale)}
                          </Text>
                        </Group>
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="diplomas-item-title">
                          {diploma.title}
                        </Text>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {diploma.school}
                        </Text>
                        {error && (
                          <Text c="red" size="sm" role="alert">
                            {error}
                          </Text>
                        )}
                      </Stack>
                      <div className="mission-card-actions">
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setEditing(diploma)}
                          aria-label={t('missions:diplomas.edit', { title: diploma.title })}
                          data-testid="diplomas-edit"
                        >
                          {t('missions:common.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => confirmDelete(diploma)}
                          aria-label={t('missions:diplomas.delete', { title: diploma.title })}
                          data-testid="diplomas-delete"
                        >
                          {t('missions:common.delete')}
                        </Button>
                      </div>
                    </div>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </Stack>
      </form>
      {editing !== null && (
        <DiplomaFormModal
          key={editing === 'new' ? 'new' : editing.id}
          diploma={editing === 'new' ? null : editing}
          draftKey={dialogKey}
          restored={restored}
          onSave={save}
          onClose={closeDialog}
        />
      )}
    </>
  );
}
