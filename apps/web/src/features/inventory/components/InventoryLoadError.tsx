/** A section of the Inventory that failed to load (spec §8): the same words everywhere, and "Retry". */
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/back-office/RetryAlert.tsx';

export function InventoryLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <RetryAlert title={t('loadError')} onRetry={onRetry}>
      {t('loadErrorText')}
    </RetryAlert>
  );
}
