/**
 * One figure of the Inventory (issue #29 §6 "charts that everyone can read"): a heading, a text
 * summary that says what the chart shows, the chart itself (drawn for the eye; to assistive
 * technologies it is one image whose name is the summary), and the chart's table — every figure
 * in it, the counts that lead to people as links to the dashboard (§1) — with its CSV and XLSX
 * exports. The table scrolls sideways on a phone (390 px) instead of squeezing.
 */
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { exportCsv, exportXlsx, type ExportCell, type ExportTable } from '../lib/table-export.ts';

/** A table cell: its value, and where it leads when it lists people. */
export interface FigureCell {
  value: ExportCell;
  /** Shown instead of `value` (a formatted number, a percentage); `value` is exported. */
  text?: string;
  /** The dashboard's address listing the people counted (`dashboardHref`). */
  href?: string;
  /** What the link opens, for screen readers ("Java, employees: 12 people"). */
  label?: string;
}

export interface DataFigureProps {
  title: string;
  /** The text summary: what a reader of the chart would take from it. */
  summary: string;
  /** The chart; none for a figure that is a table only. */
  chart?: ReactNode;
  header: readonly string[];
  /** Columns holding numbers (right-aligned), by index. */
  numeric?: readonly number[];
  rows: readonly (readonly FigureCell[])[];
  /** Shown instead of the table when it has no row. */
  empty: string;
  /** Controls above the chart (the figure's filters). */
  controls?: ReactNode;
  'data-testid'?: string;
}

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth` (px): a region named
 * `label` that takes the focus, so that a keyboard can scroll it too (WCAG 2.1.1; axe
 * `scrollable-region-focusable`).
 */
export function WideTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}

/** A table's CSV and XLSX exports (issue #29 §6), named after it for screen readers. */
export function ExportButtons({ table }: { table: ExportTable }) {
  const { t } = useTranslation('inventory');
  const [exporting, setExporting] = useState(false);
  const saveXlsx = () => {
    setExporting(true);
    exportXlsx(table)
      .catch(() => notify({ type: 'error', title: t('exportFailed') }))
      .finally(() => setExporting(false));
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        onClick={() => exportCsv(table)}
        aria-label={t('exportCsv', { title: table.name })}
      >
        CSV
      </Button>
      <Button
        variant="default"
        size="xs"
        loading={exporting}
        onClick={saveXlsx}
        aria-label={t('exportXlsx', { title: table.name })}
      >
        XLSX
      </Button>
    </Group>
  );
}

export function DataFigure({
  title,
  summary,
  chart,
  header,
  numeric = [],
  rows,
  empty,
  controls,
  'data-testid': testId,
}: DataFigureProps) {
  const headingId = useId();
  const table: ExportTable = { name: title, header, rows: rows.map((row) => row.map((cell) => cell.value)) };
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid={testId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {controls}
      <Text size="sm" data-testid={testId && `${testId}-summary`}>
        {summary}
      </Text>
      {chart && rows.length > 0 && (
        <div role="img" aria-label={summary}>
          {chart}
        </div>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          <WideTable label={title} minWidth={header.length * 96}>
            <Table striped highlightOnHover withTableBorder data-testid={testId && `${testId}-table`}>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {header.map((column, index) => (
                    <Table.Th key={column} scope="col" ta={numeric.includes(index) ? 'right' : undefined}>
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, rowIndex) => (
                  <Table.Tr key={rowIndex}>
                    {row.map((cell, index) => {
                      const shown = cell.text ?? (cell.value === null ? '—' : String(cell.value));
                      const content = cell.href ? (
                        <Anchor component={Link} to={cell.href} aria-label={cell.label}>
                          {shown}
                        </Anchor>
                      ) : (
                        shown
                      );
                      return index === 0 ? (
                        <Table.Th key={index} scope="row" fw={500}>
                          {content}
                        </Table.Th>
                      ) : (
                        <Table.Td key={index} ta={numeric.includes(index) ? 'right' : undefined}>
                          {content}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
          <ExportButtons table={table} />
        </>
      )}
    </Stack>
  );
}
