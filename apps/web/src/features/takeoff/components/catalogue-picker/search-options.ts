/**
 * Instant, accent- and case-insensitive search over catalogue entries (issue 3 "Reference data":
 * search within each list is accent-insensitive and fast as the user types). Keys are computed
 * once per list with the domain's `comparisonKey`; each keystroke only compares strings.
 */
import { comparisonKey } from '@highlight/domain/resume';
import { formKey } from '@highlight/domain/vocabulary';

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
  /** The vocabulary's keys of the label and aliases ("nodejs", "k8s", "dotnet"), one per line. */
  forms: string;
}

/** Precomputes the comparison keys of `options` (once per list, not per keystroke). */
export function indexOptions(options: readonly PickerOption[]): IndexedOption[] {
  return options.map((option) => {
    const labelKey = comparisonKey(option.label);
    const others = [...(option.aliases ?? []), option.group ?? ''].map(comparisonKey);
    const forms = [option.label, ...(option.aliases ?? [])].map(formKey).filter(Boolean);
    return {
      ...option,
      labelKey,
      haystack: [labelKey, ...others].join('\n'),
      forms: `\n${forms.join('\n')}`,
    };
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
 * group, ignoring case and accents ("developpement" finds "Développement mobile"), or the query is
 * the beginning of a written form of the entry, separators aside ("nodejs" finds Node.js, "k8s"
 * Kubernetes; issue #27 §7). The label equal
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
  // issue #27 §7: "k8s" offers Kubernetes, "nodejs" Node.js, "dotnet" .NET — a form's key begins so.
  const form = `\n${formKey(query)}`;
  const ranked: IndexedOption[][] = [[], [], [], []];
  for (const option of options) {
    const byWords = words.every((word) => option.haystack.includes(word));
    if (!byWords && (form === '\n' || !option.forms.includes(form))) continue;
    ranked[rankOf(option.labelKey, key, words)]?.push(option);
  }
  const matches = ranked.flat();
  return { shown: matches.slice(0, limit), total: matches.length };
}
