import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { comparisonKey } from '@highlight/domain/resume';
import { useMemo, useState, type ReactNode } from 'react';
import { indexOptions, searchOptions, type IndexedOption, type PickerOption } from './search-options.ts';

/** The value of the "add the typed text as a custom entry" option (never a catalogue id). */
const CREATE = '\u0000create';

export interface CataloguePickerProps {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  /** The catalogue entries still available (those already chosen left out). */
  options: readonly PickerOption[];
  /** Called with the chosen option's id; returns false when the choice is refused (query kept). */
  onPick: (id: string) => boolean;
  /**
   * When given, the typed text can be added as a custom entry: an extra option, offered when no
   * option carries exactly that label (case and accents aside). Returns false when refused.
   */
  onCreate?: (label: string) => boolean;
  /** The text of the create option for the typed `label`. */
  createLabel?: (label: string) => string;
  /** Shown when nothing matches. */
  emptyText: string;
  /** Shown under the options when more match than are listed. */
  moreText: (hidden: number) => string;
  error?: string;
  /** Called as the user types (to clear an error shown for the previous attempt). */
  onQueryChange?: (query: string) => void;
  /** `data-testid` prefix: `<testId>-input`, `<testId>-option`, `<testId>-create`. */
  testId: string;
  /** At most this many options are rendered at once (the search narrows the rest). */
  limit?: number;
}

/**
 * A search box over a catalogue list (jobs, domains, skills) with its options in a dropdown,
 * grouped when options have a `group`. The search is instant and accent- and case-insensitive
 * (issue 3 "Reference data"); arrows move through the options and Enter picks the highlighted one
 * (or the first), never submitting the mission's form.
 */
export function CataloguePicker({
  label,
  placeholder,
  description,
  options,
  onPick,
  onCreate,
  createLabel,
  emptyText,
  moreText,
  error,
  onQueryChange,
  testId,
  limit = 60,
}: CataloguePickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const indexed = useMemo(() => indexOptions(options), [options]);
  const { shown, total } = useMemo(() => searchOptions(indexed, query, limit), [indexed, query, limit]);
  const typed = query.trim();
  const canCreate =
    onCreate !== undefined &&
    typed !== '' &&
    !indexed.some((option) => option.labelKey === comparisonKey(typed));

  const choose = (value: string) => {
    const accepted = value === CREATE ? (onCreate?.(typed) ?? false) : onPick(value);
    if (accepted) {
      setQuery('');
      combobox.closeDropdown();
    }
  };

  const groups = new Map<string, IndexedOption[]>();
  for (const option of shown) {
    const group = option.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), option]);
  }
  const renderOption = (option: IndexedOption) => (
    <Combobox.Option value={option.id} key={option.id} data-testid={`${testId}-option`}>
      {option.label}
    </Combobox.Option>
  );

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          description={description}
          value={query}
          error={error}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            onQueryChange?.(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter picks an option; it must not submit (save) the mission's form.
            event.preventDefault();
            if (!combobox.dropdownOpened) combobox.openDropdown();
            else if (combobox.getSelectedOptionIndex() === -1) combobox.selectFirstOption();
          }}
          data-testid={`${testId}-input`}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {[...groups].map(([group, items]) =>
            group === '' ? (
              items.map(renderOption)
            ) : (
              <Combobox.Group label={group} key={group}>
                {items.map(renderOption)}
              </Combobox.Group>
            ),
          )}
          {canCreate && (
            <Combobox.Option value={CREATE} data-testid={`${testId}-create`}>
              <Group gap={6} wrap="nowrap">
                <Text span fw={700} c="brand.7" aria-hidden>
                  +
                </Text>
                <Text span>{createLabel?.(typed) ?? typed}</Text>
              </Group>
            </Combobox.Option>
          )}
          {total === 0 && !canCreate && <Combobox.Empty>{emptyText}</Combobox.Empty>}
          {total > shown.length && (
            <Text size="xs" c="dimmed" px="sm" py={4}>
              {moreText(total - shown.length)}
            </Text>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
