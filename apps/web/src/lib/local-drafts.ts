/**
 * Issue #11 §4: what a collaborator types in a mission is kept in this browser's `localStorage`
 * until it is saved or discarded, so a reload, an expired session or a failed save loses nothing.
 *
 * One entry per user and mission, under `highlight:draft:{userId}:{mission}`, holding
 * `{ savedAt: ISO 8601 date-time, value: the mission's fields }`. Nothing is sent anywhere. Storage
 * that is full, disabled or private-mode refuses writes: drafts are then simply not kept (the
 * app works as before). An explicit logout removes the user's drafts (shared computers), an
 * expired session keeps them. The decision is in docs/decisions.md.
 */

const PREFIX = 'highlight:draft:';

/** A stored draft: when it was last written and the mission's fields as typed. */
export interface StoredDraft {
  savedAt: Date;
  value: unknown;
}

/** The key of the draft of `mission` (1–7) for `userId`. */
export function draftKey(userId: string, mission: number): string {
  return `${PREFIX}${userId}:${mission}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Access denied (sandboxed frame, disabled storage).
    return undefined;
  }
}

/** The draft under `key`, or undefined when there is none or it is unreadable (then removed). */
export function readDraft(key: string): StoredDraft | undefined {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed = JSON.parse(raw) as { savedAt?: unknown; value?: unknown };
    const savedAt = typeof parsed.savedAt === 'string' ? new Date(parsed.savedAt) : undefined;
    if (!savedAt || Number.isNaN(savedAt.getTime()) || !('value' in parsed)) throw new Error('malformed');
    return { savedAt, value: parsed.value };
  } catch {
    removeDraft(key);
    return undefined;
  }
}

/** Stores `value` under `key`, stamped `now`. Returns false when the browser refused it. */
export function writeDraft(key: string, value: unknown, now = new Date()): boolean {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), value }));
    return true;
  } catch {
    // QuotaExceededError: keep working without a draft.
    return false;
  }
}

/** Removes the draft under `key` (saved or discarded). */
export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove where storage is unavailable.
  }
}

/** Where the content of the draft under `key` that the user discarded is remembered. */
function discardedKey(key: string): string {
  return `${key}:discarded`;
}

/**
 * Issue #26 §19 "a discarded draft is offered again": remembers `value`, the content of the draft
 * under `key` the user discarded, so that it is neither offered nor written back again (another tab
 * still holding the same entries writes them when it is hidden or closed). Forgotten on save.
 */
export function markDiscarded(key: string, value: unknown): void {
  writeDraft(discardedKey(key), value);
}

/** The content last discarded under `key` (undefined: none). */
export function discardedValue(key: string): unknown {
  return readDraft(discardedKey(key))?.value;
}

/** Forgets what was discarded under `key` (the form was saved: what comes next is new). */
export function forgetDiscarded(key: string): void {
  removeDraft(discardedKey(key));
}

/** Removes every draft of `userId` (explicit logout). */
export function removeDraftsOf(userId: string): void {
  const store = storage();
  if (!store) return;
  const mine = `${PREFIX}${userId}:`;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(mine) ?? false,
  );
  for (const key of keys) removeDraft(key);
}
