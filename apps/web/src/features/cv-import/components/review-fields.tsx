/**
 * The small parts of the CV import review (issue #28 §4): the "to check" mark of a value read
 * with little certainty, the remove/put back button of an entry, and a month entered with two
 * selects.
 */
import { Badge, Button, ComboboxChevron, Group, Input, VisuallyHidden } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { monthNames } from '@highlight/domain/intl';
import { useId, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthParts } from './review-form.ts';

/**
 * The mark of a value read with little certainty: a word and a sign, not a colour alone; its
 * text is the accessible one ("To check: value read with little certainty."), so a field that
 * names it in its description (`aria-describedby`) is announced with it.
 */
export function ToCheck({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      component="span"
      color="orange"
      variant="outline"
      radius="sm"
      leftSection={<span aria-hidden="true">⚠</span>}
      data-testid={testId}
      data-to-check
    >
      <span aria-hidden="true">{t('cvImport.toCheck')}</span>
      <VisuallyHidden>{t('cvImport.toCheckHint')}</VisuallyHidden>
    </Badge>
  );
}

/**
 * Drops an entry from the import or puts it back. One button whose name says what it does
 * ("Remove Java" / "Put back Java"), so that it keeps the keyboard focus when pressed.
 */
export function KeepToggle({
  kept,
  name,
  onChange,
  testId,
}: {
  kept: boolean;
  name: string;
  onChange: (kept: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant={kept ? 'subtle' : 'light'}
      color={kept ? 'red' : 'blue'}
      onClick={() => onChange(!kept)}
      aria-label={t(kept ? 'cvImport.remove' : 'cvImport.restore', { name })}
      data-testid={testId}
      style={{ flexShrink: 0 }}
    >
      <span aria-hidden="true">{kept ? '✕' : '↺'}</span>
    </Button>
  );
}

/** The oldest year the month selects offer (a value read before it is still offered). */
const FIRST_YEAR = 1950;

/**
 * A month (`MonthParts`) entered with two native selects, month then year: typing a month's first
 * letters or a year's digits picks it, so the keyboard is enough. Years run from this year plus
 * `yearsAhead` down to 1950.
 */
export function MonthPicker({
  label,
  value,
  onChange,
  locale,
  error,
  description,
  yearsAhead = 0,
  disabled = false,
  testId,
}: {
  label: string;
  value: MonthParts;
  onChange: (value: MonthParts) => void;
  locale: Locale;
  error?: string;
  description?: ReactNode;
  yearsAhead?: number;
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
    const last = new Date().getFullYear() + yearsAhead;
    const list = Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => String(last - index));
    return value.year !== '' && !list.includes(value.year) ? [value.year, ...list] : list;
  }, [yearsAhead, value.year]);
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      label={label}
      error={error}
      description={description}
      id={`${id}-month`}
      errorProps={{ id: `${id}-error` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
        <Input
          component="select"
          id={`${id}-month`}
          style={{ flex: 3, minWidth: 0 }}
          aria-label={t('cvImport.monthOf', { field: label })}
          // Mantine's own aria would name no description here: the wrapper holds two selects.
          withAria={false}
          aria-describedby={describedBy || undefined}
          aria-invalid={error !== undefined || undefined}
          value={value.month}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            onChange({ ...value, month: event.currentTarget.value })
          }
          error={error !== undefined}
          disabled={disabled}
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          data-testid={`${testId}-month`}
        >
          <option value="">{t('cvImport.month')}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </Input>
        <Input
          component="select"
          style={{ flex: 2, minWidth: 0 }}
          aria-label={t('cvImport.yearOf', { field: label })}
          withAria={false}
          aria-describedby={describedBy || undefined}
          aria-invalid={error !== undefined || undefined}
          value={value.year}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            onChange({ ...value, year: event.currentTarget.value })
          }
          error={error !== undefined}
          disabled={disabled}
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          data-testid={`${testId}-year`}
        >
          <option value="">{t('cvImport.year')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Input>
      </Group>
    </Input.Wrapper>
  );
}
