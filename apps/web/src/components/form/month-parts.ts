/**
 * A month as a form holds it in two selects (`MonthField`): spec §3 experience and diploma dates
 * are `YYYY-MM`; while the person picks, each part is '' until chosen.
 */

/** A month as two selects hold it: `month` `01`–`12` and `year` `YYYY`, each '' until chosen. */
export interface MonthParts {
  month: string;
  year: string;
}

/** `YYYY-MM` when both parts are chosen, otherwise null. */
export function yearMonthOf(parts: MonthParts): string | null {
  return parts.month !== '' && parts.year !== '' ? `${parts.year}-${parts.month}` : null;
}

/** The parts of a `YYYY-MM` month (empty parts for null). */
export function monthPartsOf(yearMonth: string | null): MonthParts {
  if (yearMonth === null) return { month: '', year: '' };
  const [year = '', month = ''] = yearMonth.split('-');
  return { month, year };
}
