import { Group, Input, NativeSelect } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthParts } from './experience-form.ts';
import { monthNames } from '@highlight/domain/intl';
import { currentMonth } from '@highlight/domain/resume';

/**
 * Experiences go back this far; the newest year offered is the current one (issue #26 §16: a date
 * after the current month is refused, `currentMonth`).
 */
const FIRST_YEAR = 1960;

/**
 * A month (`YYYY-MM`, spec §3 experience dates) entered with two native selects, month then
 * year: typing the first letters or the year's digits picks them, so the keyboard is enough.
 * `testId` prefixes the selects' test ids (`<testId>-month`, `<testId>-year`).
 */
export function MonthField({
  label,
  value,
  onChange,
  locale,
  error,
  required = false,
  disabled = false,
  testId,
}: {
  label: string;
  value: MonthParts;
  onChange: (value: MonthParts) => void;
  locale: Locale;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const months = useMemo(
    () => monthNames(locale).map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label })),
    [locale],
  );
  const years = useMemo(() => {
    const last = Number(currentMonth().slice(0, 4));
    return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => String(last - index));
  }, []);

  return (
    <Input.Wrapper label={label} required={required} error={error} id={`${id}-month`}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
        <NativeSelect
          id={`${id}-month`}
          style={{ flex: 3 }}
          aria-label={t('missions:experiences.month', { field: label })}
          data={[{ value: '', label: t('missions:experiences.monthPlaceholder') }, ...months]}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.currentTarget.value })}
          error={error !== undefined}
          disabled={disabled}
          required={required}
          data-testid={`${testId}-month`}
        />
        <NativeSelect
          style={{ flex: 2 }}
          aria-label={t('missions:experiences.year', { field: label })}
          data={[{ value: '', label: t('missions:experiences.yearPlaceholder') }, ...years]}
          value={value.year}
          onChange={(event) => onChange({ ...value, year: event.currentTarget.value })}
          error={error !== undefined}
          disabled={disabled}
          required={required}
          data-testid={`${testId}-year`}
        />
      </Group>
    </Input.Wrapper>
  );
}
