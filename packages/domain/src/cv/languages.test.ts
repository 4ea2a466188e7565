/**
 * issue #28 §1 "spoken languages and levels": languages read from lines of our own writing.
 */
import { describe, expect, it } from 'vitest';
import { languageLevelFromFluency } from '../json-resume.ts';
import type { CvBlockKind, CvLine, CvSection } from './layout.ts';
import { readLanguages, readLanguagesInText } from './languages.ts';

const line = (text: string): CvLine => ({
  text,
  page: 0,
  column: 0,
  x: 0,
  y: 0,
  size: null,
  relativeSize: 1,
  bold: false,
  capitals: false,
  part: 'body',
  style: null,
  headingLevel: null,
  listItem: false,
  gapBefore: 1,
});
const section = (lines: string[], kind: CvBlockKind = 'languages'): CvSection => ({
  kind,
  heading: 'Langues',
  lines: lines.map(line),
});

type Triple = [name: string, code: string | null, level: string | null];
const triples = (reads: { name: string; code: string | null; level: string | null }[]): Triple[] =>
  reads.map(({ name, code, level }) => [name, code, level]);

describe('readLanguagesInText (issue #28 §1)', () => {
  it.each<[string, Triple[]]>([
    ['Anglais : courant (C1)', [['Anglais', 'en', 'courant (C1)']]],
    [
      'English (fluent), German (basic)',
      [
        ['English', 'en', 'fluent'],
        ['German', 'de', 'basic'],
      ],
    ],
    [
      'Langues : anglais courant, espagnol notions',
      [
        ['anglais', 'en', 'courant'],
        ['espagnol', 'es', 'notions'],
      ],
    ],
    ['French — native', [['French', 'fr', 'native']]],
    [
      'Italien – B2 · Portugais – A1',
      [
        ['Italien', 'it', 'B2'],
        ['Portugais', 'pt', 'A1'],
      ],
    ],
    [
      'Anglais : B2 — Allemand : A2.',
      [
        ['Anglais', 'en', 'B2'],
        ['Allemand', 'de', 'A2'],
      ],
    ],
    ['Anglais\tTOEIC 915', [['Anglais', 'en', 'TOEIC 915']]],
    [
      'English: IELTS 7.5; Spanish: conversational',
      [
        ['English', 'en', 'IELTS 7.5'],
        ['Spanish', 'es', 'conversational'],
      ],
    ],
    ['Néerlandais : lu, écrit, parlé', [['Néerlandais', 'nl', 'lu, écrit, parlé']]],
    [
      'Languages: English | Japanese | Korean',
      [
        ['English', 'en', null],
        ['Japanese', 'ja', null],
        ['Korean', 'ko', null],
      ],
    ],
    [
      'Anglais et espagnol : courant',
      [
        ['Anglais', 'en', null],
        ['espagnol', 'es', 'courant'],
      ],
    ],
    ['Russe ★★★★☆', [['Russe', 'ru', '4/5']]],
    ['Arabe ● ● ○', [['Arabe', 'ar', '2/3']]],
    ['Mandarin (notions)', [['Mandarin', 'zh', 'notions']]],
    ['Créole : langue maternelle', [['Créole', null, 'langue maternelle']]],
    [
      'Anglais : courant (séjour en Irlande, stage en anglais)',
      [['Anglais', 'en', 'courant (séjour en Irlande, stage en anglais)']],
    ],
    ['Anglais : courant. Permis B', [['Anglais', 'en', 'courant']]],
  ])('%s', (text, expected) => {
    expect(triples(readLanguagesInText(text))).toEqual(expected);
  });

  it.each<[string, Triple[]]>([
    ['Language: Fluent in Spanish', [['Spanish', 'es', 'Fluent']]],
    [
      'Bilingue : anglais, allemand',
      [
        ['anglais', 'en', 'Bilingue'],
        ['allemand', 'de', 'Bilingue'],
      ],
    ],
    [
      'Native: Polish; Fluent: English, German',
      [
        ['Polish', 'pl', 'Native'],
        ['English', 'en', 'Fluent'],
        ['German', 'de', 'Fluent'],
      ],
    ],
  ])('a level before the names: %s', (text, expected) => {
    expect(triples(readLanguagesInText(text))).toEqual(expected);
  });

  it.each([
    'Langages : Java, Python, Go, Rust',
    'Languages: TypeScript, C#, Kotlin, SQL',
    'de en it es',
    'Bash, PowerShell, Perl',
  ])('reads no spoken language in "%s"', (text) => {
    expect(readLanguagesInText(text)).toEqual([]);
  });

  it('keeps a language named twice once, its level completed', () => {
    expect(triples(readLanguagesInText('Anglais, espagnol, anglais : C1'))).toEqual([
      ['Anglais', 'en', 'C1'],
      ['espagnol', 'es', null],
    ]);
  });

  it('is surer of a level it reads than of one it does not', () => {
    expect(readLanguagesInText('Anglais : courant')).toEqual([
      { name: 'Anglais', code: 'en', level: 'courant', confidence: 0.9, source: 'Anglais : courant' },
    ]);
    expect(readLanguagesInText('Anglais')[0]!.confidence).toBe(0.9);
    expect(readLanguagesInText('Anglais : appris à Dublin')[0]!.confidence).toBe(0.7);
    expect(readLanguagesInText('Kabyle : courant')[0]!.confidence).toBe(0.5);
  });
});

