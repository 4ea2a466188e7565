/** spec §4, §9: outdated after 6 months without update. */
import { describe, expect, it } from 'vitest';
import { isOutdated, outdatedAfter } from './outdated.ts';

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

describe('outdatedAfter (issue #30 §1)', () => {
  it.each([
    ['2026-01-15T10:00:00.250Z', '2026-07-15T10:00:00.250Z'],
    ['2026-08-31T12:00:00Z', '2027-02-28T12:00:00Z'],
    ['2027-08-31T12:00:00Z', '2028-02-29T12:00:00Z'],
    ['2026-03-31T23:59:59.999Z', '2026-09-30T23:59:59.999Z'],
    ['2026-07-31T00:00:00Z', '2027-01-31T00:00:00Z'],
    ['2026-12-30T08:00:00Z', '2027-06-30T08:00:00Z'],
  ])('updated %s is up to date until %s, outdated a millisecond later', (updated, until) => {
    const limit = outdatedAfter(new Date(updated));
    expect(limit.getTime()).toBe(Date.parse(until));
    expect(isOutdated(new Date(updated), limit)).toBe(false);
    expect(isOutdated(new Date(updated), new Date(limit.getTime() + 1))).toBe(true);
  });
});
