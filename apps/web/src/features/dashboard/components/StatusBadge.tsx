import { Badge } from '@mantine/core';
import type { UserStatus } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';

const COLORS: Record<UserStatus, string> = { active: 'teal', inactive: 'yellow', off_process: 'gray' };

/** spec §4 user status as a localised badge: in process, waiting validation, off process. */
export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('backOffice');
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
