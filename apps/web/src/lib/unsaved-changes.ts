/**
 * Unsaved entries and the actions that already warned about them. A screen holding a draft (the
 * mission stepper) asks before it is left; but the mode switch (spec §2 "unsaved data is lost")
 * and logout ask the user themselves, and once confirmed they call `discardUnsavedChanges()` so the
 * screen lets them through without asking a second time. The screen calls
 * `resetUnsavedChanges()` when it opens.
 */
let discarded = false;

/** The user confirmed an action that drops unsaved entries. */
export function discardUnsavedChanges(): void {
  discarded = true;
}

/** Whether unsaved entries were given up since the screen opened. */
export function unsavedChangesDiscarded(): boolean {
  return discarded;
}

/** A screen with a draft opened: unsaved entries count again. */
export function resetUnsavedChanges(): void {
  discarded = false;
}
