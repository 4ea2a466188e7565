/**
 * The app's i18next instance (spec §9: default locale French, fallback English), over the FR/EN
 * catalogues of `@highlight/domain`. The default namespace is `web`; other namespaces are
 * addressed as `errors:…`, `validation:…`, `backOffice:…`.
 *
 * Issue #11 §6: the catalogues of a language are fetched when that language is first shown
 * (`loadLanguage`: one chunk per language, without the server's namespaces), so the first screen
 * carries one language, not both. Start-up waits for it (`main.tsx`) before rendering anything.
 */
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@highlight/domain/constants';
import { MESSAGE_VARIABLES, pickLocale } from '@highlight/domain/locale';
import { formatNumber } from '@highlight/domain/intl';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translateKeyWithValues } from './message-key.ts';

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

/** The query parameter naming the language in a link into the app (see {@link linkedLocale}). */
export const LINKED_LOCALE_PARAM = 'lang';

/**
 * The language named by the address the app was opened at (`?lang=fr|en`), or undefined. The
 * identity provider's pages link back to the app with the language they were read in (an
 * activation, a password reset), so that a browser that never showed the app opens the screens
 * before sign-in and the sign-in page (`ui_locales`) in that language, not in French (issue #26
 * §20). Like the remembered language, it serves those pages only: it changes nobody's display
 * language (§19), which the app applies once signed in.
 */
export function linkedLocale(): Locale | undefined {
  try {
    const value = new URLSearchParams(window.location.search).get(LINKED_LOCALE_PARAM);
    return (LOCALES as readonly (string | null)[]).includes(value) ? (value as Locale) : undefined;
  } catch {
    // No window (the catalogue checks run in Node): no address, no language named.
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

/** The namespaces the app displays (the sign-in pages' and documents' are the server's). */
const APP_NAMESPACES = ['validation', 'errors', 'web', 'missions', 'backOffice', 'inventory', 'jsonResume'] as const;

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: linkedLocale() ?? rememberedLocale() ?? DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: ['fr', 'en'],
  ns: [...APP_NAMESPACES],
  defaultNS: 'web',
  interpolation: { escapeValue: false, defaultVariables: { ...MESSAGE_VARIABLES } },
  react: { useSuspense: false },
  initAsync: false,
  showSupportNotice: false,
  // issue #26 §18: a validation message with values (the characters a text may not hold).
  parseMissingKeyHandler: translateKeyWithValues((key, values) => i18n.t(key, values)),
});
// issue #11 §5: `{{count, number}}` in the catalogues goes through the one shared Intl helper, so the
// screens write numbers as the documents and mails do (12 345 / 12,345).
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' ? formatNumber(value, lng ?? DEFAULT_LOCALE) : String(value),
);

/**
 * The catalogues of a language come in groups (issue #11 §6): `core` (the interface, errors,
 * validation, JSON Resume import) before the first render, `missions`, `backOffice` and `inventory` with the
 * screens that show them (`loadCatalogues`, called by the routes). Literal `import()`s, so the
 * bundler makes one chunk of each group and language.
 */
export type CatalogueGroup = 'core' | 'missions' | 'backOffice' | 'inventory';

type CatalogueModule = Promise<{ catalogues: Record<string, unknown> }>;

const CATALOGUES: Record<Locale, Record<CatalogueGroup, () => CatalogueModule>> = {
  fr: {
    core: () => import('@highlight/domain/i18n-fr-core'),
    missions: () => import('@highlight/domain/i18n-fr-missions'),
    backOffice: () => import('@highlight/domain/i18n-fr-back-office'),
    inventory: () => import('@highlight/domain/i18n-fr-inventory'),
  },
  en: {
    core: () => import('@highlight/domain/i18n-en-core'),
    missions: () => import('@highlight/domain/i18n-en-missions'),
    backOffice: () => import('@highlight/domain/i18n-en-back-office'),
    inventory: () => import('@highlight/domain/i18n-en-inventory'),
  },
};

/** The groups the screens shown so far needed: a change of language fetches them all again. */
const neededGroups = new Set<CatalogueGroup>(['core']);
const loaded = new Map<string, Promise<void>>();

function loadGroup(locale: Locale, group: CatalogueGroup): Promise<void> {
  const key = `${locale}/${group}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = CATALOGUES[locale][group]().then(({ catalogues }) => {
      for (const [namespace, catalogue] of Object.entries(catalogues))
        i18n.addResourceBundle(locale, namespace, catalogue, true, true);
    });
    // A chunk that failed to load may be asked for again later (spec §8 reloads once first).
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * Makes the messages of `locale` available: the `core` group and every group a screen asked for
 * (fetching the chunks the first time). Resolves once they are; rejects when a chunk cannot be
 * fetched (start-up's reload-once handles it, spec §8).
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  // A screen may ask for a group meanwhile: loop until every group asked for is there.
  let count: number;
  do {
    count = neededGroups.size;
    await Promise.all([...neededGroups].map((group) => loadGroup(locale, group)));
  } while (neededGroups.size !== count);
}

/** The language being switched to by `applyDisplayLanguage`, if a switch is under way. */
let switchingTo: Locale | undefined;

/**
 * Makes `groups` available in the language shown (and in any language shown later). Screens call it
 * before they render (route `lazy`), so no text shows as its key.
 */
export async function loadCatalogues(...groups: CatalogueGroup[]): Promise<void> {
  for (const group of groups) neededGroups.add(group);
  const locales = new Set([currentLocale(), ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...locales].flatMap((locale) => groups.map((group) => loadGroup(locale, group))));
}

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
  switchingTo = locale;
  try {
    await loadLanguage(locale);
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
  } finally {
    if (switchingTo === locale) switchingTo = undefined;
  }
  document.documentElement.lang = locale;
  rememberLocale(locale);
}
