/**
 * Issue #26 §14 "Escape discards a dialog's typed content": the dialogs of missions 5 and 6 (new or
 * edited experience, project, diploma) ask before their typed input is dropped, and keep it as a
 * local draft (`lib/local-drafts.ts`, issue #11 §4) that the mission offers back after a reload.
 *
 * One dialog draft per mission, under `{mission draft key}:dialog`, holding
 * `{ format, target, values, summary }`: which dialog (`target`), the form's values as typed, and a
 * short text naming it (the title or name typed) for the offer.
 */
import { Modal, Text, type ModalProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../components/confirm/confirm.ts';
import { readDraft, removeDraft, writeDraft } from '../../../lib/local-drafts.ts';
import { sameValue } from '../../../lib/same-value.ts';

/** Written once typing pauses this long (ms), and at once when the page is hidden or left. */
const WRITE_DELAY_MS = 300;
/** The stored shape's version: a draft of an older shape is dropped, not offered. */
const DIALOG_DRAFT_FORMAT = 1;

/** Which dialog a draft belongs to: the entry's id, whether it is new, its experience (projects). */
export interface DialogTarget {
  kind: 'experience' | 'project' | 'diploma';
  entryId: string;
  isNew: boolean;
  experienceId?: string;
}

/** A dialog draft found on arrival. */
export interface DialogDraft<V> {
  savedAt: Date;
  target: DialogTarget;
  values: V;
  summary: string;
}

/** The storage key of the dialog draft of the mission whose draft key is `missionDraftKey`. */
export function dialogDraftKey(missionDraftKey: string): string {
  return `${missionDraftKey}:dialog`;
}

/**
 * Issue #26 §14: asks « Abandonner la saisie ? » / "Discard what you typed?" — "Keep editing"
 * (nothing happens) or "Discard" (`onDiscard`). Escape and the close button keep editing.
 */
export function confirmDiscard(t: TFunction, onDiscard: () => void): void {
  openConfirmModal({
    title: t('missions:common.discardInput.title'),
    centered: true,
    children: <Text size="sm">{t('missions:common.discardInput.text')}</Text>,
    labels: {
      confirm: t('missions:common.discardInput.discard'),
      cancel: t('missions:common.discardInput.keep'),
    },
    confirmProps: { color: 'red', 'data-testid': 'discard-input-confirm' },
    cancelProps: { 'data-testid': 'discard-input-keep' },
    onConfirm: onDiscard,
  });
}

/**
 * The dialog side: `values` (the form as typed) differs from `initial` (what the dialog opened
 * with) → unsaved input, kept under `storageKey` as the user types (debounced, and when the page is
 * hidden or the dialog unmounts). Returns
 * - `requestClose`: the Modal's `onClose` (Escape, close button, click outside) and Cancel: closes
 *   at once when nothing was typed, otherwise asks first (`confirmDiscard`) and on "Discard" drops
 *   the draft and calls `onClose`;
 * - `done`: to call when the dialog's entry is saved into the mission (the draft goes; the mission's
 *   own draft keeps the entry from then on).
 */
export function useDialogDraft<V>({
  storageKey,
  target,
  values,
  initial,
  summary,
  onClose,
}: {
  storageKey: string;
  target: DialogTarget;
  values: V;
  initial: V;
  summary: string;
  onClose: () => void;
}): { requestClose: () => void; done: () => void; dirty: boolean } {
  const { t } = useTranslation();
  const dirty = !sameValue(values, initial);
  const latest = useRef({ values, dirty, target, summary, closed: false });
  latest.current = { ...latest.current, values, dirty, target, summary };

  const flush = useCallback(() => {
    const current = latest.current;
    if (current.closed) return;
    if (current.dirty) {
      writeDraft(storageKey, {
        format: DIALOG_DRAFT_FORMAT,
        target: current.target,
        values: current.values,
        summary: current.summary,
      });
    } else {
      removeDraft(storageKey);
    }
  }, [storageKey]);

  useEffect(() => {
    const timer = window.setTimeout(flush, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const done = useCallback(() => {
    latest.current.closed = true;
    removeDraft(storageKey);
  }, [storageKey]);

  const requestClose = useCallback(() => {
    const close = () => {
      done();
      onClose();
    };
    if (!latest.current.dirty) close();
    else confirmDiscard(t, close);
  }, [done, onClose, t]);

  return { requestClose, done, dirty };
}

/** A dialog draft the mission reopens: the values typed before a reload, and the entry's id. */
export interface RestoredDialog<V> {
  values: V;
  entryId: string;
}

/** Where a form inside a {@link DraftDialog} puts its `requestClose`, for the Modal to call. */
export interface CloseRef {
  current: () => void;
}

/**
 * Issue #26 §14, a dialog form's state with its draft, as every dialog of missions 5 and 6 keeps
 * it: the entry's id (`entryId` when editing, the restored draft's, or a fresh UUID for a new
 * entry), the values it opened with (`initial()`, read once), the values as typed (`restored`'s
 * when the mission reopens a draft) and {@link useDialogDraft} over them, its `summary` made from
 * the values. With `closeRef` (a form inside {@link DraftDialog}), `requestClose` is put there
 * for the Modal's own ways of closing. Returns `{ id, values, setValues, requestClose, done, dirty }`.
 */
export function useDialogForm<V>({
  entryId,
  initial: initialOf,
  restored,
  storageKey,
  kind,
  experienceId,
  summary,
  closeRef,
  onClose,
}: {
  /** The edited entry's id; undefined for a new entry (the target's `isNew`). */
  entryId: string | undefined;
  initial: () => V;
  restored: RestoredDialog<V> | undefined;
  storageKey: string;
  kind: DialogTarget['kind'];
  /** A project's experience (`DialogTarget.experienceId`). */
  experienceId?: string;
  summary: (values: V) => string;
  closeRef?: CloseRef;
  onClose: () => void;
}): {
  id: string;
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  requestClose: () => void;
  done: () => void;
  dirty: boolean;
} {
  const [id] = useState(() => entryId ?? restored?.entryId ?? crypto.randomUUID());
  const [initial] = useState(initialOf);
  const [values, setValues] = useState<V>(() => restored?.values ?? initial);
  const draft = useDialogDraft({
    storageKey,
    target: {
      kind,
      entryId: id,
      isNew: entryId === undefined,
      ...(experienceId === undefined ? {} : { experienceId }),
    },
    values,
    initial,
    summary: summary(values),
    onClose,
  });
  if (closeRef) closeRef.current = draft.requestClose;
  return { id, values, setValues, ...draft };
}

/**
 * Issue #26 §14: the Modal of a dialog whose form keeps a draft. Escape, its close button and a
 * click outside go through the form's `requestClose` (the form holds what was typed, so it decides
 * whether to ask first), handed over by `children(closeRef)`; the form mounts only while `opened`,
 * so each opening starts from its entry. Other props are the Modal's.
 */
export function DraftDialog({
  opened,
  onClose,
  children,
  ...modal
}: Omit<ModalProps, 'opened' | 'onClose' | 'children'> & {
  opened: boolean;
  onClose: () => void;
  children: (closeRef: CloseRef) => ReactNode;
}) {
  // Until the form mounts and takes it over, closing just closes.
  const closeRef = useRef(onClose);
  return (
    <Modal opened={opened} onClose={() => closeRef.current()} {...modal}>
      {opened && children(closeRef)}
    </Modal>
  );
}

/**
 * The mission side: the dialog draft stored under `storageKey` when the mission opens, if its
 * `target` is still there (`isTarget`) and its `values` have the dialog's shape (`isValues`);
 * otherwise it is dropped. `take()` hands it over (to reopen its dialog) and `discard()` forgets
 * it; either way it is offered no more.
 */
export function useDialogDraftOffer<V>(
  storageKey: string,
  isTarget: (target: DialogTarget) => boolean,
  isValues: (values: unknown) => values is V,
): { offer: DialogDraft<V> | null; take: () => DialogDraft<V> | null; discard: () => void } {
  const [offer, setOffer] = useState<DialogDraft<V> | null>(() => {
    const stored = readDraft(storageKey);
    if (!stored) return null;
    const value = (stored.value ?? {}) as Partial<
      Record<'format' | 'target' | 'values' | 'summary', unknown>
    >;
    const target = value.target as DialogTarget | undefined;
    if (
      value.format !== DIALOG_DRAFT_FORMAT ||
      typeof target !== 'object' ||
      target === null ||
      typeof target.entryId !== 'string' ||
      !isTarget(target) ||
      !isValues(value.values)
    ) {
      return null;
    }
    return {
      savedAt: stored.savedAt,
      target,
      values: value.values,
      summary: typeof value.summary === 'string' ? value.summary : '',
    };
  });
  // A draft that cannot be offered (another shape, its experience gone) is removed.
  useEffect(() => {
    if (!offer && readDraft(storageKey)) removeDraft(storageKey);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  const take = useCallback(() => {
    const taken = offer;
    setOffer(null);
    return taken;
  }, [offer]);
  const discard = useCallback(() => {
    setOffer(null);
    removeDraft(storageKey);
  }, [storageKey]);
  return { offer, take, discard };
}
