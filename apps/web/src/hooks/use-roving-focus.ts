/**
 * The WAI-ARIA Authoring Practices' roving tabindex (APG "Toolbar" and "Developing a Keyboard
 * Interface"): a group of buttons is one Tab stop, the arrow keys move between them, Home and End
 * go to the first and the last. Issue #11 §2: mission 3 lists a dozen suggestions and chosen skills
 * per domain; without this a keyboard user pressed Tab eighty times to reach Next.
 *
 * Usage: spread `groupProps` on the container (with a `role` and a name, e.g. `role="toolbar"`),
 * and `itemProps(index)` on each button, `index` 0 … count − 1 in order.
 */
import { useRef, useState, type KeyboardEvent } from 'react';

const ITEM = 'data-roving-item';

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export function useRovingFocus(count: number) {
  const group = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // After a removal the last item may be gone: the stop falls back on the new last one.
  const current = Math.min(active, Math.max(0, count - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move || !group.current) return;
    const items = [...group.current.querySelectorAll<HTMLElement>(`[${ITEM}]`)];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    items[move(index, items.length - 1)]?.focus();
  };

  return {
    groupProps: { ref: group, onKeyDown },
    itemProps: (index: number) => ({
      tabIndex: index === current ? 0 : -1,
      onFocus: () => setActive(index),
      [ITEM]: true,
    }),
  };
}
