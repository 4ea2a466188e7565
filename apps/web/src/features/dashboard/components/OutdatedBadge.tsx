import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** spec §4, §9: the file was not updated for 6 months. */
export function OutdatedBadge() {
  const { t } = useTranslation('backOffice');
  return (
    <Badge color="orange" variant="light" data-testid="dashboard-outdated">
      {t('outdated')}
    </Badge>
  );
}
