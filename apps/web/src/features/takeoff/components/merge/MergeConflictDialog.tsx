/**
 * Issue #26 §13: the dialog of a true conflict between two tabs — for each field or entry both
 * sides changed differently (packages/domain resume-merge.ts), "mine" (this window) or "theirs"
 * (already saved elsewhere), as a labelled radio group. Opened through the app's confirmation
 * dialogs (`openConfirmModal`): Escape, the close button and Cancel save nothing.
 */
import { Radio, Stack, Text } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { languageName } from '@highlight/domain/languages';
import type { LabelOf } from '@highlight/domain/reference-labels';
import { comparisonKey, type ResumeBody } from '@highlight/domain/resume';
import type { MergeSide, ResumeConflict } from '@highlight/domain/resume-merge';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { openConfirmModal } from '../../../../components/confirm/confirm.ts';
import { LEVEL_LABELS } from '../languages/language-levels.ts';

/** What the dialog needs to name things: translations, the catalogue's labels, the locale. */
export interface Describe {
  t: TFunction;
  labelOf: LabelOf;
  locale: Locale;
}

type Entry = Record<string, unknown>;

/** The key an entry of a resume list is merged by (resume-merge.ts). */
function entryKey(entry: unknown): string | undefined {
  if (typeof entry === 'string') return comparisonKey(entry);
  if (typeof entry !== 'object' || entry === null) return undefined;
  const value = entry as Entry;
  if (typeof value.id === 'string') return value.id;
  if (typeof value.code === 'string') return value.code;
  for (const field of ['job', 'domain']) {
    const ref = value[field] as Entry | undefined;
    if (typeof ref?.id === 'string') return ref.id;
  }
  return undefined;
}

/** A value as a short text: an entry by its name, a list by its items, nothing as "removed". */
export function describeValue(
  value: unknown,
  { t, labelOf, locale }: Describe,
  kind: 'skill' | 'job' = 'skill',
): string {
  const describe = (inner: unknown, innerKind = kind) =>
    describeValue(inner, { t, labelOf, locale }, innerKind);
  if (value === undefined) return t('missions:common.merge.removed');
  if (value === null) return '—';
  if (value === '') return t('missions:common.merge.empty');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return t(value ? 'missions:common.merge.yes' : 'missions:common.merge.no');
  if (Array.isArray(value)) {
    return value.length === 0
      ? t('missions:common.merge.empty')
      : value.map((item) => describe(item)).join(', ');
  }
  const entry = value as Entry;
  if (typeof entry.code === 'string' && typeof entry.level === 'string') {
    const level = t(LEVEL_LABELS[entry.level as keyof typeof LEVEL_LABELS] ?? entry.level);
    const score = typeof entry.score === 'number' ? ` ${entry.score}` : '';
    return `${languageName(entry.code, locale)} — ${level}${score}`;
  }
  if (typeof entry.title === 'string')
    return typeof entry.school === 'string' ? `${entry.title}, ${entry.school}` : entry.title;
  if (typeof entry.position === 'string') {
    return [entry.position, entry.corporation]
      .filter((part) => typeof part === 'string' && part !== '')
      .join(', ');
  }
  if (typeof entry.name === 'string') return entry.name;
  if (entry.job) return `${describe(entry.job, 'job')} (${String(entry.experienceMonths)})`;
  if (entry.domain) return `${labelOf('domain', entry.domain as never, locale)} : ${describe(entry.skills)}`;
  if (typeof entry.id === 'string') return labelOf(kind, entry as never, locale);
  return JSON.stringify(value);
}

/**
 * Where a conflict is, in words: the section, then each entry by its name and each field by its
 * label (`Expériences — Développeuse, ACME — contexte`).
 */
export function conflictLabel(conflict: ResumeConflict, sides: ResumeBody[], describe: Describe): string {
  const { t } = describe;
  const parts = [t(`missions:common.merge.sections.${conflict.section}`)];
  let values: unknown[] = sides.map((side) => side[conflict.section]);
  let kind: 'skill' | 'job' = conflict.section === 'jobs' ? 'job' : 'skill';
  for (const segment of conflict.path.slice(1)) {
    if (values.some(Array.isArray)) {
      values = values.map((list): unknown =>
        Array.isArray(list) ? (list as unknown[]).find((entry) => entryKey(entry) === segment) : undefined,
      );
      const found = values.find((value) => value !== undefined);
      parts.push(found === undefined ? segment : describeValue(found, describe, kind));
    } else {
      if (segment === 'jobs') kind = 'job';
      parts.push(t(`missions:common.merge.fields.${segment}`, { defaultValue: segment }));
      values = values.map((value) => (value as Entry | undefined)?.[segment]);
    }
  }
  return parts.join(' — ');
}

function ConflictChoices({
  conflicts,
  sides,
  describe,
  choices,
}: {
  conflicts: ResumeConflict[];
  sides: ResumeBody[];
  describe: Describe;
  choices: Record<string, MergeSide>;
}) {
  const { t } = describe;
  const [chosen, setChosen] = useState<Record<string, MergeSide>>({ ...choices });
  return (
    <Stack gap="md" data-testid="merge-conflicts">
      <Text size="sm">{t('missions:common.merge.intro')}</Text>
      {conflicts.map((conflict) => (
        <Radio.Group
          key={conflict.id}
          label={conflictLabel(conflict, sides, describe)}
          value={chosen[conflict.id] ?? 'mine'}
          onChange={(value) => {
            const side: MergeSide = value === 'theirs' ? 'theirs' : 'mine';
            choices[conflict.id] = side;
            setChosen({ ...choices });
          }}
          data-testid="merge-conflict"
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="mine"
              label={t('missions:common.merge.mine', { value: describeValue(conflict.mine, describe) })}
              data-testid="merge-conflict-mine"
            />
            <Radio
              value="theirs"
              label={t('missions:common.merge.theirs', { value: describeValue(conflict.theirs, describe) })}
              data-testid="merge-conflict-theirs"
            />
          </Stack>
        </Radio.Group>
      ))}
    </Stack>
  );
}

/**
 * Asks the person which side to keep for each of `conflicts` (`sides`: the tab's resume and the
 * saved one, to name the entries). Resolves the choices (conflict id → side; "mine" unless changed)
 * on "Save my choices", `null` on Cancel, Escape, the close button or a click outside.
 */
export function askMergeChoices(
  conflicts: ResumeConflict[],
  sides: ResumeBody[],
  describe: Describe,
): Promise<Record<string, MergeSide> | null> {
  const { t } = describe;
  return new Promise((resolve) => {
    const choices: Record<string, MergeSide> = Object.fromEntries(
      conflicts.map((conflict) => [conflict.id, 'mine' as const]),
    );
    let settled = false;
    const settle = (answer: Record<string, MergeSide> | null) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    openConfirmModal({
      title: t('missions:common.merge.title'),
      size: 'lg',
      children: <ConflictChoices conflicts={conflicts} sides={sides} describe={describe} choices={choices} />,
      labels: { confirm: t('missions:common.merge.save'), cancel: t('missions:common.cancel') },
      confirmProps: { 'data-testid': 'merge-conflict-save' },
      cancelProps: { 'data-testid': 'merge-conflict-cancel' },
      onConfirm: () => settle({ ...choices }),
      onCancel: () => settle(null),
      onClose: () => settle(null),
    });
  });
}
