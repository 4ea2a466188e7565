import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { MAX_STARS } from '@highlight/domain/stars';
import type { UserListItem } from '@highlight/domain/user';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge.tsx';

const column = createColumnHelper<UserListItem>();

/** "DUPONT Marie": last name upper-case, then first name (DESIGN.md dashboard columns). */
function displayName(person: { firstname: string; lastname: string }): string {
  return `${person.lastname.toLocaleUpperCase()} ${person.firstname}`.trim();
}

interface UserTableProps {
  items: UserListItem[];
  /** Opens the user's file (spec §2 `/user`). */
  onOpen: (user: UserListItem) => void;
  /** Ids of the selection (issue #9), across pages. */
  selectedIds: ReadonlySet<string>;
  onToggle: (user: UserListItem) => void;
  /** Selects (`true`) or unselects every row of the page. */
  onTogglePage: (on: boolean) => void;
}

/**
 * The collaborators of one page (spec §2 dashboard). Pagination is the server's, so the table
 * only lays out the rows it receives. A row opens on click or on Enter; its checkbox selects it
 * for the bulk actions without opening it.
 */
export function UserTable({ items, onOpen, selectedIds, onToggle, onTogglePage }: UserTableProps) {
  const { t, i18n } = useTranslation('backOffice');
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

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
              aria-label={t('dashboard.selection.select', { name: displayName(info.row.original) })}
              checked={selectedIds.has(info.row.original.id)}
              onChange={() => onToggle(info.row.original)}
              data-testid="dashboard-select-row"
            />
          </div>
        ),
      }),
      column.accessor((user) => displayName(user), {
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
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('referee', {
        header: () => t('dashboard.columns.referee'),
        cell: (info) => {
          const referee = info.getValue();
          return referee ? displayName(referee) : '—';
        },
      }),
      column.accessor('stars', {
        header: () => t('dashboard.columns.stars'),
        cell: (info) => t('dashboard.starsOf', { stars: info.getValue(), max: MAX_STARS }),
      }),
      column.accessor('updatedAt', {
        header: () => t('dashboard.columns.updatedAt'),
        cell: (info) => dateFormat.format(new Date(info.getValue())),
      }),
      column.accessor('outdated', {
        header: () => t('dashboard.columns.outdated'),
        // spec §4, §9: the file was not updated for 6 months (the eighth title).
        cell: (info) =>
          info.getValue() ? (
            <Badge color="orange" variant="light" data-testid="dashboard-outdated">
              {t('outdated')}
            </Badge>
          ) : null,
      }),
    ],
    [t, dateFormat, selectedIds, onPage, items.length, onToggle, onTogglePage],
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
              {group.headers.map((header) => (
                <Table.Th key={header.id} scope="col">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
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
              aria-label={t('dashboard.openFile', { name: displayName(row.original) })}
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
