/**
 * Confirmation dialogs opened from anywhere — spec §2's logout confirmation, the mode switch, the
 * deletions and status changes of the missions and the back office — with Mantine's
 * `openConfirmModal` options (https://mantine.dev/x/modals/#confirm-modal), but with the dialogs'
 * code fetched when the first one opens (issue #11 §6: the first screen carries no dialog code).
 *
 * A dialog asked for before that code is there waits and opens as soon as it is (`ConfirmHost`,
 * mounted once in the app, fetches it on the first request).
 */
import type { OpenConfirmModal } from '@mantine/modals';

type Opener = (props: OpenConfirmModal) => void;

let opener: Opener | undefined;
const waiting: OpenConfirmModal[] = [];
const wantedListeners = new Set<() => void>();

/** Opens a confirmation dialog (title, `children`, `labels`, `onConfirm`, `onCancel`…). */
export function openConfirmModal(props: OpenConfirmModal): void {
  if (opener) {
    opener(props);
    return;
  }
  waiting.push(props);
  for (const listener of wantedListeners) listener();
}

/** Whether a dialog waits for the dialogs' code. */
export function confirmWaiting(): boolean {
  return waiting.length > 0;
}

/** Calls `listener` whenever a dialog is asked for before the dialogs' code is there; returns the undo. */
export function onConfirmWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** The dialogs' host hands over how to open one; the waiting ones open now. Returns the undo. */
export function registerConfirmOpener(open: Opener): () => void {
  opener = open;
  for (const props of waiting.splice(0)) open(props);
  return () => {
    if (opener === open) opener = undefined;
  };
}
