import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FACET_FILTERS } from '../api/list-users.ts';
import { labelSourcesFor, useFacetModel, type FacetFiltersProps } from './facet-model.ts';

// issue #11 §6: the drawer (its checkboxes, focus trap and scroll lock) loads on first use.
const FacetDrawer = lazy(() => import('./FacetDrawer.tsx').then((m) => ({ default: m.FacetDrawer })));

/**
 * Issue #9 filters with counts: a "Filters" button opening a panel of facets (each value with
 * the number of people it leaves), and the active filters as removable chips. Values of one
 * facet combine with OR, except skills, jobs and languages, where every value is required.
 */
export function FacetFilters(props: FacetFiltersProps) {
  const { t } = useTranslation('backOffice');
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const model = useFacetModel(props, labelSourcesFor(props.filters, used));
  const { active, valueLabel, toggle } = model;

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="dashboard-active-filters">
        <Button
          variant="default"
          onClick={() => {
            setUsed(true);
            open();
          }}
          data-testid="dashboard-filters-open"
        >
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
          <Button variant="subtle" size="compact-sm" onClick={() => props.onChange(NO_FACET_FILTERS)}>
            {t('dashboard.facets.clear')}
          </Button>
        )}
      </Group>

      {used && (
        <Suspense fallback={null}>
          <FacetDrawer
            opened={opened}
            onClose={close}
            approximate={props.facets?.approximate ?? false}
            model={model}
          />
        </Suspense>
      )}
    </>
  );
}
