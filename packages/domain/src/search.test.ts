/** spec §7 search-text normalisation, table-driven and property-based. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTerms } from './search.ts';

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

  it('is idempotent and yields only lowercase ASCII words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
        expect(once).toMatch(/^[a-z0-9+ ]*$/);
      }),
    );
  });
});

describe('searchTerms (spec §7: + and "et" mean AND)', () => {
  it.each([
    ['java + angular', ['java', 'angular']],
    ['java et angular', ['java', 'angular']],
    ['C++ et C#', ['cpp', 'csharp']],
    ['  ', []],
    ['Hélène', ['helene']],
  ])('%s → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});
