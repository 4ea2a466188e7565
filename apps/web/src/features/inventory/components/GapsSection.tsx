/**
 * issue #29 §3 "Gaps": the skills asked in the last 3, 6 or 12 months that fewer than N active
 * people hold (N chosen), most asked first; and a skill's trend, asked and held month by month.
 * The holders lead to the dashboard; "Trend" shows the skill's months below the table.
 */
import { LineChart } from '@mantine/charts';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GAP_BELOW, GAP_WINDOWS } from '@highlight/domain/inventory';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { gapsQuery, trendQuery } from '../api/inventory.ts';
import { monthLabel } from '../lib/format.ts';
import { activeHoldersHref } from '../lib/links.ts';
import { DataFigure, type FigureCell } from './DataFigure.tsx';
import { InventoryLoadError } from './InventoryLoadError.tsx';
import { SkillBars } from './SkillBars.tsx';
import { WindowControl } from './WindowControl.tsx';

export function GapsSection() {
  const { t } = useTranslation('inventory');
  const locale = currentLocale();
  const labelOf = useGetLabelOf();
  const [months, setMonths] = useState<number>(6);
  const [below, setBelow] = useState<number>(GAP_BELOW.default);
  const [trendSkill, setTrendSkill] = useState<string | null>(null);
  const { data, isError, refetch } = useQuery(gapsQuery(months, below));
  const trend = useQuery({ ...trendQuery(trendSkill ?? '', 12), enabled: trendSkill !== null });
  const label = (skill: string) => labelOf('skill', skill, locale);
  if (isError) {
    return <InventoryLoadError onRetry={() => void refetch()} />;
  }
  const skills = data?.skills ?? [];
  const rows = skills.map((gap): FigureCell[] => [
    { value: label(gap.skill) },
    { value: gap.asked },
    {
      value: gap.held,
      ...(gap.held > 0 && {
        href: activeHoldersHref(gap.skill),
        label: t('demand.holdersLink', { skill: label(gap.skill), count: gap.held }),
      }),
    },
  ]);
  const top = skills[0];
  const trendMonths = (trend.data?.months ?? []).map((entry) => ({
    ...entry,
    month: monthLabel(entry.month, locale),
  }));
  const lastTrend = trendMonths.at(-1);
  return (
    <Stack gap="xl">
      <DataFigure
        data-testid="gaps"
        title={t('gaps.title')}
        controls={
          <Group gap="md" align="flex-end" wrap="wrap">
            <WindowControl windows={GAP_WINDOWS} value={months} onChange={setMonths} />
            <NumberInput
              label={t('gaps.below')}
              value={below}
              min={GAP_BELOW.min}
              max={GAP_BELOW.max}
              allowDecimal={false}
              clampBehavior="strict"
              w={180}
              onChange={(value) => {
                const next = Number(value);
                if (Number.isInteger(next) && next >= GAP_BELOW.min) setBelow(next);
              }}
            />
          </Group>
        }
        summary={
          top
            ? t('gaps.summary', {
                count: skills.length + (data?.more ?? 0),
                months,
                below,
                skill: label(top.skill),
                asked: top.asked,
                held: top.held,
              })
            : t('gaps.none', { months, below })
        }
        empty={t('gaps.none', { months, below })}
        header={[t('supply.skill'), t('gaps.asked'), t('gaps.held')]}
        numeric={[1, 2]}
        rows={rows}
        chart={
          <SkillBars
            data={skills.map((gap) => ({ skill: label(gap.skill), asked: gap.asked, held: gap.held }))}
            dataKey="skill"
            series={[
              { name: 'asked', label: t('gaps.asked'), color: 'brand.7' },
              { name: 'held', label: t('gaps.held'), color: 'teal.7' },
            ]}
          />
        }
      />
      {skills.length > 0 && (
        <Group gap="xs" wrap="wrap" aria-label={t('trend.pick')} role="group">
          {skills.slice(0, 20).map((gap) => (
            <Button
              key={gap.skill}
              size="xs"
              variant={trendSkill === gap.skill ? 'filled' : 'default'}
              aria-pressed={trendSkill === gap.skill}
              onClick={() => setTrendSkill(gap.skill)}
            >
              {t('trend.of', { skill: label(gap.skill) })}
            </Button>
          ))}
        </Group>
      )}
      {trendSkill !== null && (
        <DataFigure
          data-testid="trend"
          title={t('trend.title', { skill: label(trendSkill) })}
          summary={
            lastTrend
              ? t('trend.summary', {
                  skill: label(trendSkill),
                  asked: trendMonths.reduce((sum, entry) => sum + entry.asked, 0),
                  held: lastTrend.held,
                })
              : ''
          }
          empty={t('demand.none')}
          header={[t('demand.month'), t('gaps.asked'), t('gaps.held')]}
          numeric={[1, 2]}
          rows={trendMonths.map((entry) => [
            { value: entry.month },
            { value: entry.asked },
            { value: entry.held },
          ])}
          chart={
            <LineChart
              h={220}
              data={trendMonths}
              dataKey="month"
              withLegend
              legendProps={{ verticalAlign: 'top' }}
              lineChartProps={{ accessibilityLayer: false }}
              series={[
                { name: 'asked', label: t('gaps.asked'), color: 'brand.7' },
                { name: 'held', label: t('gaps.held'), color: 'teal.7' },
              ]}
            />
          }
        />
      )}
    </Stack>
  );
}
