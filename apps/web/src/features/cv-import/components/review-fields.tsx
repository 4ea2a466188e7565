/**
 * The small parts of the CV import review (issue #28 §4): the "to check" mark of a value read
 * with little certainty, and the remove/put back button of an entry.
 */
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The mark of a value read with little certainty: a word and a sign, not a colour alone; its
 * text is the accessible one ("To check: value read with little certainty."), so a field that
 * names it in its description (`aria-describedby`) is announced with it.
 */
export function ToCheck({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      component="span"
      color="orange"
      variant="outline"
      radius="sm"
      leftSection={<span aria-hidden="true">⚠</span>}
      data-testid={testId}
      data-to-check
    >
      <span aria-hidden="true">{t('cvImport.toCheck')}</span>
      <VisuallyHidden>{t('cvImport.toCheckHint')}</VisuallyHidden>
    </Badge>
  );
}

/**
 * Drops an entry from the import or puts it back. One button whose name says what it does
 * ("Remove Java" / "Put back Java"), so that it keeps the keyboard focus when pressed.
 */
export function KeepToggle({
  kept,
  name,
  onChange,
  testId,
}: {
  kept: boolean;
  name: string;
  onChange: (kept: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant={kept ? 'subtle' : 'light'}
      color={kept ? 'red' : 'blue'}
      onClick={() => onChange(!kept)}
      aria-label={t(kept ? 'cvImport.remove' : 'cvImport.restore', { name })}
      data-testid={testId}
      style={{ flexShrink: 0 }}
    >
      <span aria-hidden="true">{kept ? '✕' : '↺'}</span>
    </Button>
  );
}
