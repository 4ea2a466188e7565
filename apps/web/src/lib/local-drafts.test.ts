/** Issue #11 §4: the local drafts' storage (keys per user and mission, unreadable entries, logout). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readDraft, removeDraftsOf, writeDraft } from './local-drafts.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('local drafts', () => {
  it('reads back what was written, with its date', () => {
    const key = draftKey('user-a', 3);
    expect(writeDraft(key, { fields: ['java'] }, new Date('2026-11-24T10:00:00Z'))).toBe(true);
    expect(readDraft(key)).toEqual({
      savedAt: new Date('2026-11-24T10:00:00Z'),
      value: { fields: ['java'] },
    });
  });

  it('keeps one draft per user and mission', () => {
    writeDraft(draftKey('user-a', 2), 'a2');
    writeDraft(draftKey('user-a', 3), 'a3');
    writeDraft(draftKey('user-b', 2), 'b2');
    expect(readDraft(draftKey('user-a', 2))?.value).toBe('a2');
    expect(readDraft(draftKey('user-b', 2))?.value).toBe('b2');
  });

  it('removes an unreadable entry instead of offering it', () => {
    const key = draftKey('user-a', 1);
    for (const raw of [
      '{not json',
      '{"value":1}',
      '{"savedAt":"never","value":1}',
      '{"savedAt":"2026-11-24T10:00:00Z"}',
    ]) {
      localStorage.setItem(key, raw);
      expect(readDraft(key)).toBeUndefined();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('says so when the browser refuses to store (quota), without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft(draftKey('user-a', 1), 'x')).toBe(false);
  });

  it('removes every draft of one user at logout, and only theirs', () => {
    writeDraft(draftKey('user-a', 2), 'a2');
    writeDraft(draftKey('user-a', 7), 'a7');
    writeDraft(draftKey('user-ab', 2), 'ab2');
    localStorage.setItem('other', 'kept');
    removeDraftsOf('user-a');
    expect(readDraft(draftKey('user-a', 2))).toBeUndefined();
    expect(readDraft(draftKey('user-a', 7))).toBeUndefined();
    expect(readDraft(draftKey('user-ab', 2))?.value).toBe('ab2');
    expect(localStorage.getItem('other')).toBe('kept');
  });
});
