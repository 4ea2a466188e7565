/** Known languages (spec §5 "Language: must be known"), named in the reader's language. */
import { describe, expect, it } from 'vitest';
import { isKnownLanguage, LANGUAGE_CODES, languageName, languageOptions } from './languages.ts';

describe('isKnownLanguage (spec §5)', () => {
  it('knows the ISO 639-1 codes and nothing else', () => {
    for (const code of ['fr', 'en', 'de', 'zh', 'ar', 'eu']) expect(isKnownLanguage(code)).toBe(true);
    for (const code of ['', 'xx', 'FR', 'fra', 'en-GB', ' fr']) expect(isKnownLanguage(code)).toBe(false);
  });

  it('lists every code once, as two lower-case letters, in order', () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThan(180);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    expect(LANGUAGE_CODES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect([...LANGUAGE_CODES].sort()).toEqual(LANGUAGE_CODES);
    expect(LANGUAGE_CODES.every(isKnownLanguage)).toBe(true);
  });
});

describe('languageName', () => {
  it('names a language in French and in English with an upper-case first letter', () => {
    expect(languageName('en', 'fr')).toBe('Anglais');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('de', 'fr')).toBe('Allemand');
    expect(languageName('es', 'en')).toBe('Spanish');
  });

  it('shows an unknown code as it is, so stored data always shows', () => {
    expect(languageName('xx', 'fr')).toBe('Xx');
    expect(languageName('', 'en')).toBe('');
  });
});

describe('languageOptions', () => {
  it.each(['fr', 'en'] as const)('offers every known language, sorted by name in %s', (locale) => {
    const options = languageOptions(locale);
    expect(options.map((option) => option.code).sort()).toEqual(LANGUAGE_CODES);
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    for (let i = 1; i < options.length; i++) {
      expect(collator.compare(options[i - 1]!.name, options[i]!.name)).toBeLessThanOrEqual(0);
    }
    expect(options.find((option) => option.code === 'fr')?.name).toBe(
      locale === 'fr' ? 'Français' : 'French',
    );
  });

  it('sorts accented names with their letter in French (É among the E, not after Z)', () => {
    const names = languageOptions('fr').map((option) => option.name);
    const firstE = names.findIndex((name) => /^[EÉ]/.test(name));
    const lastE = names.findLastIndex((name) => /^[EÉ]/.test(name));
    const accented = names.findIndex((name) => name.startsWith('É'));
    expect(accented).toBeGreaterThanOrEqual(firstE);
    expect(names.slice(firstE, lastE + 1).some((name) => name.startsWith('E'))).toBe(true);
    expect(accented).toBeLessThanOrEqual(lastE);
    expect(names.slice(firstE, lastE + 1).every((name) => /^[EÉ]/.test(name))).toBe(true);
  });
});
