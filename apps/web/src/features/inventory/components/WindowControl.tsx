/** The period a figure covers (issue #29 §2, §3: 3, 6, 12 or 24 months), as one segmented control. */
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function WindowControl({
  windows,
  value,
  onChange,
}: {
  windows: readonly number[];
  value: number;
  onChange: (months: number) => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <SegmentedControl
      aria-label={t('window')}
      value={String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      data={windows.map((window) => ({ value: String(window), label: t('months', { count: window }) }))}
    />
  );
}
