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
