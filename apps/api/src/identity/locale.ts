/**
 * Language of the provider's pages (spec §9: French by default, English too). Order: the `lang`
 * query parameter (the FR/EN switch), then the `locale` cookie the switch sets, then the OIDC
 * `ui_locales` request parameter, then French.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@highlight/domain/constants';

export const LOCALE_COOKIE = 'locale';

/** The supported locale named by `value` (`en`, `en-GB`, `fr-FR`…), or undefined. */
export function asLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const tag = value.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : undefined;
}

/** The first supported locale of a space-separated `ui_locales` list (RFC: OIDC Core §3.1.2.1). */
function fromUiLocales(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  for (const tag of value.split(/\s+/)) {
    const locale = asLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The value of cookie `name` in a `Cookie` request header, URL-decoded. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Picks the page locale; see the module comment for the order. */
export function resolveLocale(input: {
  lang?: unknown;
  cookieHeader?: string | undefined;
  uiLocales?: unknown;
}): Locale {
  return (
    asLocale(input.lang) ??
    asLocale(readCookie(input.cookieHeader, LOCALE_COOKIE)) ??
    fromUiLocales(input.uiLocales) ??
    DEFAULT_LOCALE
  );
}

/** `Set-Cookie` value remembering the chosen locale for a year on the provider's paths. */
export function localeCookie(locale: Locale, path: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=${path}; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