describe('readLanguages (issue #28 §1)', () => {
  it('reads one language per line, several on a line, and the heading’s rest', () => {
    expect(
      triples(
        readLanguages(
          section([
            'Anglais : professionnel (TOEIC 890)',
            'Espagnol : B1 — Catalan : A2',
            'Portugais (notions)',
          ]),
        ),
      ),
    ).toEqual([
      ['Anglais', 'en', 'professionnel (TOEIC 890)'],
      ['Espagnol', 'es', 'B1'],
      ['Catalan', 'ca', 'A2'],
      ['Portugais', 'pt', 'notions'],
    ]);
  });

  it('reads a table: the name in a cell, its level in the next', () => {
    expect(triples(readLanguages(section(['English', 'Native', 'Dutch', 'C1', 'Danish', '★★☆☆☆'])))).toEqual([
      ['English', 'en', 'Native'],
      ['Dutch', 'nl', 'C1'],
      ['Danish', 'da', '2/5'],
    ]);
  });

  it('goes on a level whose bracket is open on the next line', () => {
    const [read] = readLanguages(section(['Italien : C1 (deux ans à', 'Milan)']));
    expect(read).toEqual({
      name: 'Italien',
      code: 'it',
      level: 'C1 (deux ans à Milan)',
      confidence: 0.9,
      source: 'Italien : C1 (deux ans à\nMilan)',
    });
  });

  it('keeps a name it does not know when its level reads as one, never a programming language', () => {
    expect(
      triples(
        readLanguages(
          section(['Klingon : intermédiaire', 'Python : avancé', 'Scala\tC1', 'Outils : Jira, Confluence']),
        ),
      ),
    ).toEqual([['Klingon', null, 'intermédiaire']]);
  });

  it('reads nothing from a line of programming languages, a page number or another section', () => {
    expect(readLanguages(section(['Python, C++, CUDA, Rust', '2']))).toEqual([]);
    expect(readLanguages(section(['Anglais : courant'], 'skills'))).toEqual([]);
  });

  it('gives a level to a language written twice once', () => {
    expect(triples(readLanguages(section(['Anglais', 'Espagnol : A2', 'Anglais : C1'])))).toEqual([
      ['Anglais', 'en', 'C1'],
      ['Espagnol', 'es', 'A2'],
    ]);
  });
});

describe('levels as written map to spec §3 levels (json-resume.ts)', () => {
  it.each([
    ['courant (C1)', 'full_professional'],
    ['langue maternelle', 'bilingual_native'],
    ['Native speaker', 'bilingual_native'],
    ['professionnel (TOEIC 905)', 'toeic'],
    ['C1 (TOEFL iBT 104)', 'toefl'],
    ['intermédiaire', 'limited_professional'],
    ['notions', 'notions'],
    ['scolaire', 'notions'],
    ['Basic proficiency', 'notions'],
    ['full professional proficiency', 'full_professional'],
  ])('%s → %s', (text, level) => {
    const [read] = readLanguagesInText(`Anglais : ${text}`);
    expect(languageLevelFromFluency(read!.level!)?.level).toBe(level);
  });
});
