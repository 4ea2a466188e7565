/**
 * A month (spec §3 experience and diploma dates, `YYYY-MM`) entered with two native selects,
 * month then year: typing a month's first letters or a year's digits picks it, so the keyboard is
 * enough. Used by the experiences mission and the CV import's review.
 */
import { ComboboxChevron, Group, Input } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { monthNames } from '@highlight/domain/intl';
import { currentMonth } from '@highlight/domain/resume';
import { useId, useMemo, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthParts } from './month-parts.ts';

/**
 * A native select that takes its `id` and `disabled` under other names: Mantine's `Input` keeps
 * those two for its own aria wiring, which is off here (two selects share one wrapper).
 */
function Select({
  selectId,
  isDisabled,
  ...props
}: ComponentPropsWithRef<'select'> & { selectId?: string | undefined; isDisabled: boolean }) {
  return <select {...props} id={selectId} disabled={isDisabled} />;
}

/** The oldest year offered (a value before it, read from a file, is still offered). */
const FIRST_YEAR = 1950;

/**
 * The two selects of a month, labelled "<label>: month" and "<label>: year". Years run from the
 * current one plus `yearsAhead` (an expected diploma; experiences: 0, issue #26 §16) down to 1950.
 * `description` and `error` are announced with both selects; `testId` prefixes their test ids
 * (`<testId>-month`, `<testId>-year`).
 */
export function MonthField({
  label,
  value,
  onChange,
  locale,
  error,
  description,
  yearsAhead = 0,
  required = false,
  disabled = false,
  testId,
}: {
  label: string;
  value: MonthParts;
  onChange: (value: MonthParts) => void;
  locale: Locale;
  error?: string | undefined;
  description?: ReactNode;
  yearsAhead?: number;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const months = useMemo(
    () =>
      monthNames(locale).map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name })),
    [locale],
  );
  const years = useMemo(() => {
    const last = Number(currentMonth().slice(0, 4)) + yearsAhead;
    const list = Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => String(last - index));
    return value.year !== '' && !list.includes(value.year) ? [value.year, ...list] : list;
  }, [yearsAhead, value.year]);
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const select = (part: 'month' | 'year', options: { value: string; label: string }[], flex: number) => (
    <Input
      component={Select}
      selectId={part === 'month' ? `${id}-month` : undefined}
      isDisabled={disabled}
      style={{ flex, minWidth: 0 }}
      aria-label={t(part === 'month' ? 'monthField.monthOf' : 'monthField.yearOf', { field: label })}
      // Mantine's own aria would name no description here: the wrapper holds two selects.
      withAria={false}
      aria-describedby={describedBy || undefined}
      aria-invalid={error !== undefined || undefined}
      value={value[part]}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange({ ...value, [part]: event.currentTarget.value })
      }
      error={error !== undefined}
      required={required}
      disabled={disabled}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      data-testid={`${testId}-${part}`}
    >
      <option value="">{t(part === 'month' ? 'monthField.month' : 'monthField.year')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Input>
  );
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      description={description}
      id={`${id}-month`}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
        {select('month', months, 3)}
        {select(
          'year',
          years.map((year) => ({ value: year, label: year })),
          2,
        )}
      </Group>
    </Input.Wrapper>
  );
}
