/**
 * issue #29 §2 "Demand": from the client requests HR saved, the requests per month over a window,
 * and the skills asked most (required and nice to have apart), each with the active people who
 * hold it and those who hold it with the years asked. A skill's holders lead to the dashboard.
 */
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEMAND_WINDOWS } from '@highlight/domain/inventory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { demandQuery } from '../api/inventory.ts';
import { monthLabel } from '../lib/format.ts';
import { activeHoldersHref } from '../lib/links.ts';
import { DataFigure, type FigureCell } from './DataFigure.tsx';
import { InventoryLoadError } from './InventoryLoadError.tsx';
import { SkillBars } from './SkillBars.tsx';
import { WindowControl } from './WindowControl.tsx';

export function DemandSection() {
  const { t } = useTranslation('inventory');
  const locale = currentLocale();
  const labelOf = useGetLabelOf();
  const [months, setMonths] = useState<number>(12);
  const { data, isError, refetch } = useQuery(demandQuery(months));
  if (isError) {
    return <InventoryLoadError onRetry={() => void refetch()} />;
  }
  const perMonth = (data?.months ?? []).map((entry) => ({
    month: monthLabel(entry.month, locale),
    requests: entry.requests,
  }));
  const busiest = [...perMonth].sort((a, b) => b.requests - a.requests)[0];
  const skills = data?.skills ?? [];
  const label = (skill: string) => labelOf('skill', skill, locale);
  const rows = skills.map((skill): FigureCell[] => [
    { value: label(skill.skill) },
    { value: skill.required },
    { value: skill.nice },
    { value: skill.askedYears },
    {
      value: skill.holders,
      ...(skill.holders > 0 && {
        href: activeHoldersHref(skill.skill),
        label: t('demand.holdersLink', { skill: label(skill.skill), count: skill.holders }),
      }),
    },
    { value: skill.holdersWithYears },
  ]);
  const top = skills[0];
  return (
    <Stack gap="xl">
      <DataFigure
        data-testid="demand-months"
        title={t('demand.monthsTitle')}
        controls={<WindowControl windows={DEMAND_WINDOWS} value={months} onChange={setMonths} />}
        summary={
          data
            ? t('demand.monthsSummary', {
                count: data.requests,
                months,
                busiest: busiest && busiest.requests > 0 ? busiest.month : '—',
              })
            : ''
        }
        empty={t('demand.none')}
        header={[t('demand.month'), t('demand.requests')]}
        numeric={[1]}
        rows={perMonth.map((entry) => [{ value: entry.month }, { value: entry.requests }])}
        chart={
          <BarChart
            h={200}
            data={perMonth}
            dataKey="month"
            barChartProps={{ accessibilityLayer: false }}
            series={[{ name: 'requests', label: t('demand.requests'), color: 'brand.7' }]}
          />
        }
      />
      <DataFigure
        data-testid="demand-skills"
        title={t('demand.skillsTitle')}
        summary={
          top
            ? t('demand.skillsSummary', {
                skill: label(top.skill),
                count: top.required + top.nice,
                holders: top.holders,
                withYears: top.holdersWithYears,
              })
            : t('demand.none')
        }
        empty={t('demand.none')}
        header={[
          t('supply.skill'),
          t('demand.required'),
          t('demand.nice'),
          t('demand.askedYears'),
          t('demand.holders'),
          t('demand.holdersWithYears'),
        ]}
        numeric={[1, 2, 3, 4, 5]}
        rows={rows}
        chart={
          <SkillBars
            data={skills.map((skill) => ({
              skill: label(skill.skill),
              required: skill.required,
              nice: skill.nice,
              holders: skill.holders,
            }))}
            dataKey="skill"
            series={[
              { name: 'required', label: t('demand.required'), color: 'brand.7', stackId: 'asked' },
              { name: 'nice', label: t('demand.nice'), color: 'brand.3', stackId: 'asked' },
              { name: 'holders', label: t('demand.holders'), color: 'teal.7' },
            ]}
          />
        }
      />
    </Stack>
  );
}
