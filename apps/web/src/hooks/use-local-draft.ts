import { useCallback, useEffect, useRef } from 'react';
import {
  discardedValue,
  forgetDiscarded,
  markDiscarded,
  readDraft,
  removeDraft,
  writeDraft,
} from '../lib/local-drafts.ts';
import { sameValue } from '../lib/same-value.ts';
import { unsavedChangesDiscarded } from '../lib/unsaved-changes.ts';

/** A draft found on arrival, offered back until the user restores or discards it. */
export interface DraftOffer {
  /** When it was last typed. */
  savedAt: Date;
  restore: () => void;
  discard: () => void;
}

/** Written once typing pauses this long (ms), and at once when the page is hidden or left. */
const WRITE_DELAY_MS = 300;
/** The stored shape's version: a draft from an older shape is dropped, not restored. */
const DRAFT_FORMAT = 1;

/**
 * Issue #11 §4: keeps a form's `value` as a local draft (`../lib/local-drafts.ts`) while it differs
 * from `saved`, and on arrival offers back a stored draft that differs from `saved`.
 *
 * - `key`: the draft's storage key (`draftKey(userId, mission)`);
 * - `isValue`: checks a stored value's shape before it is offered (false: dropped);
 * - `apply`: puts a restored value into the form (which then counts as unsaved), with the `base`
 *   it was typed from when there was one (issue #26 §13: what was saved since is merged in);
 * - `base` (optional): what the form's value is an edit of, stored beside it;
 * - `onOffer`: receives the offer on arrival, then `null` once restored, discarded or saved.
 *
 * Returns `clear`, to call once the form is saved: the draft and its offer are gone. Once the
 * user confirmed giving unsaved entries up (`discardUnsavedChanges`), the draft is removed. A draft
 * the user discarded is remembered (`markDiscarded`, issue #26 §19): the same entries are neither
 * offered nor kept again, whoever writes them back (another tab).
 */
export function useLocalDraft<T>({
  key,
  value,
  saved,
  base,
  isValue,
  apply,
  onOffer,
}: {
  key: string;
  value: T;
  saved: T;
  base?: T;
  isValue: (stored: unknown) => stored is T;
  apply: (value: T, base?: T) => void;
  onOffer: (offer: DraftOffer | null) => void;
}): { clear: () => void } {
  const latest = useRef({ value, saved, base });
  latest.current = { value, saved, base };
  // While a found draft waits for a decision, an untouched form must not erase it.
  const offerPending = useRef(false);

  const flush = useCallback(() => {
    const { value: current, saved: stored, base: from } = latest.current;
    // Logout, the mode switch or "leave without saving" confirmed: the user gave it up.
    if (unsavedChangesDiscarded()) removeDraft(key);
    else if (!sameValue(current, stored)) {
      if (sameValue(current, discardedValue(key))) removeDraft(key);
      else
        writeDraft(key, {
          format: DRAFT_FORMAT,
          fields: current,
          ...(from === undefined ? {} : { base: from }),
        });
    } else if (!offerPending.current) removeDraft(key);
  }, [key]);

  // On arrival: offer back what was typed and not saved.
  useEffect(() => {
    const stored = readDraft(key);
    if (!stored) return;
    const {
      format,
      fields,
      base: from,
    } = (stored.value ?? {}) as {
      format?: unknown;
      fields?: unknown;
      base?: unknown;
    };
    if (
      format !== DRAFT_FORMAT ||
      !isValue(fields) ||
      sameValue(fields, latest.current.saved) ||
      sameValue(fields, discardedValue(key))
    ) {
      removeDraft(key);
      return;
    }
    offerPending.current = true;
    const decided = () => {
      offerPending.current = false;
      onOffer(null);
    };
    onOffer({
      savedAt: stored.savedAt,
      restore: () => {
        decided();
        apply(fields, isValue(from) ? from : undefined);
      },
      discard: () => {
        decided();
        markDiscarded(key, fields);
        removeDraft(key);
        // What was typed since arrival stays a draft of its own.
        flush();
      },
    });
    // Once per mission: the offer is about what was stored on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // As the user types (debounced), and when the page is hidden or closed mid-pause.
  useEffect(() => {
    const timer = window.setTimeout(flush, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value, saved, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the mission inside the app: keep what was typed.
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    removeDraft(key);
    forgetDiscarded(key);
    if (offerPending.current) {
      offerPending.current = false;
      onOffer(null);
    }
  }, [key, onOffer]);

  return { clear };
}
