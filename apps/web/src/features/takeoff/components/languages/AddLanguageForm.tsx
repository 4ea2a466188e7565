import { Button, Group, NumberInput, Select } from '@mantine/core';
import type { Locale } from '@highlight/domain/constants';
import { languageName, languageOptions } from '@highlight/domain/languages';
import {
  comparisonKey,
  LANGUAGE_LEVELS,
  SCORE_RANGES,
  ZResumeLanguage,
  type ResumeLanguage,
} from '@highlight/domain/resume';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../../i18n/message-key.ts';
import { accentInsensitiveFilter } from '../../../../lib/accent-insensitive-filter.ts';
import { isLanguageLevel, isScored, LEVEL_LABELS, type LanguageLevel } from './language-levels.ts';

interface AddLanguageFormProps {
  /** The languages already in the file: they are not offered again (spec §5). */
  languages: ResumeLanguage[];
  locale: Locale;
  onAdd: (language: ResumeLanguage) => void;
}

/**
 * spec §1 mission 7, §5 "Language: must be known, not already present, required": a searchable
 * list of the known ISO 639-1 languages named in the display language, minus those already in
 * the file; a level (spec §3), and for a TOEIC or TOEFL level a score in the test's real range,
 * all checked with the domain's `ZResumeLanguage` before the language joins the list.
 */
export function AddLanguageForm({ languages, locale, onAdd }: AddLanguageFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<LanguageLevel | null>(null);
  const [score, setScore] = useState<number | ''>('');
  const [errors, setErrors] = useState<Partial<Record<'code' | 'level' | 'score', string>>>({});

  const present = useMemo(() => new Set(languages.map((language) => language.code)), [languages]);
  const options = useMemo(
    () =>
      languageOptions(locale)
        .filter((option) => !present.has(option.code))
        .map((option) => ({ value: option.code, label: option.name })),
    [locale, present],
  );
  const levels = useMemo(
    () => LANGUAGE_LEVELS.map((value) => ({ value, label: t(LEVEL_LABELS[value]) })),
    [t],
  );

  /** Whether `text` names a language already in the file (to say why nothing is offered). */
  const presentMatch = (text: string): boolean => {
    const key = comparisonKey(text);
    return (
      key !== '' &&
      languages.some((language) => comparisonKey(languageName(language.code, locale)).includes(key))
    );
  };

  const add = () => {
    const typed = comparisonKey(search);
    // A name typed in full but not picked from the list counts as picked.
    const chosen = code ?? options.find((option) => comparisonKey(option.label) === typed)?.value ?? null;
    const next: typeof errors = {};
    if (chosen === null) {
      next.code = t(presentMatch(search) ? 'validation:duplicateLanguage' : 'validation:required');
    } else if (present.has(chosen)) {
      next.code = t('validation:duplicateLanguage');
    }
    const parsed = ZResumeLanguage.safeParse({
      code: chosen ?? '',
      level: level ?? undefined,
      score: isScored(level) && score !== '' ? score : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'level' || field === 'score') next[field] ??= t(messageKey(issue.message));
        else if (field === 'code') next.code ??= t(messageKey(issue.message));
      }
    }
    if (isScored(level) && score === '') next.score = t('validation:required');
    if (!parsed.success || Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    onAdd(parsed.data);
    setCode(null);
    setSearch('');
    setLevel(null);
    setScore('');
    setErrors({});
  };

  // Enter adds the language rather than submitting the mission (which would leave it), unless a
  // list took the key to pick an option.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.defaultPrevented && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      add();
    }
  };

  return (
    <Group align="flex-start" wrap="wrap" gap="sm" onKeyDown={onKeyDown} data-testid="languages-add-form">
      <Select
        style={{ flex: '2 1 220px' }}
        label={t('missions:languages.language')}
        placeholder={t('missions:languages.languagePlaceholder')}
        withAsterisk
        searchable
        clearable
        // Typing then Enter picks the first match, as a keyboard user expects.
        selectFirstOptionOnChange
        allowDeselect={false}
        data={options}
        filter={accentInsensitiveFilter}
        value={code}
        onChange={(value) => {
          setCode(value);
          setErrors(({ code: _code, ...rest }) => rest);
        }}
        searchValue={search}
        onSearchChange={(value) => {
          setSearch(value);
          setErrors(({ code: _code, ...rest }) => rest);
        }}
        nothingFoundMessage={
          presentMatch(search) ? t('validation:duplicateLanguage') : t('missions:common.noResult')
        }
        maxDropdownHeight={260}
        // Mantine keeps a closed list in the DOM by default: 184 hidden options re-rendered on
        // every keystroke of the form. Mount the list only while it is open.
        comboboxProps={{ keepMounted: false }}
        error={errors.code}
        data-testid="languages-search"
      />
      <Select
        style={{ flex: '2 1 220px' }}
        label={t('missions:languages.level')}
        placeholder={t('missions:languages.levelPlaceholder')}
        withAsterisk
        allowDeselect={false}
        data={levels}
        value={level}
        onChange={(value) => {
          setLevel(isLanguageLevel(value) ? value : null);
          setScore('');
          setErrors(({ level: _level, score: _score, ...rest }) => rest);
        }}
        error={errors.level}
        data-testid="languages-level"
      />
      {isScored(level) && (
        <NumberInput
          style={{ flex: '1 1 140px' }}
          label={t('missions:languages.score', { test: t(LEVEL_LABELS[level]) })}
          description={t('missions:languages.scoreHint', {
            min: SCORE_RANGES[level][0],
            max: SCORE_RANGES[level][1],
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          min={SCORE_RANGES[level][0]}
          max={SCORE_RANGES[level][1]}
          // Never silently change what the user typed: an out-of-range score is refused, not clamped.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={score}
          onChange={(value) => {
            setScore(typeof value === 'number' ? value : '');
            setErrors(({ score: _score, ...rest }) => rest);
          }}
          error={errors.score}
          data-testid="languages-score"
        />
      )}
      <Button mt={24} variant="light" onClick={add} data-testid="languages-add">
        {t('missions:languages.add')}
      </Button>
    </Group>
  );
}
