import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { backOfficeName } from '@highlight/domain/user-fields';
import type { SearchSort } from '@highlight/domain/search';
import { MAX_STARS } from '@highlight/domain/stars';
import type { UserListItem } from '@highlight/domain/user';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutdatedBadge, StatusBadge } from '../../../components/back-office/StatusBadge.tsx';
import { NATURAL_ORDER, type UserListProps } from './user-list.ts';
import { pickLocale } from '@highlight/domain/locale';
import { formatDate } from '@highlight/domain/intl';

const column = createColumnHelper<UserListItem>();

/** The sort mark of a column header: up, down, or both when unsorted (drawn, not text). */
function SortIcon({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
      {order !== 'desc' && (
        <path d="M5 0 L10 5 H0 Z" fill="currentColor" opacity={order === 'asc' ? 1 : 0.4} />
      )}
      {order !== 'asc' && (
        <path d="M5 12 L10 7 H0 Z" fill="currentColor" opacity={order === 'desc' ? 1 : 0.4} />
      )}
    </svg>
  );
}

/** Sort key of each sortable column (issue #9 "sort by any column"); the outdated mark follows the date. */
const SORT_OF_COLUMN: Record<string, SearchSort> = {
  name: 'name',
  trigram: 'trigram',
  desiredPosition: 'desiredPosition',
  status: 'status',
  referee: 'referee',
  stars: 'stars',
  updatedAt: 'updatedAt',
  outdated: 'updatedAt',
};
/**
 * The collaborators of one page (spec §2 dashboard). Pagination is the server's, so the table
 * only lays out the rows it receives. A row opens on click or on Enter; its checkbox selects it
 * for the bulk actions without opening it.
 */
export function UserTable({
  items,
  sort,
  onSort,
  onOpen,
  selectedIds,
  onToggle,
  onTogglePage,
}: UserListProps) {
  const { t, i18n } = useTranslation('backOffice');
  const locale = pickLocale(i18n.language);

  const onPage = items.filter((user) => selectedIds.has(user.id)).length;
  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: () => (
          <Checkbox
            aria-label={t('dashboard.selection.selectPage')}
            checked={onPage > 0 && onPage === items.length}
            indeterminate={onPage > 0 && onPage < items.length}
            onChange={(event) => onTogglePage(event.currentTarget.checked)}
            data-testid="dashboard-select-page"
          />
        ),
        cell: (info) => (
          // The checkbox selects; the click must not reach the row, which opens the file.
          <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            <Checkbox
              aria-label={t('dashboard.selection.select', { name: backOfficeName(info.row.original) })}
              checked={selectedIds.has(info.row.original.id)}
              onChange={() => onToggle(info.row.original)}
              data-testid="dashboard-select-row"
            />
          </div>
        ),
      }),
      column.accessor((user) => backOfficeName(user), {
        id: 'name',
        header: () => t('dashboard.columns.name'),
        cell: (info) => <Text fw={600}>{info.getValue()}</Text>,
      }),
      column.accessor('trigram', { header: () => t('dashboard.columns.trigram') }),
      column.accessor('desiredPosition', {
        header: () => t('dashboard.columns.desiredPosition'),
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor('status', {
        header: () => t('dashboard.columns.status'),
        cell: (info) => <StatusBadge status={info.getValue()} t={t} />,
      }),
      column.accessor('referee', {
        header: () => t('dashboard.columns.referee'),
        cell: (info) => {
          const referee = info.getValue();
          return referee ? backOfficeName(referee) : '—';
        },
      }),
      column.accessor('stars', {
        header: () => t('dashboard.columns.stars'),
        cell: (info) => t('dashboard.starsOf', { stars: info.getValue(), max: MAX_STARS }),
      }),
      column.accessor('updatedAt', {
        header: () => t('dashboard.columns.updatedAt'),
        cell: (info) => formatDate(info.getValue(), locale, 'medium'),
      }),
      column.accessor('outdated', {
        header: () => t('dashboard.columns.outdated'),
        // spec §4, §9: the file was not updated for 6 months (the eighth title).
        cell: (info) => (info.getValue() ? <OutdatedBadge t={t} testId="dashboard-outdated" /> : null),
      }),
    ],
    [t, locale, selectedIds, onPage, items.length, onToggle, onTogglePage],
  );

  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (user) => user.id,
    manualPagination: true,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, user: UserListItem) => {
    if (event.key === 'Enter') onOpen(user);
  };

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                const key = SORT_OF_COLUMN[header.column.id];
                if (!key) {
                  return (
                    <Table.Th key={header.id} scope="col">
                      {content}
                    </Table.Th>
                  );
                }
                const natural = NATURAL_ORDER[key] ?? 'asc';
                const current = sort.key === key ? (sort.order ?? natural) : null;
                const next = current === null ? natural : current === 'asc' ? 'desc' : 'asc';
                return (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    aria-sort={current === null ? 'none' : current === 'asc' ? 'ascending' : 'descending'}
                  >
                    <UnstyledButton
                      onClick={() => onSort(key, next)}
                      data-testid={`dashboard-sort-${header.column.id}`}
                      fw={700}
                      fz="sm"
                    >
                      <Group gap={4} wrap="nowrap">
                        {content}
                        <SortIcon order={current} />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="dashboard-row"
              data-user-id={row.original.id}
              tabIndex={0}
              aria-label={t('dashboard.openFile', { name: backOfficeName(row.original) })}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(row.original)}
              onKeyDown={(event) => onKeyDown(event, row.original)}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
