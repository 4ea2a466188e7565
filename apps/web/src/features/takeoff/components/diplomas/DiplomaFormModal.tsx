import { Button, Group, Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { DIPLOMA_TEXT_CAP, DIPLOMA_TEXT_TRUNCATE_TO } from '@highlight/domain/constants';
import { DIPLOMA_AHEAD_MONTHS_MAX } from '@highlight/domain/constants';
import { DIPLOMA_TYPES, ZDiplomaSave, currentMonth, type Diploma } from '@highlight/domain/resume';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CharacterCounter } from '../../../../components/form/CharacterCounter.tsx';
import { useGetLocale } from '../../../../hooks/use-get-locale.ts';
import { messageKey } from '../../../../i18n/message-key.ts';
import { monthNames } from '@highlight/domain/intl';
import { useDialogForm, type RestoredDialog } from '../../hooks/use-dialog-draft.tsx';

type DiplomaType = (typeof DIPLOMA_TYPES)[number];

/** The earliest graduation year `ZDiploma` accepts. */
const FIRST_YEAR = 1950;
/**
 * A diploma being prepared may be listed with its expected date, `DIPLOMA_AHEAD_MONTHS_MAX` months
 * ahead at most (issue #26 §16): the years offered reach that far.
 */
const YEARS_AHEAD = Math.ceil(DIPLOMA_AHEAD_MONTHS_MAX / 12);

const TYPE_LABELS: Record<DiplomaType, string> = {
  diploma: 'missions:diplomas.types.diploma',
  certification: 'missions:diplomas.types.certification',
};
const TITLE_PLACEHOLDERS: Record<DiplomaType, string> = {
  diploma: 'missions:diplomas.titlePlaceholder.diploma',
  certification: 'missions:diplomas.titlePlaceholder.certification',
};
const SCHOOL_PLACEHOLDERS: Record<DiplomaType, string> = {
  diploma: 'missions:diplomas.schoolPlaceholder.diploma',
  certification: 'missions:diplomas.schoolPlaceholder.certification',
};
/** spec §3 "school": for a certification it is the body that issues it. */
const SCHOOL_LABELS: Record<DiplomaType, string> = {
  diploma: 'missions:diplomas.school',
  certification: 'missions:diplomas.issuer',
};

/** spec §5: a title or school over 200 characters (once trimmed, as `ZDiploma` reads it) is truncated. */
function willBeTruncated(text: string): boolean {
  return text.trim().length > DIPLOMA_TEXT_CAP;
}

/** Graduation years offered, most recent first; a stored year outside the range stays offered. */
function yearOptions(current: number, stored: number | undefined): string[] {
  const last = Math.max(current + YEARS_AHEAD, stored ?? 0);
  const first = Math.min(FIRST_YEAR, stored ?? FIRST_YEAR);
  return Array.from({ length: last - first + 1 }, (_, index) => String(last - index));
}

/** The twelve month names of `locale` ("janvier" → "Janvier"), values 1–12. */
function monthOptions(locale: Locale): { value: string; label: string }[] {
  return monthNames(locale).map((label, index) => ({ value: String(index + 1), label }));
}

/** A `ZDiploma` issue as a catalogue key: its own key, else "required" for a missing value. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return messageKey(issue.message);
  return issue.code === 'invalid_type' ? 'validation:required' : 'validation:invalidValue';
}

/** The dialog's values as typed (its local draft, issue #26 §14). */
export interface DiplomaFormValues {
  graduate: DiplomaType;
  title: string;
  school: string;
  year: string;
  month: string;
}

/** Whether `value` has the shape of {@link DiplomaFormValues} (a stored draft is checked first). */
export function isDiplomaFormValues(value: unknown): value is DiplomaFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const values = value as Record<string, unknown>;
  return (
    (DIPLOMA_TYPES as readonly unknown[]).includes(values.graduate) &&
    ['title', 'school', 'year', 'month'].every((field) => typeof values[field] === 'string')
  );
}

function valuesOf(diploma: Diploma | null): DiplomaFormValues {
  return {
    graduate: diploma?.graduate ?? 'diploma',
    title: diploma?.title ?? '',
    school: diploma?.school ?? '',
    year: diploma ? String(diploma.graduateYears.year) : '',
    month: diploma ? String(diploma.graduateYears.month) : '',
  };
}

interface DiplomaFormModalProps {
  /** The diploma to edit, or null to create one (its id comes from `crypto.randomUUID()`). */
  diploma: Diploma | null;
  /** Where the dialog's typed content is kept (issue #26 §14, `dialogDraftKey`). */
  draftKey: string;
  /** A restored draft: the values typed before a reload, and the new diploma's id. */
  restored?: RestoredDialog<DiplomaFormValues>;
  /** Called with the diploma as `ZDiploma` parsed it (title and school truncated when over 200). */
  onSave: (diploma: Diploma, truncated: boolean) => void;
  onClose: () => void;
}

