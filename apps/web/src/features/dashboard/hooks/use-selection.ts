import { SELECTION_LIMIT, TOAST_MS } from '@highlight/domain/constants';
import type { UserListItem } from '@highlight/domain/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';

/**
 * The dashboard's selection (spec §9: at most `SELECTION_LIMIT` files), kept across pages,
 * searches and filters until cleared, in the order people were picked. Past the limit nothing is
 * added and the spec §9 message says why (the API refuses more too).
 */
export function useSelection() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlyMap<string, UserListItem>>(new Map());

  const refuse = () =>
    notify({ type: 'error', title: t('validation:selectionLimit'), durationMs: TOAST_MS.medium });

  /** Adds or removes one person; false when the limit refused them. */
  const toggle = (user: UserListItem): boolean => {
    const next = new Map(selected);
    if (next.has(user.id)) next.delete(user.id);
    else if (next.size >= SELECTION_LIMIT) {
      refuse();
      return false;
    } else next.set(user.id, user);
    setSelected(next);
    return true;
  };

  /** Selects every person of `users` (as many as the limit allows), or none of them. */
  const setMany = (users: readonly UserListItem[], on: boolean) => {
    const next = new Map(selected);
    if (!on) for (const user of users) next.delete(user.id);
    else {
      for (const user of users) {
        if (next.has(user.id)) continue;
        if (next.size >= SELECTION_LIMIT) {
          refuse();
          break;
        }
        next.set(user.id, user);
      }
    }
    setSelected(next);
  };

  /** Forgets `ids` (deleted people), or everyone. */
  const clear = (ids?: readonly string[]) => {
    if (!ids) return setSelected(new Map());
    const next = new Map(selected);
    for (const id of ids) next.delete(id);
    setSelected(next);
  };

  return { selected, toggle, setMany, clear };
}
