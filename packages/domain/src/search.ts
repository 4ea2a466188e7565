/**
 * Search-text normalisation (spec §7; DESIGN.md "Search"). The same function runs when indexing
 * and when querying, so `C++`, `C#` and `C` stay distinct words.
 */

/**
 * spec §7: plus signs and the word "et" between terms become AND (with or without spaces:
 * "java+kubernetes", issue #27 §7); `#` becomes "sharp" (C# → csharp); a `+` or `°` ending a word
 * becomes "p" (C++ → cpp, N° → np); accents and case are dropped. Returns the normalised text, words separated by single spaces.
 *
 * issue #26 §9: words are letters (of every script: Cyrillic, Greek, CJK…), combining marks and
 * digits, so a name written in Cyrillic is searched as text; `+`, `°` and `#` become P or sharp
 * only after a letter or digit (`++` or `#` alone are not the words `p`, `sharp`); anything else
 * (punctuation, emoji, symbols) only separates words. Accents are the Unicode diacritics, dropped
 * after case folding (so `İ` → `i`), in every script (й → и, ώ → ω), the same way on both sides.
 */
export function normalizeSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      .toLowerCase()
      .replace(/\p{Diacritic}/gu, '')
      .replace(/([\p{L}\p{N}])#/gu, '$1sharp')
      // issue #27 §7: a plus between two words joins terms ("java+kubernetes" is "java + kubernetes").
      .replace(/([\p{L}\p{N}])\+(?=[\p{L}\p{N}])/gu, '$1 ')
      .replace(
        /([\p{L}\p{N}])[+°]+/gu,
        (match: string, head: string) => head + 'p'.repeat(match.length - head.length),
      )
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim()
  );
}

/**
 * spec §7: the terms of a query, all of which must match (AND), each as a prefix (the trailing
 * wildcard). Standalone `+` and the joining words `et` / `and` only separate terms.
 */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query)
    .split(' ')
    .filter((term) => term !== '' && term !== 'et' && term !== 'and');
}

/**
 * issue #26 §9: true when `query` holds something but nothing searchable (emoji, punctuation,
 * `++`, only joining words): such a search finds no one. A blank query (empty or spaces) is not
 * unsearchable: it lists everyone, as the dashboard asks when its search box is empty.
 */
export function isUnsearchable(query: string): boolean {
  return query.trim() !== '' && searchTerms(query).length === 0;
}

/**
 * issue #26 §22: names of at least this many letters forgive one typo (one omission, insertion,
 * substitution or transposition of two neighbours); shorter names match exactly or by prefix.
 */
export const TYPO_MIN_NAME_LENGTH = 5;

/**
 * The deletion neighbourhood of `word` (the "symmetric delete" of SymSpell, Garbe 2012): the word
 * itself, then the word without each of its letters in turn (code points, so any script), without
 * repeats. Two words within one typo of each other (`withinOneTypo`) always share a key, which
 * lets an index find the candidates; the distance then confirms them (some pairs sharing a key are
 * two typos apart, as `abcd` / `bcda`).
 */
export function typoKeys(word: string): string[] {
  const letters = [...word];
  const keys = [
    word,
    ...letters.map((_, index) => [...letters.slice(0, index), ...letters.slice(index + 1)].join('')),
  ];
  return [...new Set(keys)];
}

/**
 * issue #26 §22: the typo keys of every word of `names` (normalised names, words separated by
 * spaces) having at least `TYPO_MIN_NAME_LENGTH` letters, without repeats: what the search index
 * stores to find a name from a typo.
 */
export function nameTypoKeys(names: string): string[] {
  const words = names.split(' ').filter((word) => [...word].length >= TYPO_MIN_NAME_LENGTH);
  return [...new Set(words.flatMap(typoKeys))];
}

/**
 * issue #26 §22: true when `a` and `b` are at most one typo apart: equal, or one omission,
 * insertion, substitution, or transposition of two neighbouring letters (Damerau–Levenshtein
 * distance in its "optimal string alignment" form ≤ 1), letters being code points. Symmetric. The
 * search's SQL (migration 0009's `search_within_one_typo`) applies the same rule; the search tests
 * check that both agree.
 */
export function withinOneTypo(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  if (restX <= 1 && restY <= 1) return true;
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/**
 * The dashboard's sort keys (issue #9 "sort by any column"). `relevance` ranks a search: people
 * whose names match every term first, then those whose skills, jobs or desired position do, then
 * those who match in passing (projects, companies, functional skills); ties by stars, then last
 * update. Without search terms `relevance` means by name.
 */
export const SEARCH_SORTS = [
  'relevance',
  'name',
  'trigram',
  'desiredPosition',
  'status',
  'referee',
  'stars',
  'updatedAt',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The scalar facets: several values of one facet combine with OR; facets combine with AND. */
export const SCALAR_FACETS = ['status', 'role', 'referee', 'resigner', 'outdated'] as const;
/** The list facets: several values combine with AND (a person having all the chosen skills). */
export const LIST_FACETS = ['skills', 'jobs', 'languages'] as const;
export type FacetName = (typeof SCALAR_FACETS)[number] | (typeof LIST_FACETS)[number];

/** A facet value with the number of people it would leave (`value` `none`: no HR referee). */
export interface FacetCount {
  value: string;
  count: number;
}
