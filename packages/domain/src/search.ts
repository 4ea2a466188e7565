/**
 * Search-text normalisation (spec §7; DESIGN.md "Search"). The same function runs when indexing
 * and when querying, so `C++`, `C#` and `C` stay distinct words.
 */

/**
 * spec §7: plus signs and the word "et" between terms become AND; `#` becomes "sharp" (C# →
 * csharp); a `+` or `°` stuck to a word becomes "p" (C++ → cpp, N° → np); accents and case are
 * dropped. Returns the normalised text, words separated by single spaces.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/(\S)#/g, '$1sharp')
    .replace(/(\S)[+°]+/g, (match: string, head: string) => head + 'p'.repeat(match.length - 1))
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

/**
 * spec §7: the terms of a query, all of which must match (AND), each as a prefix (the trailing
 * wildcard). Standalone `+` and the word `et` only separate terms.
 */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query)
    .split(' ')
    .filter((term) => term !== '' && term !== '+' && term !== 'et' && term !== 'and');
}
