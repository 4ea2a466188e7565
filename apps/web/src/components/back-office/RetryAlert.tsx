import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RetryAlertProps {
  /** The alert's title, already translated. */
  title: string;
  /** What failed, already translated (spec §8's error texts). */
  children: ReactNode;
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  'data-testid'?: string;
}

/**
 * A failed load shown in place of its content (spec §8): a red alert saying what failed, with a
 * "Retry" button that asks again. Shared by the back office's screens that load a list or a person.
 */
export function RetryAlert({ title, children, onRetry, 'data-testid': testId }: RetryAlertProps) {
  const { t } = useTranslation('backOffice');
  return (
    <Alert color="red" title={title} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{children}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
