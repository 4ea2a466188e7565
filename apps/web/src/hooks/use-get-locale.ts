import type { Locale } from '@highlight/domain/constants';
import { pickLocale } from '@highlight/domain/locale';
import { useTranslation } from 'react-i18next';

/** The interface's current locale (`fr` or `en`), re-rendering when it changes. */
export function useGetLocale(): Locale {
  const { i18n } = useTranslation();
  return pickLocale(i18n.resolvedLanguage ?? i18n.language);
}
