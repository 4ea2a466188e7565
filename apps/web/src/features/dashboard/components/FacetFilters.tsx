import { Badge, Button, Checkbox, CloseButton, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { backOfficeName } from '@highlight/domain/user-fields';
import { useDisclosure } from '@mantine/hooks';
import { languageName } from '@highlight/domain/languages';
import type { FacetCount } from '@highlight/domain/search';
import type { SearchFacets, UserRef } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import { NO_FACET_FILTERS, type FacetFilters as Filters } from '../api/list-users.ts';

type ListFacet = 'status' | 'role' | 'referee' | 'skills' | 'jobs' | 'languages';
type FlagFacet = 'resigner' | 'outdated';
/** The dashboard's facets, in the order the drawer shows them (issue #9 "Search and filters"). */
export const FACET_ORDER = [
  'status',
  'role',
  'referee',
  'resigner',
  'outdated',
  'skills',
  'jobs',
  'languages',
] as const satisfies readonly (ListFacet | FlagFacet)[];

interface FacetFiltersProps {
  facets: SearchFacets | undefined;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  /** HR referees, to name the referee facet's values. */
  referees: readonly UserRef[];
}

/**
 * Issue #9 filters with counts: a "Filters" button opening a panel of facets (each value with
 * the number of people it leaves), and the active filters as removable chips. Values of one
 * facet combine with OR, except skills, jobs and languages, where every value is required.
 */
export function FacetFilters({ facets, filters, onChange, referees }: FacetFiltersProps) {
  const { t } = useTranslation('backOffice');
  const labelOf = useGetLabelOf();
  const locale = useGetLocale();
  const [opened, { open, close }] = useDisclosure(false);

  const valueLabel = (facet: ListFacet | FlagFacet, value: string): string => {
    switch (facet) {
      case 'status':
        return t(`status.${value}`);
      case 'role':
        return t(`dashboard.facets.roleValues.${value}`, { defaultValue: value });
      case 'referee': {
        if (value === 'none') return t('dashboard.facets.noReferee');
        const referee = referees.find((person) => person.id === value);
        return referee ? backOfficeName(referee) : value;
      }
      case 'resigner':
        return t(`dashboard.facets.resignerValues.${value}`);
      case 'outdated':
        return t(`dashboard.facets.outdatedValues.${value}`);
      case 'skills':
        return labelOf('skill', value, locale);
      case 'jobs':
        return labelOf('job', value, locale);
      case 'languages':
        return languageName(value, locale);
    }
  };

  const isOn = (facet: ListFacet | FlagFacet, value: string): boolean =>
    facet === 'resigner' || facet === 'outdated'
      ? filters[facet] !== null && String(filters[facet]) === value
      : (filters[facet] as readonly string[]).includes(value);

  const toggle = (facet: ListFacet | FlagFacet, value: string) => {
    if (facet === 'resigner' || facet === 'outdated') {
      onChange({ [facet]: isOn(facet, value) ? null : value === 'true' });
      return;
    }
    const current: readonly string[] = filters[facet];
    onChange({
      [facet]: current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value],
    });
  };

  /** A facet group's new values: a list as is; a yes/no facet keeps only the value just ticked. */
  const choose = (facet: ListFacet | FlagFacet, next: string[]) => {
    if (facet === 'resigner' || facet === 'outdated') {
      const added = next.find((value) => !isOn(facet, value));
      onChange({ [facet]: added === undefined ? null : added === 'true' });
    } else {
      onChange({ [facet]: next });
    }
  };

  /** The facet's values: the server's counts, plus chosen values it did not count. */
  const valuesOf = (facet: ListFacet | FlagFacet): (FacetCount | { value: string; count: null })[] => {
    const counted = facets?.[facet] ?? [];
    const chosen =
      facet === 'resigner' || facet === 'outdated'
        ? filters[facet] === null
          ? []
          : [String(filters[facet])]
        : filters[facet];
    const missing = chosen.filter((value) => !counted.some((entry) => entry.value === value));
    return [...counted, ...missing.map((value) => ({ value, count: null }))];
  };

  const active = FACET_ORDER.flatMap((facet) =>
    valuesOf(facet)
      .filter((entry) => isOn(facet, entry.value))
      .map((entry) => ({ facet, value: entry.value })),
  );
  const count = (value: number | null) =>
    value === null
      ? '—'
      : facets?.approximate
        ? t('dashboard.facets.about', { count: value })
        : String(value);

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="dashboard-active-filters">
        <Button variant="default" onClick={open} data-testid="dashboard-filters-open">
          {t('dashboard.facets.open', { count: active.length })}
        </Button>
        {active.map(({ facet, value }) => (
          <Group key={`${facet}:${value}`} gap={4} wrap="nowrap" data-testid="dashboard-filter-chip">
            <Text size="sm">
              {t(`dashboard.facets.${facet}`)} : {valueLabel(facet, value)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('dashboard.facets.remove', { value: valueLabel(facet, value) })}
              onClick={() => toggle(facet, value)}
            />
          </Group>
        ))}
        {active.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(NO_FACET_FILTERS)}>
            {t('dashboard.facets.clear')}
          </Button>
        )}
      </Group>

      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        title={
          <Title order={2} size="h4">
            {t('dashboard.facets.title')}
          </Title>
        }
        data-testid="dashboard-filters"
      >
        <Stack gap="lg">
          {facets?.approximate && (
            <Text size="sm" c="dimmed">
              {t('dashboard.facets.approximate')}
            </Text>
          )}
          {FACET_ORDER.map((facet) => {
            const values = valuesOf(facet);
            if (values.length === 0) return null;
            return (
              <Checkbox.Group
                key={facet}
                label={t(`dashboard.facets.${facet}`)}
                description={
                  ['skills', 'jobs', 'languages'].includes(facet)
                    ? t('dashboard.facets.allRequired')
                    : undefined
                }
                value={values.filter((entry) => isOn(facet, entry.value)).map((entry) => entry.value)}
                onChange={(next) => choose(facet, next)}
                data-testid={`dashboard-facet-${facet}`}
              >
                <Stack gap={6} mt={6}>
                  {values.map((entry) => (
                    <Checkbox
                      key={entry.value}
                      value={entry.value}
                      label={
                        <Group gap="xs" wrap="nowrap">
                          <span>{valueLabel(facet, entry.value)}</span>
                          <Badge
                            size="sm"
                            variant="light"
                            color="gray"
                            data-testid={`facet-count-${facet}-${entry.value}`}
                          >
                            {count(entry.count)}
                          </Badge>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            );
          })}
        </Stack>
      </Drawer>
    </>
  );
}
