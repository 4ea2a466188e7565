/**
 * Instant, accent- and case-insensitive search over catalogue entries (issue 3 "Reference data":
 * search within each list is accent-insensitive and fast as the user types). Keys are computed
 * once per list with the domain's `comparisonKey`; each keystroke only compares strings.
 */
import { comparisonKey } from '@highlight/domain/resume';

/** One entry a picker offers: a catalogue item (or a create action) with what the search reads. */
export interface PickerOption {
  id: string;
  /** The label shown, in the interface's language. */
  label: string;
  /** Heading the option is listed under (a skill's domain). */
  group?: string;
  /** Other texts the search also matches: the label in the other language, the group. */
  aliases?: readonly string[];
}

export interface IndexedOption extends PickerOption {
  labelKey: string;
  haystack: string;
}

/** Precomputes the comparison keys of `options` (once per list, not per keystroke). */
export function indexOptions(options: readonly PickerOption[]): IndexedOption[] {
  return options.map((option) => {
    const labelKey = comparisonKey(option.label);
    const others = [...(option.aliases ?? []), option.group ?? ''].map(comparisonKey);
    return { ...option, labelKey, haystack: [labelKey, ...others].join('\n') };
  });
}

/** 0: the label is the query; 1: it starts with it; 2: it holds every word; 3: aliases or group only. */
function rankOf(labelKey: string, key: string, words: readonly string[]): number {
  if (labelKey === key) return 0;
  if (labelKey.startsWith(key)) return 1;
  return words.every((word) => labelKey.includes(word)) ? 2 : 3;
}

/**
 * The options matching `query`: every word of the query appears in the label, an alias or the
 * group, ignoring case and accents ("developpement" finds "Développement mobile"). The label equal
 * to the query comes first, then labels starting with it, then labels containing every word, then
 * matches on aliases or group only; the catalogue order is kept within each rank. `total` counts
 * all matches, `shown` holds at most `limit` of them.
 */
export function searchOptions(
  options: readonly IndexedOption[],
  query: string,
  limit: number,
): { shown: IndexedOption[]; total: number } {
  const key = comparisonKey(query);
  const words = key.split(/\s+/).filter(Boolean);
  if (words.length === 0) return { shown: options.slice(0, limit), total: options.length };
  const ranked: IndexedOption[][] = [[], [], [], []];
  for (const option of options) {
    if (!words.every((word) => option.haystack.includes(word))) continue;
    ranked[rankOf(option.labelKey, key, words)]?.push(option);
  }
  const matches = ranked.flat();
  return { shown: matches.slice(0, limit), total: matches.length };
}
