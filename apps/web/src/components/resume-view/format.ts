/**
 * Formatting helpers of the resume document (dates, durations, language names), per locale.
 */
import type { Locale } from '@highlight/domain/constants';
import type { TFunction } from 'i18next';
import { formatMonthYear } from '@highlight/domain/intl';

/** An experience time in months as "2 ans 3 mois" / "2 years 3 months" (spec §5: 1–600 months). */
export function formatMonths(months: number, t: TFunction): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(t('resume.years', { count: years }));
  if (rest > 0 || years === 0) parts.push(t('resume.months', { count: rest }));
  return parts.join(' ');
}

/** spec §3 graduateYears (year and month) as "juin 2019" / "June 2019". */
export function formatYearMonth(value: { year: number; month: number }, locale: Locale): string {
  return formatMonthYear(value, locale);
}
