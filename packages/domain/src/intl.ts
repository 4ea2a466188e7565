/**
 * Dates, numbers and lists per display language (issue #11 §5 "dates and numbers formatted per
 * language (Intl)"): the one place the screens, the documents and the mails format them, so that a
 * date reads the same on the dashboard, in the PDF and in an email.
 *
 * Display languages map to the firm's regional conventions: French of France, British English
 * (day before month, 24-hour time, "anonymised"), see {@link LANGUAGE_TAGS}. Formatters are built
 * once per tag and options (building one loads ICU data).
 * Source: ECMA-402 (Intl.DateTimeFormat, Intl.NumberFormat, Intl.ListFormat).
 */
import type { Locale } from './constants.ts';

/** A display language (`fr`, `en`) or a full BCP 47 tag (`en-GB`), as the formatters take it. */
export type LocaleTag = string;

/** BCP 47 tag of each display language, for Intl and for a document's `lang`. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { fr: 'fr-FR', en: 'en-GB' };

/** The BCP 47 tag for a display language (`fr` → `fr-FR`); an unknown one is used as given. */
export function languageTag(locale: LocaleTag): string {
  return (LANGUAGE_TAGS as Record<string, string>)[locale] ?? locale;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object,
  make: (tag: string) => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(languageTag(locale));
    cache.set(key, formatter);
  }
  return formatter;
}

/** A number with the language's grouping and decimal marks: 12 345 / 12,345. */
export function formatNumber(value: number, locale: LocaleTag): string {
  return cached('number', locale, {}, (tag) => new Intl.NumberFormat(tag)).format(value);
}

/**
 * A calendar date, `medium` ("25 nov. 2026" / "25 Nov 2026") or `long` ("25 novembre 2026" /
 * "25 November 2026"), in `timeZone` (the browser's own when not given).
 * @param value a `Date`, epoch milliseconds or an ISO 8601 string.
 */
export function formatDate(
  value: Date | number | string,
  locale: LocaleTag,
  style: 'medium' | 'long' = 'long',
  timeZone?: string,
): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: style, ...(timeZone ? { timeZone } : {}) };
  return cached('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options)).format(
    new Date(value),
  );
}

/**
 * A date and time, in the browser's time zone: `long` "25 novembre 2026 à 14:05" / "25 November
 * 2026 at 14:05", `medium` "25 nov. 2026, 14:05" / "25 Nov 2026, 14:05".
 */
export function formatDateTime(
  value: Date | number | string,
  locale: LocaleTag,
  style: 'medium' | 'long' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: style, timeStyle: 'short' };
  return cached('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options)).format(
    new Date(value),
  );
}

/**
 * A month of a year (1–12), e.g. "juin 2019" / "June 2019" (`long`), "juin 2019" / "Jun 2019"
 * (`short`). Months are calendar months: no time zone shifts them.
 */
export function formatMonthYear(
  value: { year: number; month: number },
  locale: LocaleTag,
  month: 'long' | 'short' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions = { month, year: 'numeric', timeZone: 'UTC' };
  return cached('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options)).format(
    new Date(Date.UTC(value.year, value.month - 1, 1)),
  );
}

/** The twelve month names, January first, capitalised as a list item ("Janvier" / "January"). */
export function monthNames(locale: LocaleTag): string[] {
  const options: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
  const format = cached('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options));
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.format(new Date(Date.UTC(2000, index, 1)));
    return name.charAt(0).toLocaleUpperCase(languageTag(locale)) + name.slice(1);
  });
}

/** Items joined as the language does: "A, B et C" / "A, B and C". */
export function formatList(items: readonly string[], locale: LocaleTag): string {
  const options = { style: 'long', type: 'conjunction' } as const;
  return cached('list', locale, options, (tag) => new Intl.ListFormat(tag, options)).format(items);
}
