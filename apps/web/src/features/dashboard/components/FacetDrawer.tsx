import { Badge, Checkbox, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_REQUIRED_FACETS, FACET_ORDER, type FacetModel } from './facet-model.ts';

interface FacetDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Whether the server's counts are estimates (issue #9, large result sets). */
  approximate: boolean;
  model: FacetModel;
}

/**
 * Issue #9: the panel of facets, each value with the number of people it leaves. Loaded the first
 * time the "Filters" button is pressed (issue #11 §6), then kept, so it opens and closes with
 * Mantine's transitions and focus return.
 */
export function FacetDrawer({ opened, onClose, approximate, model }: FacetDrawerProps) {
  const { t } = useTranslation('backOffice');
  const { valuesOf, isOn, choose, valueLabel, count } = model;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={
        <Title order={2} size="h4">
          {t('dashboard.facets.title')}
        </Title>
      }
      data-testid="dashboard-filters"
    >
      <Stack gap="lg">
        {approximate && (
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
                ALL_REQUIRED_FACETS.includes(facet) ? t('dashboard.facets.allRequired') : undefined
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
  );
}
