/**
 * What the dashboard's list of collaborators takes, on a desk (`UserTable`) or on a phone
 * (`UserCards`), and the natural direction of each sort (issue #9 "sort by any column").
 */
import type { SearchSort } from '@highlight/domain/search';
import type { UserListItem } from '@highlight/domain/user';

export interface UserListProps {
  items: UserListItem[];
  /** The list's sort (the server sorts; `order` null: the key's natural direction). */
  sort: { key: SearchSort; order: 'asc' | 'desc' | null };
  onSort: (key: SearchSort, order: 'asc' | 'desc') => void;
  /** Opens the user's file (spec §2 `/user`). */
  onOpen: (user: UserListItem) => void;
  /** Ids of the selection (issue #9), across pages. */
  selectedIds: ReadonlySet<string>;
  onToggle: (user: UserListItem) => void;
  /** Selects (`true`) or unselects every row of the page. */
  onTogglePage: (on: boolean) => void;
}

/** Natural direction of a sort when chosen first: most stars and latest update first. */
export const NATURAL_ORDER: Partial<Record<SearchSort, 'asc' | 'desc'>> = {
  stars: 'desc',
  updatedAt: 'desc',
};
