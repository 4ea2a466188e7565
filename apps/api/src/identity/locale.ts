/**
 * Language of the provider's pages (spec §9: French by default, English too). Order: the `lang`
 * query parameter (the FR/EN switch), then the `locale` cookie the switch sets, then the OIDC
 * `ui_locales` request parameter (on a one-time link's pages, the link owner's display language
 * instead, issue #26 §20), then French. The page's language serves the pages only: it never
 * becomes anyone's display language (issue #26 §19: on a shared computer it may be the previous
 * person's; only the app's language menu changes that setting).
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

/** What may name the page's locale: the switch's query parameter, its cookie, the OIDC request. */
export interface LocaleSources {
  lang?: unknown;
  cookieHeader?: string | undefined;
  uiLocales?: unknown;
}

/** The locale someone asked for (see the module comment for the order), or undefined when none did. */
export function chosenLocale(input: LocaleSources): Locale | undefined {
  return (
    asLocale(input.lang) ??
    asLocale(readCookie(input.cookieHeader, LOCALE_COOKIE)) ??
    fromUiLocales(input.uiLocales)
  );
}

/** Picks the page locale: {@link chosenLocale}, else French (spec §9). */
export function resolveLocale(input: LocaleSources): Locale {
  return chosenLocale(input) ?? DEFAULT_LOCALE;
}

/**
 * How long the FR/EN switch's choice is remembered: one sign-in's time (the interaction's hour).
 * Issue #11 §5: afterwards the pages follow the user's setting again, which the web app sends as
 * `ui_locales`, instead of a choice made on the page months ago.
 */
export const LOCALE_COOKIE_SECONDS = 3600;

/** `Set-Cookie` value forgetting the switch's choice (once the sign-in it was made for succeeded). */
export function expiredLocaleCookie(path: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` value remembering the chosen locale on the provider's paths for {@link LOCALE_COOKIE_SECONDS}. */
export function localeCookie(locale: Locale, path: string, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=${path}; Max-Age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
