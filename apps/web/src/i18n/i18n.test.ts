/** Issue #11 §5: numbers in the interface are written per language, through the shared helper. */
import { afterEach, describe, expect, it } from 'vitest';
import { applyDisplayLanguage, i18n, REMEMBERED_LOCALE_KEY, rememberedLocale } from './i18n.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(async () => {
  await applyDisplayLanguage('fr');
  window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
});

describe('the interface language', () => {
  it('writes counts with the grouping of the language shown, and picks the plural form', async () => {
    expect(plain(i18n.t('backOffice:dashboard.total', { count: 100_000 }))).toBe('100 000 collaborateurs');
    expect(i18n.t('backOffice:dashboard.total', { count: 1 })).toBe('1 collaborateur');
    await applyDisplayLanguage('en');
    expect(i18n.t('backOffice:dashboard.total', { count: 100_000 })).toBe('100,000 collaborators');
    expect(i18n.t('backOffice:dashboard.total', { count: 1 })).toBe('1 collaborator');
  });

  it('remembers the language shown, and reads an unknown stored value as French', async () => {
    await applyDisplayLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(rememberedLocale()).toBe('en');
    window.localStorage.setItem(REMEMBERED_LOCALE_KEY, 'de');
    expect(rememberedLocale()).toBe('fr');
    window.localStorage.removeItem(REMEMBERED_LOCALE_KEY);
    expect(rememberedLocale()).toBeUndefined();
  });
});
