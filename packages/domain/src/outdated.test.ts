/** spec §4, §9: outdated after 6 months without update. */
import { describe, expect, it } from 'vitest';
import { isOutdated } from './outdated.ts';

describe('isOutdated', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['2026-01-15T10:00:00Z', '2026-07-15T10:00:00Z', false],
    ['2026-01-15T10:00:00Z', '2026-07-15T10:00:01Z', true],
    ['2026-05-20T00:00:00Z', '2026-11-22T00:00:00Z', true],
    ['2026-06-01T00:00:00Z', '2026-11-22T00:00:00Z', false],
    ['2026-08-31T12:00:00Z', '2027-02-28T12:00:00Z', false],
    ['2026-08-31T12:00:00Z', '2027-03-01T00:00:00Z', true],
  ])('updated %s, now %s → %s', (updated, now, expected) => {
    expect(isOutdated(at(updated), at(now))).toBe(expected);
  });
});
