/**
 * spec §7 search text, at its edges: the normalised text is words separated by single spaces
 * (whatever separated them in the query), and the joining words of both languages only separate
 * terms (spec §7 "et" means AND; the app also speaks English, spec §9).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTerms, withinOneTypo } from './search.ts';

describe('normalizeSearchText: single spaces between words (spec §7)', () => {
  it.each([
    ['java,  react', 'java react'],
    ['Java / J2EE -- Spring', 'java j2ee spring'],
    ['C#, C++ ; Go', 'csharp cpp go'],
    ['«Scrum»\t\n(Kanban)', 'scrum kanban'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('never yields an empty word, nor a space at either end (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const normalised = normalizeSearchText(text);
        if (normalised === '') return;
        for (const word of normalised.split(' ')) expect(word).not.toBe('');
      }),
    );
  });
});

describe('searchTerms: "et", "and" and "+" only join terms (spec §7)', () => {
  it.each([
    ['java and angular', ['java', 'angular']],
    ['Java AND React et Vue + Node', ['java', 'react', 'vue', 'node']],
    ['android andy', ['android', 'andy']],
  ])('%j → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});

/**
 * issue #26 §22: one typo at most, at the edges of the rule — two edits that each look like one
 * (a swap next to an insertion, a substitution beside an insertion, a substitution that reuses
 * the neighbouring letter) are two typos. Checked both ways (the rule is symmetric).
 */
describe('withinOneTypo: two edits are never one typo (issue #26 §22)', () => {
  it.each([
    ['lambert', 'lambxyrt'], // a substitution and an insertion
    ['fabien', 'fbacien'], // a transposition and an insertion
    ['fabien', 'fbxien'], // two substitutions, one reusing the neighbour's letter
  ])('%s ≁ %s', (a, b) => {
    expect(withinOneTypo(a, b)).toBe(false);
    expect(withinOneTypo(b, a)).toBe(false);
  });
});
