/** spec §7 search-text normalisation, table-driven and property-based. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isUnsearchable,
  nameTypoKeys,
  normalizeSearchText,
  searchTerms,
  typoKeys,
  withinOneTypo,
} from './search.ts';

describe('normalizeSearchText (spec §7)', () => {
  it.each([
    ['C++', 'cpp'],
    ['C#', 'csharp'],
    ['C', 'c'],
    ['F# et C#', 'fsharp et csharp'],
    ['Développeur Java/J2EE', 'developpeur java j2ee'],
    ['N° 5', 'np 5'],
    ['Notepad++', 'notepadpp'],
    ['  Node.js  ', 'node js'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('keeps C, C++ and C# distinct', () => {
    const forms = ['C', 'C++', 'C#'].map(normalizeSearchText);
    expect(new Set(forms).size).toBe(3);
  });

  it('is idempotent and yields only lowercase words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
        expect(once.toLowerCase()).toBe(once);
      }),
    );
  });
});

describe('searchTerms (spec §7: + and "et" mean AND)', () => {
  it.each([
    ['java + angular', ['java', 'angular']],
    ['java+kubernetes', ['java', 'kubernetes']],
    ['Java+Kubernetes+Helm', ['java', 'kubernetes', 'helm']],
    ['C++/Java', ['cpp', 'java']],
    ['A+', ['ap']],
    ['C++ + Java', ['cpp', 'java']],
    ['java et angular', ['java', 'angular']],
    ['C++ et C#', ['cpp', 'csharp']],
    ['  ', []],
    ['Hélène', ['helene']],
  ])('%s → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});

/**
 * issue #26 §9: a query made only of letters of another script is searched as text (a name in
 * Cyrillic is findable), while emoji and punctuation alone normalise to nothing; `++` or `#`
 * alone are not the words `p` or `sharp` (spec §7 turns them into P or sharp only after a word).
 */
describe('normalizeSearchText: every script, and nothing from symbols alone (issue #26 §9)', () => {
  it.each([
    ['日本語', '日本語'],
    ['Ωμέγα', 'ωμεγα'],
    ['Дмитрий Жуков', 'дмитрии жуков'],
    ['ЖУКОВ', 'жуков'],
    ['Łukasz Żółć', 'łukasz zołc'],
    ['Müller-Lüdenscheidt', 'muller ludenscheidt'],
    ['C++ et 日本語', 'cpp et 日本語'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it.each(['😀', '🚀🔥', '++', '+', '#', '##', '°', '!?', '…', '— / —', '++ #', '👩‍💻 ++'])(
    '%j normalises to nothing',
    (input) => {
      expect(normalizeSearchText(input)).toBe('');
      expect(searchTerms(input)).toEqual([]);
    },
  );

  it('turns + and # into p and sharp only after a letter or digit of any script', () => {
    expect(searchTerms('++ java')).toEqual(['java']);
    expect(searchTerms('# java')).toEqual(['java']);
    expect(searchTerms('C++ ++')).toEqual(['cpp']);
  });

  it('is idempotent, lowercase, and yields only letters, marks and digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'grapheme' }), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
        expect(once.toLowerCase()).toBe(once);
        expect(once).toMatch(/^(?:[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*)?$/u);
      }),
    );
  });
});

describe('isUnsearchable: a blank query lists everyone, a query with nothing searchable finds no one (issue #26 §9)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['java', false],
    ['日本語', false],
    ['Жуков', false],
    ['😀', true],
    ['++', true],
    ['#', true],
    ['!!!', true],
    ['et', true],
    ['+ et +', true],
  ])('%j → %s', (query, expected) => {
    expect(isUnsearchable(query)).toBe(expected);
  });
});

/**
 * issue #26 §22: one edit or one transposition (Damerau–Levenshtein distance 1, "optimal string
 * alignment") in a name of five letters or more is forgiven; shorter names only match exactly.
 */
describe('typos on names (issue #26 §22)', () => {
  it.each([
    ['amadine', 'amandine', true], // omission
    ['lembert', 'lambert', true], // substitution
    ['lambret', 'lambert', true], // transposition
    ['fabein', 'fabien', true], // transposition
    ['aubrey', 'aubry', true], // insertion
    ['lambert', 'lambert', true],
    ['lmabret', 'lambert', false], // two transpositions
    ['lanbret', 'lambert', false], // substitution + transposition
    ['amdine', 'amandine', false], // two omissions
    ['abcd', 'badc', false],
    ['ca', 'abc', false], // OSA, not unrestricted Damerau
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneTypo(a, b)).toBe(expected);
    expect(withinOneTypo(b, a)).toBe(expected);
  });

  it('keys only the words of five letters or more', () => {
    expect(nameTypoKeys('léa martin')).toEqual(typoKeys('martin'));
    expect(nameTypoKeys('eve roy')).toEqual([]);
    expect(typoKeys('aubry')).toEqual(['aubry', 'ubry', 'abry', 'aury', 'auby', 'aubr']);
  });

  const word = fc.string({ minLength: 5, maxLength: 12, unit: fc.constantFrom(...'abcdefgжуков'.split('')) });
  /** One random edit of `text`: omission, insertion, substitution or transposition. */
  const typoOf = (text: string) =>
    fc
      .tuple(
        fc.nat(text.length - 1),
        fc.constantFrom('omit', 'insert', 'substitute', 'swap'),
        fc.constantFrom(...'abz'),
      )
      .map(([at, kind, letter]) => {
        const chars = [...text];
        if (kind === 'omit') chars.splice(at, 1);
        else if (kind === 'insert') chars.splice(at, 0, letter);
        else if (kind === 'substitute') chars[at] = letter;
        else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
        return chars.join('');
      });

  it('finds every typo of a long name through the keys, and the distance confirms it (property)', () => {
    fc.assert(
      fc.property(
        word.chain((name) => fc.tuple(fc.constant(name), typoOf(name))),
        ([name, typo]) => {
          const stored = new Set(nameTypoKeys(name));
          expect(typoKeys(typo).some((key) => stored.has(key))).toBe(true);
          expect(withinOneTypo(typo, name)).toBe(true);
        },
      ),
    );
  });
});
