/**
 * Issue #11 §5 "one language at a time": every message of the FR/EN catalogues uses the words of
 * `docs/glossary.md`. An English message fails when it holds a French term of the glossary (or a
 * French accented letter), a French message when it holds an English term, and either when it
 * holds a word the glossary rules out in its language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from './i18n.ts';

const GLOSSARY = new URL('../../../docs/glossary.md', import.meta.url);

/** One row of the glossary's table. */
export interface GlossaryEntry {
  concept: string;
  fr: string[];
  en: string[];
  notFr: string[];
  notEn: string[];
}

/** The rows of the glossary's table (the header and its separator left out). */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  const terms = (cell: string | undefined) =>
    (cell ?? '')
      .split(';')
      .map((term) => term.trim())
      .filter(Boolean);
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const [concept = '', fr, en, notFr, notEn] = line.split('|').slice(1, -1);
      return {
        concept: concept.trim(),
        fr: terms(fr),
        en: terms(en),
        notFr: terms(notFr),
        notEn: terms(notEn),
      };
    });
}

/**
 * Whether `text` holds `term` as whole words: letters, digits and hyphens make up a word (so
 * "mail" is not found in "e-mail"); apostrophes separate words (French elision, "l'e-mail").
 */
export function holdsTerm(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, 'iu').test(text);
}

/** The words people read: placeholders and the names of formats left out. */
function readable(message: string): string {
  return message
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/JSON Resume/g, ' ')
    .replace(/resume\.json/g, ' ');
}

/** Every message of `locale`, as `namespace:key` → text. */
function messages(locale: 'fr' | 'en'): [string, string][] {
  const flat = (node: unknown, prefix: string): [string, string][] =>
    typeof node === 'string'
      ? [[prefix, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
          flat(value, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`),
        );
  return Object.entries(resources[locale]).flatMap(([namespace, catalogue]) =>
    flat(catalogue, `${namespace}:`),
  );
}

/** The messages of `locale` that hold one of `terms`, as "key: term". */
function offences(locale: 'fr' | 'en', terms: string[]): string[] {
  return messages(locale).flatMap(([key, text]) =>
    terms.filter((term) => holdsTerm(readable(text), term)).map((term) => `${key}: "${term}"`),
  );
}

const glossary = parseGlossary(readFileSync(GLOSSARY, 'utf8'));
const lower = (terms: string[]) => new Set(terms.map((term) => term.toLowerCase()));

describe('the glossary (docs/glossary.md)', () => {
  it('is read whole: every concept has its French and English words', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(25);
    for (const entry of glossary) {
      expect(entry.fr.length, entry.concept).toBeGreaterThan(0);
      expect(entry.en.length, entry.concept).toBeGreaterThan(0);
    }
    expect(glossary.find((entry) => entry.concept.startsWith('job'))?.en).toEqual([
      'profession',
      'professions',
    ]);
  });

  it('matches whole words only, across hyphens and spaces as a word is written', () => {
    expect(holdsTerm("Renvoyer l'e-mail", 'mail')).toBe(false);
    expect(holdsTerm("Renvoyer l'e-mail", 'e-mail')).toBe(true);
    expect(holdsTerm('Hors processus', 'process')).toBe(false);
    expect(holdsTerm('En process', 'process')).toBe(true);
    expect(holdsTerm('Pick among your Jobs.', 'job')).toBe(false);
    expect(holdsTerm('Pick among your Jobs.', 'jobs')).toBe(true);
    expect(holdsTerm('Do you want to log  out?', 'log out')).toBe(true);
    expect(holdsTerm('Ancien salarié', 'salarié')).toBe(true);
  });
});

describe('one language at a time (issue #11 §5)', () => {
  it('keeps French terms out of English messages', () => {
    const english = lower(glossary.flatMap((entry) => entry.en));
    const french = glossary.flatMap((entry) => entry.fr).filter((term) => !english.has(term.toLowerCase()));
    expect(offences('en', french)).toEqual([]);
  });

  it('keeps English terms out of French messages', () => {
    const french = lower(glossary.flatMap((entry) => entry.fr));
    const english = glossary.flatMap((entry) => entry.en).filter((term) => !french.has(term.toLowerCase()));
    expect(offences('fr', english)).toEqual([]);
  });

  it('uses none of the words the glossary rules out', () => {
    expect(
      offences(
        'en',
        glossary.flatMap((entry) => entry.notEn),
      ),
    ).toEqual([]);
    expect(
      offences(
        'fr',
        glossary.flatMap((entry) => entry.notFr),
      ),
    ).toEqual([]);
  });

  it('has no French accented letter in an English message (an untranslated example)', () => {
    const accented = messages('en').filter(([, text]) => /[àâçéèêëîïôûùüÿœæ]/iu.test(readable(text)));
    expect(accented.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
