import { ActionIcon, Group, NativeSelect, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { SEARCH_SORTS, type SearchSort } from '@highlight/domain/search';
import type { UserListItem } from '@highlight/domain/user';
import type { Locale } from '@highlight/domain/constants';
import { memo, startTransition, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { MAX_STARS } from '@highlight/domain/stars';
import { backOfficeName } from '@highlight/domain/user-fields';
import { useTranslation } from 'react-i18next';
import { OutdatedBadge, StatusBadge } from '../../../components/back-office/StatusBadge.tsx';
import { NATURAL_ORDER, type UserListProps } from './user-list.ts';
import { pickLocale } from '@highlight/domain/locale';
import { formatDate } from '@highlight/domain/intl';
import './UserCards.css';

interface UserCardProps {
  user: UserListItem;
  selected: boolean;
  locale: Locale;
  t: TFunction<'backOffice'>;
  onOpen: (user: UserListItem) => void;
  onToggle: (user: UserListItem) => void;
}

/**
 * One person's card: plain elements styled by `UserCards.css`, its badges the back office's.
 * Memoised: a page holds up to 50, and selecting one, a search's progress or the facets' arrival
 * re-render the list, not every card (issue #11 §6, §7: a phone's CPU).
 */
const UserCard = memo(function UserCard({ user, selected, locale, t, onOpen, onToggle }: UserCardProps) {
  const name = backOfficeName(user);
  return (
    <li className="user-card" data-testid="dashboard-row" data-user-id={user.id}>
      <input
        type="checkbox"
        className="user-cards-check"
        aria-label={t('dashboard.selection.select', { name })}
        checked={selected}
        onChange={() => onToggle(user)}
        data-testid="dashboard-select-row"
      />
      <div className="user-card-body">
        <button
          type="button"
          className="user-card-open"
          onClick={() => onOpen(user)}
          aria-label={t('dashboard.openFile', { name })}
          data-testid="dashboard-open"
        >
          {name}
        </button>
        <p className="user-card-line">
          {user.trigram} · {user.desiredPosition || '—'}
        </p>
        <div className="user-card-badges">
          <StatusBadge status={user.status} t={t} />
          {user.outdated && <OutdatedBadge t={t} testId="dashboard-outdated" />}
        </div>
        <p className="user-card-line" data-dimmed>
          {t('dashboard.card.referee', { name: user.referee ? backOfficeName(user.referee) : '—' })}
        </p>
        <p className="user-card-line" data-dimmed>
          {t('dashboard.card.stars', { stars: user.stars, max: MAX_STARS })}
          {' · '}
          {t('dashboard.card.updatedAt', { date: formatDate(user.updatedAt, locale, 'medium') })}
        </p>
      </div>
    </li>
  );
});

/**
 * The page's checkbox: checked when every card of the page is selected, mixed when some are
 * (HTML `indeterminate`, announced as "mixed"; set on the element, it has no attribute).
 */
function PageCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="user-cards-page-check">
      <input
        ref={ref}
        type="checkbox"
        className="user-cards-check"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        data-testid="dashboard-select-page"
      />
      {label}
    </label>
  );
}

/** Cards added to the page per commit (issue #11 §6): a phone's screen shows three or four. */
export const CARDS_PER_COMMIT = 10;

/**
 * How many of `total` cards to render: CARDS_PER_COMMIT at first, then CARDS_PER_COMMIT more after
 * each commit, in a transition (a keystroke or a click goes first), until all are in. A page of 50
 * cards is then five short tasks on a phone's CPU instead of one long one (issue #11 §6, Total
 * Blocking Time). The count only grows: once the first page is in, a later page of the same size
 * renders at once, and the list never shrinks under the reader.
 */
function useCardsShown(total: number): number {
  const [count, setCount] = useState(CARDS_PER_COMMIT);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(count + CARDS_PER_COMMIT));
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * The dashboard's collaborators on a phone (issue #11 §3): one card per person instead of a
 * nine-column table. The sort, which the desk's column headers give, is a select and an order
 * button; the page's checkbox and each card's checkbox select for the bulk actions (issue #9);
 * the name opens the file (spec §2 `/user`). Same props and test ids as `UserTable`.
 */
export function UserCards({
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
  // Stable across renders, so a card re-renders only when its own person or checkbox changes.
  const open = useCallbackRef(onOpen);
  const toggle = useCallbackRef(onToggle);
  const onPage = items.filter((user) => selectedIds.has(user.id)).length;
  const order = sort.order ?? NATURAL_ORDER[sort.key] ?? 'asc';
  const shown = useCardsShown(items.length);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <PageCheckbox
          label={t('dashboard.selection.selectPage')}
          checked={onPage > 0 && onPage === items.length}
          indeterminate={onPage > 0 && onPage < items.length}
          onChange={onTogglePage}
        />
        <Group gap={4} wrap="nowrap" align="flex-end">
          <NativeSelect
            label={t('dashboard.sortBy')}
            value={sort.key}
            // Relevance (the default) first, then the desk's columns in order.
            data={SEARCH_SORTS.map((key) => ({
              value: key,
              label: key === 'relevance' ? t('dashboard.sortRelevance') : t(`dashboard.columns.${key}`),
            }))}
            onChange={(event) => {
              const key = event.currentTarget.value as SearchSort;
              onSort(key, NATURAL_ORDER[key] ?? 'asc');
            }}
            w={150}
            data-testid="dashboard-sort-select"
          />
          {/* Relevance has one direction: best first. */}
          {sort.key !== 'relevance' && (
            <ActionIcon
              variant="default"
              size="input-sm"
              onClick={() => onSort(sort.key, order === 'asc' ? 'desc' : 'asc')}
              aria-label={order === 'asc' ? t('dashboard.sortAscending') : t('dashboard.sortDescending')}
              data-testid="dashboard-sort-order"
              data-order={order}
            >
              <span aria-hidden="true">{order === 'asc' ? '↑' : '↓'}</span>
            </ActionIcon>
          )}
        </Group>
      </Group>
      <ul className="user-cards" aria-label={t('dashboard.title')}>
        {items.slice(0, shown).map((user) => (
          <UserCard
            key={user.id}
            user={user}
            selected={selectedIds.has(user.id)}
            locale={locale}
            t={t}
            onOpen={open}
            onToggle={toggle}
          />
        ))}
      </ul>
    </Stack>
  );
}
