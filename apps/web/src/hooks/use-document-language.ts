import type { Locale } from '@highlight/domain/constants';
import { pickLocale } from '@highlight/domain/locale';
import { useCallback, useSyncExternalStore } from 'react';
import { useGetLocale } from './use-get-locale.ts';

/** sessionStorage key of the language chosen for downloads (issue #26 §27). */
export const DOCUMENT_LANGUAGE_KEY = 'highlight.documentLanguage';

const listeners = new Set<() => void>();

/** The language chosen for downloads in this tab's session, or null when none was chosen. */
export function storedDocumentLanguage(): Locale | null {
  try {
    const value = window.sessionStorage.getItem(DOCUMENT_LANGUAGE_KEY);
    return value === null ? null : pickLocale(value);
  } catch {
    // Storage refused (privacy mode): the choice lasts as long as the page.
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * issue #26 §27: the language (`fr` or `en`) the next PDF, DOCX or ZIP is written in, chosen per
 * download and remembered for the session (sessionStorage: it ends with the tab, and is never the
 * next person's on a shared computer). Until a choice is made, the interface's language. Every
 * component using it sees the same choice. Returns `[language, choose]`.
 */
export function useDocumentLanguage(): [Locale, (language: Locale) => void] {
  const interfaceLocale = useGetLocale();
  const stored = useSyncExternalStore(subscribe, storedDocumentLanguage, () => null);
  const choose = useCallback((language: Locale) => {
    try {
      window.sessionStorage.setItem(DOCUMENT_LANGUAGE_KEY, language);
    } catch {
      // Not remembered, still used for this download.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [stored ?? interfaceLocale, choose];
}
