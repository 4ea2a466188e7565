/**
 * The dashboard's cards on a phone (issue #11 §3), added to the page a few per commit (issue #11
 * §6, Total Blocking Time): every person of the page ends up on it, in the server's order, and the
 * list never shrinks when the next page arrives.
 */
import { MantineProvider } from '@mantine/core';
import type { UserListItem } from '@highlight/domain/user';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { listPerson } from '../../../test/fixtures.ts';
import { CARDS_PER_COMMIT, UserCards } from './UserCards.tsx';
import type { UserListProps } from './user-list.ts';

const people = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => listPerson(from + index));

/**
 * The cards of `items` in a React `Profiler`, which records after each commit how many cards the
 * page holds (`onRender` runs once the commit has reached the page).
 */
function cards(
  items: UserListItem[],
  perCommit: number[],
  selection: Pick<UserListProps, 'selectedIds' | 'onTogglePage'> = {
    selectedIds: new Set(),
    onTogglePage: vi.fn(),
  },
) {
  return (
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <Profiler
          id="cards"
          onRender={() => perCommit.push(document.querySelectorAll('[data-testid="dashboard-row"]').length)}
        >
          <UserCards
            items={items}
            sort={{ key: 'relevance', order: null }}
            onSort={vi.fn()}
            onOpen={vi.fn()}
            selectedIds={selection.selectedIds}
            onToggle={vi.fn()}
            onTogglePage={selection.onTogglePage}
          />
        </Profiler>
      </I18nextProvider>
    </MantineProvider>
  );
}

/** The counts of cards the page went through (a commit that adds none repeats the count). */
const counts = (perCommit: number[]) => perCommit.filter((count, index) => count !== perCommit[index - 1]);

const shownIds = () => screen.getAllByTestId('dashboard-row').map((row) => row.getAttribute('data-user-id'));

describe('UserCards (issue #11 §3, §6)', () => {
  it('shows every person of the page in order, CARDS_PER_COMMIT more with each commit', () => {
    const page = people(1, 2 * CARDS_PER_COMMIT + 5);
    const perCommit: number[] = [];
    render(cards(page, perCommit));

    expect(counts(perCommit)).toEqual([CARDS_PER_COMMIT, 2 * CARDS_PER_COMMIT, page.length]);
    expect(shownIds()).toEqual(page.map((user) => user.id));
  });

  it('shows a page shorter than CARDS_PER_COMMIT in one commit', () => {
    const page = people(1, 3);
    const perCommit: number[] = [];
    render(cards(page, perCommit));
    expect(counts(perCommit)).toEqual([3]);
  });

  it('renders the next page whole at once: the list never shrinks under the reader', () => {
    const first = people(1, 3 * CARDS_PER_COMMIT);
    const next = people(100, 3 * CARDS_PER_COMMIT);
    const perCommit: number[] = [];
    const { rerender } = render(cards(first, perCommit));
    expect(perCommit.at(-1)).toBe(first.length);

    perCommit.length = 0;
    rerender(cards(next, perCommit));
    expect(counts(perCommit)).toEqual([next.length]);
    expect(shownIds()).toEqual(next.map((user) => user.id));
  });

  it('adds the cards a longer next page has beyond the count shown, CARDS_PER_COMMIT at a time', () => {
    const perCommit: number[] = [];
    const { rerender } = render(cards(people(1, 3), perCommit));
    perCommit.length = 0;
    rerender(cards(people(10, CARDS_PER_COMMIT + 4), perCommit));
    expect(counts(perCommit)).toEqual([CARDS_PER_COMMIT, CARDS_PER_COMMIT + 4]);
  });

  describe("the page's checkbox (issue #9 bulk selection)", () => {
    const page = people(1, 3);
    const pageBox = () =>
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sélectionner les dossiers de la page' });
    const rendered = (selected: UserListItem[], onTogglePage = vi.fn()) => {
      render(cards(page, [], { selectedIds: new Set(selected.map((user) => user.id)), onTogglePage }));
      return onTogglePage;
    };

    it('is unchecked when no card of the page is selected, and selects the page', () => {
      const onTogglePage = rendered([]);
      expect(pageBox().checked).toBe(false);
      expect(pageBox().indeterminate).toBe(false);
      fireEvent.click(pageBox());
      expect(onTogglePage).toHaveBeenCalledWith(true);
    });

    it('is mixed when some cards are selected', () => {
      rendered([page[0]!]);
      expect(pageBox().checked).toBe(false);
      expect(pageBox().indeterminate).toBe(true);
    });

    it('is checked when every card is selected, and clears the page', () => {
      const onTogglePage = rendered(page);
      expect(pageBox().checked).toBe(true);
      expect(pageBox().indeterminate).toBe(false);
      fireEvent.click(pageBox());
      expect(onTogglePage).toHaveBeenCalledWith(false);
    });
  });
});
