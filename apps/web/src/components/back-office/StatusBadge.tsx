import { Badge } from '@mantine/core';
import type { UserStatus } from '@highlight/domain/user';
import type { TFunction } from 'i18next';
import './StatusBadge.css';

const COLORS: Record<UserStatus, string> = { active: 'teal', inactive: 'yellow', off_process: 'gray' };

/**
 * The back office's marks of a person, wherever it lists them (dashboard table and cards, the
 * file's page, the client request's results). They take the caller's `t` (namespace
 * `backOffice`) rather than subscribing to the language themselves: a page of 50 cards holds 50
 * to 100 of them (issue #11 §6, a phone's CPU). They show their whole label, never "EN ATTENTE DE V…"
 * (issue #26 §26): a table column is as wide as its badge.
 */

/** spec §4 user status as a localised badge: in process, waiting validation, off process. */
export function StatusBadge({ status, t }: { status: UserStatus; t: TFunction<'backOffice'> }) {
  return (
    <Badge color={COLORS[status]} variant="light" className="badge-whole" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** spec §4, §9: the file was not updated for 6 months. `testId` names it for the tests. */
export function OutdatedBadge({ t, testId }: { t: TFunction<'backOffice'>; testId?: string }) {
  return (
    <Badge color="orange" variant="light" className="badge-whole" data-testid={testId}>
      {t('outdated')}
    </Badge>
  );
}
