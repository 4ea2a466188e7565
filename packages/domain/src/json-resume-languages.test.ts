/**
 * Languages of a JSON Resume import (json-resume.ts `languageCodeFromName`,
 * `languageLevelFromFluency`, `fromJsonResume`; docs/json-resume.md "Languages"): spec §5 "Language:
 * must be known, not already present", the spec §3 levels read from a fluency, the TOEIC and TOEFL
 * score ranges at their bounds, and the notes the import writes.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, MAX_LANGUAGES } from './constants.ts';
import { fromJsonResume, languageCodeFromName, languageLevelFromFluency } from './json-resume.ts';
import { LANGUAGE_CODES, languageName } from './languages.ts';
import { SCORE_RANGES } from './resume.ts';

describe('languageCodeFromName (spec §5 "Language: must be known")', () => {
  it('reads a name followed by a remark in parentheses', () => {
    expect(languageCodeFromName('Anglais (courant)')).toBe('en');
    expect(languageCodeFromName('Espagnol (Amérique latine)')).toBe('es');
    expect(languageCodeFromName('Haitian (Kreyòl) Creole')).toBe('ht');
  });

  it('reads a name of several words, whatever the spaces between them', () => {
    expect(languageCodeFromName('Haitian Creole')).toBe('ht');
    expect(languageCodeFromName('Haitian   Creole')).toBe('ht');
    expect(languageCodeFromName('Greek')).toBe('el');
  });

  it('reads back every known language from its French or English name', () => {
    // A name of two or three letters reads first as a code: "Yi" (`ii` in French) is Yiddish's `yi`.
    const named = LANGUAGE_CODES.flatMap((code) =>
      LOCALES.map((locale) => ({ code, name: languageName(code, locale) })),
    ).filter(({ name }) => name.length > 3);
    expect(named.length).toBeGreaterThan(LANGUAGE_CODES.length);
    expect(named.filter(({ code, name }) => languageCodeFromName(name) !== code)).toEqual([]);
  });

  it('finds no language in a code without an ISO 639-1 language, nor in text that only ends with a code', () => {
    expect(languageCodeFromName('tlh')).toBeNull();
    expect(languageCodeFromName('Dothraki-fr')).toBeNull();
    expect(languageCodeFromName('  ')).toBeNull();
  });
});

describe('languageLevelFromFluency (spec §3 levels)', () => {
  it('reads "notion" and "notions" as notions', () => {
    expect(languageLevelFromFluency('Notion')).toEqual({ level: 'notions', score: null });
    expect(languageLevelFromFluency('Quelques notions')).toEqual({ level: 'notions', score: null });
  });

  it('reads a keyword of several words, whatever the spaces between them', () => {
    expect(languageLevelFromFluency('Mother   tongue')).toEqual({ level: 'bilingual_native', score: null });
  });

  it.each(['toeic', 'toefl'] as const)(
    'takes a %s score from its minimum to its maximum, and no other',
    (test) => {
      const [min, max] = SCORE_RANGES[test];
      const read = (score: number) => languageLevelFromFluency(`${test.toUpperCase()} ${score}`);
      expect(read(min)).toEqual({ level: test, score: min });
      expect(read(max)).toEqual({ level: test, score: max });
      if (min > 0) expect(read(min - 1)).toBeNull();
      expect(read(max + 1)).toBeNull();
    },
  );
});

describe('languages of an import (spec §5, docs/json-resume.md "Bounds")', () => {
  it('labels an unknown language by its name alone when it has no fluency', () => {
    const { report } = fromJsonResume({ languages: [{ language: 'Klingon' }] }, []);
    expect(report.skipped).toEqual([
      { section: 'languages', reason: 'jsonResume.skipped.unknownLanguage', label: 'Klingon' },
    ]);
  });

  it(`keeps ${MAX_LANGUAGES} languages and reports the next in the languages section`, () => {
    const codes = LANGUAGE_CODES.slice(0, MAX_LANGUAGES + 1);
    const { resume, report } = fromJsonResume(
      { languages: codes.map((language) => ({ language, fluency: 'Courant' })) },
      [],
    );
    expect(resume.languages.map((language) => language.code)).toEqual(codes.slice(0, MAX_LANGUAGES));
    expect(report.skipped).toEqual([
      {
        section: 'languages',
        reason: 'jsonResume.skipped.tooManyLanguages',
        label: `${codes[MAX_LANGUAGES] ?? ''} (Courant)`,
      },
    ]);
  });
});