/**
 * spec §1 mission 6, §3: the dialog that adds or edits a diploma or certification — type, title,
 * school (the issuing body for a certification), graduation year and month, all required. Checked
 * with the domain's `ZDiploma` (spec §5); a title or school over 200 characters shows, under the
 * field, that it will be truncated to 199 characters, never silently. Issue #26 §14: closing it
 * with typed input asks first, and the input is a local draft until saved or discarded.
 */
export function DiplomaFormModal({ diploma, draftKey, restored, onSave, onClose }: DiplomaFormModalProps) {
  const { t } = useTranslation();
  const locale = useGetLocale();
  const { id, values, setValues, requestClose, done } = useDialogForm({
    entryId: diploma?.id,
    initial: () => valuesOf(diploma),
    restored,
    storageKey: draftKey,
    kind: 'diploma',
    summary: (typed) => typed.title.trim() || typed.school.trim(),
    onClose,
  });
  const { graduate, title, school, year, month } = values;
  const set = <K extends keyof DiplomaFormValues>(key: K, value: DiplomaFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const years = useMemo(
    () => yearOptions(Number(currentMonth().slice(0, 4)), diploma?.graduateYears.year),
    [diploma?.graduateYears.year],
  );
  const months = useMemo(() => monthOptions(locale), [locale]);

  const clearError = (path: string) =>
    setErrors((current) => {
      const { [path]: _removed, ...rest } = current;
      return rest;
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit up to the mission's form.
    event.stopPropagation();
    // issue #26 §16: the save rules, a certification after the current month refused.
    const parsed = ZDiplomaSave.safeParse({
      id,
      graduate,
      title,
      school,
      graduateYears: {
        year: year === '' ? undefined : Number(year),
        month: month === '' ? undefined : Number(month),
      },
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= t(issueKey(issue));
      }
      setErrors(next);
      return;
    }
    done();
    onSave(parsed.data, willBeTruncated(title) || willBeTruncated(school));
  };

  const textField = (field: 'title' | 'school', value: string, label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      withAsterisk
      value={value}
      error={errors[field]}
      onChange={(event) => {
        set(field, event.currentTarget.value);
        clearError(field);
      }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Group justify="space-between" gap="xs" wrap="nowrap" component="span">
          {willBeTruncated(value) ? (
            <Text span size="xs" c="orange.8" fw={500} data-testid={`diplomas-${field}-truncate-notice`}>
              {t('missions:diplomas.truncateNotice', {
                cap: DIPLOMA_TEXT_CAP,
                count: DIPLOMA_TEXT_TRUNCATE_TO,
              })}
            </Text>
          ) : (
            <span />
          )}
          {/* The shared counter, as the other dialogs (issue #26 leftovers: not the missions' copy). */}
          <CharacterCounter
            value={value}
            max={DIPLOMA_TEXT_CAP}
            testId={`diplomas-${field}-counter`}
            span
            overColor="orange.8"
          />
        </Group>
      }
      data-testid={`diplomas-${field}`}
    />
  );

  return (
    <Modal
      opened
      onClose={requestClose}
      title={t(diploma ? 'missions:diplomas.editTitle' : 'missions:diplomas.addTitle')}
      size="lg"
      centered
      data-testid="diplomas-dialog"
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} id="diplomas-type-label">
              {t('missions:diplomas.type')}
            </Text>
            <SegmentedControl
              fullWidth
              mt={4}
              value={graduate}
              onChange={(value) => set('graduate', value)}
              data={DIPLOMA_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
              aria-labelledby="diplomas-type-label"
              data-testid="diplomas-type"
            />
          </div>
          {textField('title', title, t('missions:diplomas.title'), t(TITLE_PLACEHOLDERS[graduate]))}
          {textField('school', school, t(SCHOOL_LABELS[graduate]), t(SCHOOL_PLACEHOLDERS[graduate]))}
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={4}>
              {t('missions:diplomas.graduation')}
            </Text>
            <Group grow align="flex-start">
              <NativeSelect
                label={t('missions:diplomas.month')}
                withAsterisk
                value={month}
                error={errors['graduateYears.month']}
                onChange={(event) => {
                  set('month', event.currentTarget.value);
                  clearError('graduateYears.month');
                }}
                data={[{ value: '', label: t('missions:diplomas.choose') }, ...months]}
                data-testid="diplomas-month"
              />
              <NativeSelect
                label={t('missions:diplomas.year')}
                withAsterisk
                value={year}
                error={errors['graduateYears.year']}
                onChange={(event) => {
                  set('year', event.currentTarget.value);
                  clearError('graduateYears.year');
                }}
                data={[{ value: '', label: t('missions:diplomas.choose') }, ...years]}
                data-testid="diplomas-year"
              />
            </Group>
          </fieldset>
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose} data-testid="diplomas-dialog-cancel">
              {t('missions:common.cancel')}
            </Button>
            <Button type="submit" data-testid="diplomas-dialog-save">
              {t('missions:common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
