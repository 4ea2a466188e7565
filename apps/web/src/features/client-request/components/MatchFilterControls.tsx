import { Checkbox, Fieldset, Group, Radio, Select } from '@mantine/core';
import { SPOKEN_LEVELS } from '@highlight/domain/languages';
import { COLLABORATOR_ROLES } from '@highlight/domain/roles';
import { USER_STATUSES } from '@highlight/domain/user-fields';
import type { TFunction } from 'i18next';
import type { MatchFilters } from '../api/match.ts';

const OUTDATED_CHOICES = ['any', 'false', 'true'] as const;
const ROLE_CHOICES = ['any', ...COLLABORATOR_ROLES] as const;

/**
 * Issue #27 §4: whom the client request ranks — the language asked and its minimum level (spec §3
 * levels; the level waits for a language), the statuses (spec §4; none ticked: every status),
 * outdated files or up-to-date ones (spec §9), employees or applicants. Each control is labelled
 * and reached by the keyboard (radio groups move with the arrow keys).
 */
export function MatchFilterControls({
  filters,
  onChange,
  languages,
  t,
}: {
  filters: MatchFilters;
  onChange: (change: Partial<MatchFilters>) => void;
  /** The known languages as options, named in the reader's language. */
  languages: { value: string; label: string }[];
  t: TFunction<'backOffice'>;
}) {
  return (
    <Fieldset legend={t('clientRequest.filters.title')} data-testid="client-request-filters">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Select
          w={220}
          label={t('clientRequest.language')}
          placeholder={t('clientRequest.anyLanguage')}
          data={languages}
          searchable
          clearable
          value={filters.language}
          onChange={(language) => onChange({ language, ...(language === null && { minLevel: null }) })}
          data-testid="client-request-language"
        />
        <Select
          w={260}
          label={t('clientRequest.filters.minLevel')}
          placeholder={t('clientRequest.filters.anyLevel')}
          description={
            filters.language === null ? t('clientRequest.filters.minLevelNeedsLanguage') : undefined
          }
          data={SPOKEN_LEVELS.map((level) => ({ value: level, label: t(`web:resume.levels.${level}`) }))}
          clearable
          disabled={filters.language === null}
          value={filters.minLevel}
          onChange={(level) => onChange({ minLevel: level })}
          data-testid="client-request-min-level"
        />
      </Group>
      <Group align="flex-start" gap="xl" wrap="wrap" mt="md">
        <Checkbox.Group
          label={t('clientRequest.filters.status')}
          description={t('clientRequest.filters.anyStatus')}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          data-testid="client-request-status"
        >
          <Group gap="sm" mt={6} wrap="wrap">
            {USER_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={t(`status.${status}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Radio.Group
          label={t('clientRequest.filters.outdated')}
          value={filters.outdated}
          onChange={(outdated) => onChange({ outdated })}
          data-testid="client-request-outdated"
        >
          <Group gap="sm" mt={6} wrap="wrap">
            {OUTDATED_CHOICES.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                label={t(`clientRequest.filters.outdatedValues.${choice}`)}
              />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('clientRequest.filters.role')}
          value={filters.role}
          onChange={(role) => onChange({ role })}
          data-testid="client-request-role"
        >
          <Group gap="sm" mt={6} wrap="wrap">
            {ROLE_CHOICES.map((choice) => (
              <Radio key={choice} value={choice} label={t(`clientRequest.filters.roleValues.${choice}`)} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
    </Fieldset>
  );
}
