/** Issue #11 §5 "dates and numbers formatted per language (Intl)": the one shared helper. */
import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import {
  formatDate,
  formatDateTime,
  formatList,
  formatMonthYear,
  formatNumber,
  languageTag,
  monthNames,
} from './intl.ts';

// Intl separates French thousands and the time with (narrow) no-break spaces: compare on plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('languageTag', () => {
  it('maps each display language to the firm’s conventions, and keeps a full tag as given', () => {
    expect(languageTag('fr')).toBe('fr-FR');
    expect(languageTag('en')).toBe('en-GB');
    expect(languageTag('en-US')).toBe('en-US');
  });
});

describe('formatNumber', () => {
  it('groups thousands as each language does', () => {
    expect(plain(formatNumber(100_000, 'fr'))).toBe('100 000');
    expect(formatNumber(100_000, 'en')).toBe('100,000');
    expect(formatNumber(999, 'fr')).toBe('999');
    expect(plain(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('dates', () => {
  const day = new Date(Date.UTC(2026, 10, 25, 12, 5));

  it('writes a calendar date day first in both languages, medium or long', () => {
    expect(formatDate(day, 'fr', 'long', 'UTC')).toBe('25 novembre 2026');
    expect(formatDate(day, 'en', 'long', 'UTC')).toBe('25 November 2026');
    expect(formatDate(day, 'fr', 'medium', 'UTC')).toBe('25 nov. 2026');
    expect(formatDate(day, 'en', 'medium', 'UTC')).toBe('25 Nov 2026');
    // An ISO string or epoch milliseconds read as the same instant.
    expect(formatDate(day.toISOString(), 'en', 'long', 'UTC')).toBe('25 November 2026');
    expect(formatDate(day.getTime(), 'en', 'long', 'UTC')).toBe('25 November 2026');
  });

  it('keeps the calendar day of the time zone asked for', () => {
    const lateInParis = new Date(Date.UTC(2026, 10, 25, 23, 30));
    expect(formatDate(lateInParis, 'fr', 'long', 'Europe/Paris')).toBe('26 novembre 2026');
    expect(formatDate(lateInParis, 'fr', 'long', 'UTC')).toBe('25 novembre 2026');
  });

  it('writes a date and time on a 24-hour clock in both languages', () => {
    const when = new Date(2026, 10, 25, 14, 5);
    expect(plain(formatDateTime(when, 'fr'))).toBe('25 novembre 2026 à 14:05');
    expect(formatDateTime(when, 'en')).toBe('25 November 2026 at 14:05');
    expect(formatDateTime(when, 'en', 'medium')).toBe('25 Nov 2026, 14:05');
  });

  it('writes a month of a year whatever the time zone, long or short', () => {
    expect(formatMonthYear({ year: 2019, month: 6 }, 'fr')).toBe('juin 2019');
    expect(formatMonthYear({ year: 2019, month: 6 }, 'en')).toBe('June 2019');
    expect(formatMonthYear({ year: 2018, month: 9 }, 'en', 'short')).toBe('Sept 2018');
    expect(formatMonthYear({ year: 2021, month: 1 }, 'fr', 'short')).toBe('janv. 2021');
    expect(formatMonthYear({ year: 2021, month: 12 }, 'fr', 'short')).toBe('déc. 2021');
  });

  it('names the twelve months, January first, capitalised', () => {
    const french = monthNames('fr');
    expect(french).toHaveLength(12);
    expect(french[0]).toBe('Janvier');
    expect(french[7]).toBe('Août');
    expect(monthNames('en')[11]).toBe('December');
  });
});

describe('formatList', () => {
  it('joins items as each language does', () => {
    expect(formatList(['A', 'B', 'C'], 'fr')).toBe('A, B et C');
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B and C');
    expect(formatList(['A'], 'en')).toBe('A');
  });
});

describe('numbers in messages', () => {
  it('formats `{{count, number}}` per language in the server-side translator', () => {
    expect(plain(translate('fr', 'backOffice.dashboard.total_other', { count: 100_000 }))).toBe(
      '100 000 collaborateurs',
    );
    expect(translate('en', 'backOffice.dashboard.total_other', { count: 100_000 })).toBe(
      '100,000 collaborators',
    );
    // A placeholder without a value stays as written.
    expect(translate('en', 'backOffice.dashboard.total_other')).toBe('{{count, number}} collaborators');
  });
});
