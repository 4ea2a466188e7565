/**
 * The Inventory's horizontal bar chart (issue #29 §6): one bar per row (a skill, a referee), names
 * on the left, the legend on top, 30 px a row. It is drawn for the eye only — `DataFigure` names
 * it by its summary and its table holds every figure — so recharts' own keyboard layer is off
 * (`accessibilityLayer: false`): the table's links are the keyboard's way to the people.
 *
 * Source: @mantine/charts BarChart (https://mantine.dev/charts/bar-chart/).
 */
import { BarChart, type BarChartProps, type BarChartSeries } from '@mantine/charts';

/** Rows shown at most: a longer list is in the table below the chart. */
export const SKILL_BARS_MAX_ROWS = 15;

const ROW_HEIGHT = 30;

export interface SkillBarsProps {
  /** One entry per bar, in the order drawn; only the first `SKILL_BARS_MAX_ROWS` are drawn. */
  data: readonly Record<string, unknown>[];
  /** The entry's key holding the bar's name. */
  dataKey: string;
  series: BarChartSeries[];
  /** `stacked` when the series add up to a whole (groups of people, up to date and outdated). */
  type?: BarChartProps['type'];
  /** Per series bar props (for example a click that opens the dashboard). */
  barProps?: BarChartProps['barProps'];
  /** The smallest height, px. */
  minHeight?: number;
}

export function SkillBars({ data, dataKey, series, type, barProps, minHeight = 180 }: SkillBarsProps) {
  const drawn = data.slice(0, SKILL_BARS_MAX_ROWS);
  return (
    <BarChart
      h={Math.max(minHeight, drawn.length * ROW_HEIGHT)}
      data={drawn}
      dataKey={dataKey}
      orientation="vertical"
      type={type}
      withLegend
      legendProps={{ verticalAlign: 'top' }}
      yAxisProps={{ width: 110 }}
      gridAxis="none"
      barChartProps={{ accessibilityLayer: false }}
      series={series}
      barProps={barProps}
    />
  );
}
