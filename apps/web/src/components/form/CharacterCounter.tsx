import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "x / max caractères" under a text (spec §9 description counters: project 200, experience
 * context 90; spec §5 diploma title and school 200), counting the text as its rule reads it
 * (trimmed), red once over. Nothing is cut: the text stays as typed and the rule refuses it — or,
 * for a diploma, truncates it (`overColor` orange, a notice beside). `span` renders it inline, for
 * an input's description (a paragraph already). Its message is in the `web` catalogue, which every
 * screen loads: the back office's reminder dialog loads no missions' messages and showed the key
 * "common.counter" (issue #26 §21); every counter goes through this one (issue #26 leftovers).
 */
export function CharacterCounter({
  value,
  max,
  testId,
  span = false,
  overColor = 'red',
}: {
  value: string;
  max: number;
  testId: string;
  span?: boolean;
  overColor?: string;
}) {
  const { t } = useTranslation();
  const count = value.trim().length;
  return (
    <Text
      size="xs"
      {...(span ? { span: true, style: { whiteSpace: 'nowrap' } } : { ta: 'right', mt: 4 })}
      c={count > max ? overColor : 'dimmed'}
      aria-live="polite"
      data-testid={testId}
      data-over={count > max}
    >
      {t('common.counter', { count, max })}
    </Text>
  );
}
