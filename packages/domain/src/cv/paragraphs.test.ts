import { describe, expect, it } from 'vitest';
import type { CvLine } from './layout.ts';
import { joinLines } from './paragraphs.ts';

const line = (text: string): CvLine => ({
  text,
  page: 0,
  column: 0,
  x: 0,
  y: 0,
  size: 10,
  relativeSize: 1,
  bold: false,
  capitals: false,
  part: 'body',
  style: null,
  headingLevel: null,
  listItem: false,
  gapBefore: 0,
});

describe('joinLines (issue #28 §1)', () => {
  it.each([
    ['one line', ['Data engineer'], 'Data engineer'],
    [
      'lines joined with a space',
      ['Conception de pipelines', 'pour un distributeur'],
      'Conception de pipelines pour un distributeur',
    ],
    ['a cut word joined back (EN)', ['Big data En-', 'gineer at Acme'], 'Big data Engineer at Acme'],
    [
      'a cut word joined back (FR)',
      ['40 millions d’évé-', 'nements par jour'],
      '40 millions d’événements par jour',
    ],
    ['a Unicode hyphen cut', ['Hug‐', 'ging Face'], 'Hugging Face'],
    ['a compound name keeps its hyphen', ['Jean-', 'Pierre Martin'], 'Jean-Pierre Martin'],
    ['before a digit the hyphen stays', ['COVID-', '19 tracking'], 'COVID-19 tracking'],
    ['a dash after a space is no cut', ['Lyon -', 'lundi'], 'Lyon - lundi'],
    [
      'tabs and spaces collapsed',
      ['Chef de projet,  Acme\tjanv. 2019', '  Paris '],
      'Chef de projet, Acme janv. 2019 Paris',
    ],
    ['empty lines skipped', ['', 'Paris', '   ', 'France'], 'Paris France'],
    ['nothing', [], ''],
    ['a cut before an empty line then a lower-case word', ['En-', '', 'gineer'], 'Engineer'],
  ])('%s', (_, lines, expected) => {
    expect(joinLines(lines)).toBe(expected);
  });

  it('reads CvLines as their texts', () => {
    expect(joinLines([line('Déploiement d’une pla-'), line('teforme\tcloud')])).toBe(
      'Déploiement d’une plateforme cloud',
    );
  });
});
