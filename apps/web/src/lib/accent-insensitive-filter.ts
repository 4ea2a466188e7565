import type { ComboboxParsedItem, ComboboxParsedItemGroup, OptionsFilter } from '@mantine/core';
import { comparisonKey } from '@highlight/domain/resume';

function isGroup(item: ComboboxParsedItem): item is ComboboxParsedItemGroup {
  return 'group' in item;
}

/**
 * A Mantine Select / MultiSelect filter matching the typed text anywhere in an option's label,
 * ignoring case and accents (`comparisonKey`), so "energie" finds "Énergie" as the user types
 * (issue #3 "search within each list is accent-insensitive"). Groups keep their matching options.
 */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search }) => {
  const key = comparisonKey(search);
  if (key === '') return options;
  return options.flatMap((item): ComboboxParsedItem[] => {
    if (isGroup(item)) {
      const items = item.items.filter((option) => comparisonKey(option.label).includes(key));
      return items.length > 0 ? [{ ...item, items }] : [];
    }
    return comparisonKey(item.label).includes(key) ? [item] : [];
  });
};
