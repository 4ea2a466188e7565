/**
 * The app's i18next instance (spec §9: default locale French, fallback English), over the FR/EN
 * catalogues of `@highlight/domain/i18n`. The default namespace is `web`; other namespaces are
 * addressed as `errors:…`, `validation:…`, `backOffice:…`.
 */
import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@highlight/domain/constants';
import { MESSAGE_VARIABLES, NAMESPACES, pickLocale, resources } from '@highlight/domain/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: ['fr', 'en'],
  ns: [...NAMESPACES],
  defaultNS: 'web',
  interpolation: { escapeValue: false, defaultVariables: { ...MESSAGE_VARIABLES } },
  react: { useSuspense: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The locale currently displayed (`fr` or `en`). */
export function currentLocale(): Locale {
  return pickLocale(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * spec §9: shows the interface in `displayLanguage` (else French) and tags the document with it.
 * Resolves once the language is switched; a no-op when it already is.
 */
export async function applyDisplayLanguage(displayLanguage: string | null | undefined): Promise<void> {
  const locale = pickLocale(displayLanguage);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}
