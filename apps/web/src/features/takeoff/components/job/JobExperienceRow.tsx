import { Badge, CloseButton, Group, NumberInput, Paper, SegmentedControl, Text } from '@mantine/core';
import { ZExperienceMonths } from '@highlight/domain/resume';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../../i18n/message-key.ts';
import './job-experience-row.css';

/** The unit an experience time is typed in; it is always stored in months (spec §5, §9). */
export type ExperienceUnit = 'months' | 'years';

/** Months for `value` typed in `unit` (0 while the field is empty, which the rule refuses). */
export function toMonths(value: number | '', unit: ExperienceUnit): number {
  if (value === '') return 0;
  return unit === 'years' ? value * 12 : value;
}

/** How a stored experience time is first shown: whole years in years, anything else in months. */
function initialEntry(months: number): { unit: ExperienceUnit; value: number | '' } {
  if (months <= 0) return { unit: 'months', value: '' };
  return months % 12 === 0 ? { unit: 'years', value: months / 12 } : { unit: 'months', value: months };
}

/**
 * One profession of mission 2 with its experience time, typed in months or years (a switch per
 * profession) and stored in months: more than 0, at most 600 months or 50 years (spec §5, §9, the
 * rule `ZExperienceMonths`). Its message shows as soon as something is typed, or after a refused
 * save (`submitError`), and follows the value as it is corrected.
 */
export function JobExperienceRow({
  label,
  custom,
  months,
  submitError,
  onMonthsChange,
  onRemove,
}: {
  label: string;
  custom: boolean;
  months: number;
  submitError?: string;
  onMonthsChange: (months: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState(() => initialEntry(months));

  const change = (next: { unit: ExperienceUnit; value: number | '' }) => {
    setEntry(next);
    onMonthsChange(toMonths(next.value, next.unit));
  };

  const rule = ZExperienceMonths.safeParse(months);
  const shown = entry.value !== '' || submitError !== undefined;
  const error =
    shown && !rule.success
      ? t(messageKey(rule.error.issues[0]?.message ?? 'validation.invalidValue'))
      : undefined;

  return (
    <Paper withBorder p="sm" radius="md" className="job-item" data-testid="job-item" data-job-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="xs" mt={28} className="job-title" style={{ flex: '1 1 14rem' }}>
          <Text fw={600} data-testid="job-label">
            {label}
          </Text>
          {custom && (
            <Badge size="sm" variant="light" color="gray">
              {t('missions:job.custom')}
            </Badge>
          )}
        </Group>
        <Group align="flex-start" gap="xs" wrap="nowrap" className="job-fields">
          <NumberInput
            className="job-experience"
            label={t('missions:job.experience')}
            aria-label={t('missions:job.experienceFor', { job: label })}
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            value={entry.value}
            onChange={(value) => change({ ...entry, value: typeof value === 'number' ? value : '' })}
            error={error}
            description={
              entry.unit === 'years' && rule.success
                ? t('missions:job.inMonths', { count: months })
                : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="job-experience-input"
          />
          <SegmentedControl
            mt={25}
            className="job-unit"
            size="sm"
            value={entry.unit}
            onChange={(unit) => change({ ...entry, unit: unit === 'years' ? 'years' : 'months' })}
            data={[
              { value: 'months', label: t('missions:job.months') },
              { value: 'years', label: t('missions:job.years') },
            ]}
            aria-label={t('missions:job.unit', { job: label })}
            data-testid="job-experience-unit"
          />
          <CloseButton
            mt={28}
            className="job-remove"
            aria-label={t('missions:job.remove', { job: label })}
            onClick={onRemove}
            data-testid="job-remove"
          />
        </Group>
      </Group>
    </Paper>
  );
}
