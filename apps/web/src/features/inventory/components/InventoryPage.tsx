/**
 * The Inventory (issue #29): the firm's skills at a glance, for the back office (spec §6) — what
 * it has (supply), what its clients ask (demand), where the gaps are, whose files are out of date
 * (freshness, with the reminder campaign) and the tender grid. One tab per question, the tab in
 * the URL (`?tab=gaps`) so that the browser's back button returns to it. This module and its
 * charts load only when the screen is opened (router.tsx `SCREENS.inventory`).
 */
import '@mantine/charts/styles.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DemandSection } from './DemandSection.tsx';
import { FreshnessSection } from './FreshnessSection.tsx';
import { GapsSection } from './GapsSection.tsx';
import { SupplySection } from './SupplySection.tsx';
import { TenderGridSection } from './TenderGridSection.tsx';

export const INVENTORY_TABS = ['supply', 'demand', 'gaps', 'freshness', 'tender'] as const;
type InventoryTab = (typeof INVENTORY_TABS)[number];

const SECTIONS: Record<InventoryTab, () => React.JSX.Element> = {
  supply: SupplySection,
  demand: DemandSection,
  gaps: GapsSection,
  freshness: FreshnessSection,
  tender: TenderGridSection,
};

export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: InventoryTab = (INVENTORY_TABS as readonly string[]).includes(asked ?? '')
    ? (asked as InventoryTab)
    : 'supply';
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </div>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) =>
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set('tab', value ?? 'supply');
              return next;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          {INVENTORY_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`inventory-tab-${name}`}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INVENTORY_TABS.map((name) => {
          const Section = SECTIONS[name];
          return (
            <Tabs.Panel key={name} value={name} pt="md">
              <Stack gap="xl">
                <Section />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
