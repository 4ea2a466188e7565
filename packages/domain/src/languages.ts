/**
 * Known languages (spec §5 "Language: must be known"): the ISO 639-1 list with French and English
 * names, from `@cospired/i18n-iso-languages` (its `langs/fr.json` and `langs/en.json`).
 */
import isoLanguages from '@cospired/i18n-iso-languages';
import en from '@cospired/i18n-iso-languages/langs/en.json' with { type: 'json' };
import fr from '@cospired/i18n-iso-languages/langs/fr.json' with { type: 'json' };
import type { Locale } from './constants.ts';

// The browser build registers no locale by itself; registering twice is harmless in Node.
isoLanguages.registerLocale(fr);
isoLanguages.registerLocale(en);

/** Every ISO 639-1 code (two lowercase letters) the library knows. */
export const LANGUAGE_CODES: readonly string[] = Object.keys(isoLanguages.getAlpha2Codes()).sort();
const KNOWN = new Set(LANGUAGE_CODES);

/** spec §5: is `code` a known ISO 639-1 language? */
export function isKnownLanguage(code: string): boolean {
  return KNOWN.has(code);
}

/**
 * The name of language `code` in `locale` ("Anglais", "English"), first letter upper case; the code
 * itself when unknown, so stored data always shows.
 */
export function languageName(code: string, locale: Locale): string {
  const name = isoLanguages.getName(code, locale) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Every known language as `{ code, name }` in `locale`, sorted by name in that locale. */
export function languageOptions(locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return LANGUAGE_CODES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/**
 * Every known spoken language as a vocabulary entry (issue #27 §3: "anglais courant" → English):
 * its French and English names ("Anglais", "English"; a bracketed precision gives both forms,
 * `labelForms`). Kind `language`, id the ISO 639-1 code.
 */
export function spokenLanguageEntries(): { kind: 'language'; id: string; labels: string[] }[] {
  return LANGUAGE_CODES.map((code) => ({
    kind: 'language' as const,
    id: code,
    labels: [...new Set([languageName(code, 'fr'), languageName(code, 'en')])],
  }));
}
