import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "x / max caractères" under a text (spec §9 description counters: project 200, experience
 * context 90), red once over. Nothing is cut: the text stays as typed and the rule refuses it.
 * Its message is in the `web` catalogue, which every screen loads: the back office's reminder
 * dialog loads no missions' messages and showed the key "common.counter" (issue #26 §21).
 */
export function CharacterCounter({ value, max, testId }: { value: string; max: number; testId: string }) {
  const { t } = useTranslation();
  const count = value.trim().length;
  return (
    <Text
      size="xs"
      ta="right"
      mt={4}
      c={count > max ? 'red' : 'dimmed'}
      aria-live="polite"
      data-testid={testId}
      data-over={count > max}
    >
      {t('common.counter', { count, max })}
    </Text>
  );
}
