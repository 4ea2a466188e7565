/** Issue #11 §5 "dates formatted per language (Intl)": what a date looks like when no style is asked. */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear } from './intl.ts';

// Intl separates the French time with a (narrow) no-break space: compare on plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('default styles', () => {
  const day = new Date(Date.UTC(2026, 10, 25, 12, 5));

  it('writes a calendar date in full, in both languages, when no style is given', () => {
    expect(formatDate(day, 'fr', undefined, 'UTC')).toBe('25 novembre 2026');
    expect(formatDate(day, 'en', undefined, 'UTC')).toBe('25 November 2026');
  });

  it('writes a date and time in full, and a month with its full name, when no style is given', () => {
    const when = new Date(2026, 10, 25, 14, 5);
    expect(plain(formatDateTime(when, 'fr'))).toBe('25 novembre 2026 à 14:05');
    expect(formatDateTime(when, 'en')).toBe('25 November 2026 at 14:05');
    expect(formatMonthYear({ year: 2018, month: 9 }, 'en')).toBe('September 2018');
    expect(formatMonthYear({ year: 2018, month: 9 }, 'fr')).toBe('septembre 2018');
  });
});
