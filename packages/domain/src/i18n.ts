/**
 * FR/EN message catalogues (spec §9: default locale French, fallback English), one JSON file per
 * namespace and language under `i18n/<locale>/<namespace>.json`, gathered per language in
 * `i18n-fr.ts` / `i18n-en.ts`. The shape is i18next's resources. The server uses this module; the
 * web app loads one language module at a time (`apps/web/src/i18n/i18n.ts`).
 */
import { FALLBACK_LOCALE, type Locale } from './constants.ts';
import * as en from './i18n-en.ts';
import * as fr from './i18n-fr.ts';
import { formatNumber, LANGUAGE_TAGS } from './intl.ts';
import { MESSAGE_VARIABLES, type Catalogue, type Namespace } from './locale.ts';

export { MESSAGE_VARIABLES, NAMESPACES, pickLocale, type Catalogue, type Namespace } from './locale.ts';

export const resources: Record<Locale, Record<Namespace, Catalogue>> = {
  fr: { ...fr.appCatalogues, ...fr.serverCatalogues },
  en: { ...en.appCatalogues, ...en.serverCatalogues },
};

/**
 * A minimal server-side translator over the catalogues: `translate('fr', 'validation.required')`.
 * Falls back to English, then to the key itself. `{{name}}` placeholders take `values`, then
 * `MESSAGE_VARIABLES`; an unknown placeholder stays as written. `{{count, number}}` (i18next's
 * number format) writes a number as the language does (`formatNumber`: 12 345 / 12,345).
 */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, ...path] = key.split('.');
  const lookup = (lang: Locale): string | undefined => {
    let node: unknown = resources[lang][namespace as Namespace];
    for (const part of path) node = (node as Catalogue | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  const template = lookup(locale) ?? lookup(FALLBACK_LOCALE) ?? key;
  return template.replace(/\{\{(\w+)(?:,\s*(number))?\}\}/g, (match, name: string, format?: string) => {
    const value = values[name] ?? MESSAGE_VARIABLES[name];
    if (value === undefined) return match;
    return format === 'number' && typeof value === 'number' ? formatNumber(value, locale) : String(value);
  });
}

/** Plural rules per language, made once (building one loads ICU data). */
const PLURAL_RULES: Record<Locale, Intl.PluralRules> = {
  fr: new Intl.PluralRules(LANGUAGE_TAGS.fr),
  en: new Intl.PluralRules(LANGUAGE_TAGS.en),
};

/**
 * `translate` of a message that depends on a count, i18next's way: `<key>_one` when `count` is
 * singular in `locale` (French: 0 and 1; English: 1), else `<key>_other`; `count` fills the
 * placeholders `{{count}}` and `{{count, number}}`, with `values`.
 */
export function translateCount(
  locale: Locale,
  key: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const plural = PLURAL_RULES[locale].select(count) === 'one' ? 'one' : 'other';
  return translate(locale, `${key}_${plural}`, { ...values, count });
}
