import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { comparisonKey, ZSoftSkillSave } from '@highlight/domain/resume';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key.ts';
import { useMissionDraft } from '../hooks/use-mission-draft.ts';
import type { MissionEditorProps } from './mission-editor.ts';
import { MissionStars } from './MissionStars.tsx';
import { useRovingFocus } from '../../../hooks/use-roving-focus.ts';
import './soft-skills.css';

const KEYS = ['softSkills'] as const;

/**
 * spec §1 mission 4, functional skills: free texts of at least 3 characters, without forbidden
 * characters, without duplicates (case and accents aside), printable (issue #26 §18) — spec §5,
 * rules of `ZSoftSkillSave` and `ZResumeBody`. Enter or "Add" adds the typed skill; each pill removes its skill.
 */
export function SoftSkillsMission(props: MissionEditorProps) {
  const { t } = useTranslation();
  const { draft, setDraft, merged, errorAt, submit } = useMissionDraft(KEYS, props);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string>();
  // issue #11 §2: the chosen skills are one Tab stop, their remove buttons reached with the arrows.
  const pillFocus = useRovingFocus(draft.softSkills.length);

  const add = () => {
    const parsed = ZSoftSkillSave.safeParse(input);
    if (!parsed.success) {
      setInputError(t(messageKey(parsed.error.issues[0]?.message ?? 'validation.invalidValue')));
      return;
    }
    if (draft.softSkills.some((skill) => comparisonKey(skill) === comparisonKey(parsed.data))) {
      setInputError(t('validation:duplicateSoftSkill'));
      return;
    }
    setDraft({ softSkills: [...draft.softSkills, parsed.data] });
    setInput('');
    setInputError(undefined);
  };

  const remove = (index: number) =>
    setDraft({ softSkills: draft.softSkills.filter((_, position) => position !== index) });

  return (
    <form
      id={props.formId}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="soft-skills-form"
    >
      <Stack gap="lg">
        <MissionStars resume={merged} step={4} />
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('missions:softSkills.label')}
            placeholder={t('missions:softSkills.placeholder')}
            description={t('missions:softSkills.hint')}
            value={input}
            error={inputError}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              setInputError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            data-testid="soft-skill-input"
          />
          <Button mt={24} variant="light" onClick={add} data-testid="soft-skill-add">
            {t('missions:common.add')}
          </Button>
        </Group>
        <div>
          <Text fw={600} mb="xs">
            {t('missions:softSkills.listTitle', { count: draft.softSkills.length })}
          </Text>
          {draft.softSkills.length === 0 ? (
            <Text c="dimmed">{t('missions:common.empty')}</Text>
          ) : (
            <Group
              gap="xs"
              role="toolbar"
              aria-label={t('missions:softSkills.listTitle', { count: draft.softSkills.length })}
              data-testid="soft-skill-list"
              {...pillFocus.groupProps}
            >
              {draft.softSkills.map((skill, index) => (
                <Pill
                  key={skill}
                  size="lg"
                  // issue #26 §19: the whole text, wrapped on a phone (soft-skills.css).
                  classNames={{
                    root: 'soft-skill-pill',
                    label: 'soft-skill-pill-label',
                    remove: 'soft-skill-pill-remove',
                  }}
                  withRemoveButton
                  onRemove={() => remove(index)}
                  // Mantine hides the remove button from keyboards and screen readers by default.
                  removeButtonProps={{
                    'aria-hidden': false,
                    ...pillFocus.itemProps(index),
                    'aria-label': t('missions:softSkills.remove', { skill }),
                  }}
                  data-testid="soft-skill"
                >
                  {skill}
                </Pill>
              ))}
            </Group>
          )}
          {errorAt('softSkills') && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {errorAt('softSkills')}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
