import { Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { languageName } from '@highlight/domain/languages';
import { LANGUAGE_LEVELS, SCORE_RANGES, type ResumeLanguage } from '@highlight/domain/resume';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { useMissionDraft } from '../hooks/use-mission-draft.ts';
import { AddLanguageForm } from './languages/AddLanguageForm.tsx';
import { isLanguageLevel, isScored, LEVEL_LABELS, type LanguageLevel } from './languages/language-levels.ts';
import type { MissionEditorProps } from './mission-editor.ts';
import { MissionStars } from './MissionStars.tsx';

const KEYS = ['languages'] as const;

/** A language moved to `level`: a score is kept only while the level stays the same test. */
function withLevel(language: ResumeLanguage, level: LanguageLevel): ResumeLanguage {
  return { ...language, level, score: level === language.level ? language.score : null };
}

/**
 * spec §1 mission 7, languages: known ISO 639-1 languages only, each once, each with a level
 * (spec §3: notions, limited or full professional capacity, bilingual or native) or a TOEIC /
 * TOEFL score in the test's range (spec §5, `ZResumeLanguage`). Languages are added with
 * `AddLanguageForm`; in the list the level and score can be changed and a language removed. The
 * stars "1 language" and "2 languages" (spec §9) follow the list live.
 */
export function LanguagesMission(props: MissionEditorProps) {
  const { t } = useTranslation();
  const locale = useGetLocale();
  const { draft, setDraft, merged, errors, errorAt, submit } = useMissionDraft(KEYS, props);
  const levels = useMemo(
    () => LANGUAGE_LEVELS.map((value) => ({ value, label: t(LEVEL_LABELS[value]) })),
    [t],
  );

  const update = (code: string, change: (language: ResumeLanguage) => ResumeLanguage) =>
    setDraft((current) => ({
      languages: current.languages.map((language) => (language.code === code ? change(language) : language)),
    }));
  const remove = (code: string) =>
    setDraft((current) => ({ languages: current.languages.filter((language) => language.code !== code) }));

  return (
    <form id={props.formId} onSubmit={(event) => void submit(event)} noValidate data-testid="languages-form">
      <Stack gap="lg">
        <MissionStars resume={merged} step={7} />
        <AddLanguageForm
          languages={draft.languages}
          locale={locale}
          onAdd={(language) => setDraft((current) => ({ languages: [...current.languages, language] }))}
        />
        <div>
          <Text fw={600} mb="xs">
            {t('missions:languages.listTitle', { count: draft.languages.length })}
          </Text>
          {draft.languages.length === 0 ? (
            <Text c="dimmed">{t('missions:languages.emptyHint')}</Text>
          ) : (
            <Stack gap="xs" data-testid="languages-list">
              {draft.languages.map((language, index) => {
                const name = languageName(language.code, locale);
                const level = language.level;
                return (
                  <Paper
                    key={language.code}
                    withBorder
                    p="sm"
                    radius="md"
                    data-testid="languages-item"
                    data-code={language.code}
                  >
                    <Group align="flex-start" wrap="wrap" gap="sm">
                      <Text fw={600} pt={6} style={{ flex: '1 1 140px' }} data-testid="languages-item-name">
                        {name}
                      </Text>
                      <Select
                        style={{ flex: '2 1 220px' }}
                        aria-label={t('missions:languages.levelOf', { language: name })}
                        allowDeselect={false}
                        data={levels}
                        value={level}
                        onChange={(value) => {
                          if (isLanguageLevel(value))
                            update(language.code, (entry) => withLevel(entry, value));
                        }}
                        error={errorAt(`languages.${index}.level`)}
                        data-testid="languages-item-level"
                      />
                      {isScored(level) && (
                        <NumberInput
                          style={{ flex: '1 1 120px' }}
                          aria-label={t('missions:languages.scoreOf', {
                            test: t(LEVEL_LABELS[level]),
                            language: name,
                          })}
                          description={t('missions:languages.scoreHint', {
                            min: SCORE_RANGES[level][0],
                            max: SCORE_RANGES[level][1],
                          })}
                          inputWrapperOrder={['label', 'input', 'description', 'error']}
                          min={SCORE_RANGES[level][0]}
                          max={SCORE_RANGES[level][1]}
                          clampBehavior="none"
                          allowDecimal={false}
                          allowNegative={false}
                          value={language.score ?? ''}
                          onChange={(value) =>
                            update(language.code, (entry) => ({
                              ...entry,
                              score: typeof value === 'number' ? value : null,
                            }))
                          }
                          // Enter in a score keeps the user on the mission instead of submitting it.
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') event.preventDefault();
                          }}
                          error={errorAt(`languages.${index}.score`)}
                          data-testid="languages-item-score"
                        />
                      )}
                      <Button
                        variant="subtle"
                        color="red"
                        onClick={() => remove(language.code)}
                        aria-label={t('missions:languages.remove', { language: name })}
                        data-testid="languages-remove"
                      >
                        {t('missions:common.delete')}
                      </Button>
                    </Group>
                    {(errors[`languages.${index}`] ?? errors[`languages.${index}.code`]) && (
                      <Text c="red" size="sm" mt={4} role="alert">
                        {errors[`languages.${index}`] ?? errors[`languages.${index}.code`]}
                      </Text>
                    )}
                  </Paper>
                );
              })}
            </Stack>
          )}
          {errorAt('languages') && !draft.languages.some((_, index) => errorAt(`languages.${index}`)) && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {errorAt('languages')}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
