/**
 * The app's i18next instance (spec §9: default locale French, fallback English), over the FR/EN
 * catalogues of `@highlight/domain/i18n`. The default namespace is `web`; other namespaces are
 * addressed as `errors:…`, `validation:…`, `backOffice:…`.
 */
import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@highlight/domain/constants';
import { MESSAGE_VARIABLES, NAMESPACES, pickLocale, resources } from '@highlight/domain/i18n';
import { formatNumber } from '@highlight/domain/intl';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Where the last display language shown is remembered (issue #11 §5), so that the screens before
 * sign-in and the sign-in page (`ui_locales`) speak the user's language. Only `fr` or `en` is kept.
 */
export const REMEMBERED_LOCALE_KEY = 'highlight:locale';

/** The remembered display language, or undefined (none yet, or storage unavailable). */
export function rememberedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(REMEMBERED_LOCALE_KEY);
    return value === null ? undefined : pickLocale(value);
  } catch {
    return undefined;
  }
}

function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(REMEMBERED_LOCALE_KEY, locale);
  } catch {
    // Storage full or disabled: the next visit starts in French, as spec §9 has it.
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: rememberedLocale() ?? DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: ['fr', 'en'],
  ns: [...NAMESPACES],
  defaultNS: 'web',
  interpolation: { escapeValue: false, defaultVariables: { ...MESSAGE_VARIABLES } },
  react: { useSuspense: false },
  initAsync: false,
  showSupportNotice: false,
});
// issue #11 §5: `{{count, number}}` in the catalogues goes through the one shared Intl helper, so the
// screens write numbers as the documents and mails do (12 345 / 12,345).
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? formatNumber(value, lng ?? DEFAULT_LOCALE) : String(value),
);

/** The locale currently displayed (`fr` or `en`). */
export function currentLocale(): Locale {
  return pickLocale(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * spec §9: shows the interface in `displayLanguage` (else French), tags the document with it and
 * remembers it for the next sign-in page. Resolves once the language is switched.
 */
export async function applyDisplayLanguage(displayLanguage: string | null | undefined): Promise<void> {
  const locale = pickLocale(displayLanguage);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  rememberLocale(locale);
}
