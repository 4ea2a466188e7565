import { Badge, Button, CloseButton, Group, Paper, Pill, Stack, Text, TextInput } from '@mantine/core';
import type { CatalogRef } from '@highlight/domain/resume';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRovingFocus } from '../../../../hooks/use-roving-focus.ts';
import '../../../../components/form/button-wraps.css';

/** Suggestions shown before "show all" (a catalogue domain holds up to about 30 skills). */
const SUGGESTIONS_SHOWN = 12;

export interface DomainCardSkill {
  ref: CatalogRef;
  label: string;
}

/**
 * One technical domain of mission 3 (spec §1): its chosen skills as removable pills, the domain's
 * catalogue skills not chosen yet as one-click suggestions, and a field adding a custom skill.
 * `onAddCustom` answers the message of a refused custom skill (spec §5: must not already exist),
 * shown under the field with the typed text kept.
 */
export function DomainCard({
  label,
  custom,
  skills,
  suggestions,
  error,
  onAddSuggestion,
  onAddCustom,
  onRemoveSkill,
  onRemoveDomain,
}: {
  label: string;
  custom: boolean;
  skills: DomainCardSkill[];
  suggestions: { id: string; label: string }[];
  error?: string;
  onAddSuggestion: (id: string) => void;
  onAddCustom: (label: string) => string | undefined;
  onRemoveSkill: (skill: DomainCardSkill) => void;
  onRemoveDomain: () => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [allSuggestions, setAllSuggestions] = useState(false);
  const shownSuggestions = allSuggestions ? suggestions : suggestions.slice(0, SUGGESTIONS_SHOWN);
  // issue #11 §2: each list of buttons is one Tab stop, its buttons reached with the arrows.
  const chosenFocus = useRovingFocus(skills.length);
  const suggestionFocus = useRovingFocus(shownSuggestions.length);

  const addCustom = () => {
    const refused = onAddCustom(input);
    setInputError(refused);
    if (refused === undefined) setInput('');
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="technical-skills-domain" data-domain-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={700} data-testid="technical-skills-domain-label">
              {label}
            </Text>
            {custom && (
              <Badge size="sm" variant="light" color="gray">
                {t('missions:technicalSkills.custom')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('missions:technicalSkills.skillCount', { count: skills.length })}
            </Text>
          </Group>
          <CloseButton
            aria-label={t('missions:technicalSkills.removeDomain', { domain: label })}
            onClick={onRemoveDomain}
            data-testid="technical-skills-domain-remove"
          />
        </Group>

        {skills.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('missions:technicalSkills.noSkillYet')}
          </Text>
        ) : (
          <Group
            gap="xs"
            role="toolbar"
            aria-label={t('missions:technicalSkills.chosenSkills', { domain: label })}
            {...chosenFocus.groupProps}
          >
            {skills.map((skill, index) => (
              <Pill
                key={skill.ref.id}
                size="lg"
                withRemoveButton
                onRemove={() => onRemoveSkill(skill)}
                // Mantine hides the remove button from keyboards and screen readers by default.
                removeButtonProps={{
                  'aria-hidden': false,
                  ...chosenFocus.itemProps(index),
                  'aria-label': t('missions:technicalSkills.removeSkill', { skill: skill.label }),
                }}
                data-testid="technical-skills-skill"
              >
                {skill.label}
              </Pill>
            ))}
          </Group>
        )}

        {suggestions.length > 0 && (
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {t('missions:technicalSkills.suggestions')}
            </Text>
            <Group
              gap={6}
              role="toolbar"
              aria-label={t('missions:technicalSkills.suggestionsIn', { domain: label })}
              {...suggestionFocus.groupProps}
            >
              {shownSuggestions.map((suggestion, index) => (
                <Button
                  key={suggestion.id}
                  {...suggestionFocus.itemProps(index)}
                  size="compact-xs"
                  variant="light"
                  color="gray"
                  className="button-wraps"
                  aria-label={t('missions:technicalSkills.addSuggestion', { skill: suggestion.label })}
                  onClick={() => onAddSuggestion(suggestion.id)}
                  data-testid="technical-skills-suggestion"
                >
                  + {suggestion.label}
                </Button>
              ))}
              {suggestions.length > SUGGESTIONS_SHOWN && (
                // Its own Tab stop after the suggestions (not one of the arrows' items).
                <Button size="compact-xs" variant="subtle" onClick={() => setAllSuggestions(!allSuggestions)}>
                  {allSuggestions
                    ? t('missions:technicalSkills.showFewerSuggestions')
                    : t('missions:technicalSkills.showAllSuggestions', {
                        count: suggestions.length - SUGGESTIONS_SHOWN,
                      })}
                </Button>
              )}
            </Group>
          </div>
        )}

        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            size="sm"
            aria-label={t('missions:technicalSkills.customSkillIn', { domain: label })}
            placeholder={t('missions:technicalSkills.customSkillPlaceholder')}
            value={input}
            error={inputError}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              setInputError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
            data-testid="technical-skills-custom-skill-input"
          />
          <Button
            size="sm"
            variant="light"
            onClick={addCustom}
            data-testid="technical-skills-custom-skill-add"
          >
            {t('missions:common.add')}
          </Button>
        </Group>

        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
