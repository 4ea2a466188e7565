import { Group, SegmentedControl, Text } from '@mantine/core';
import { LOCALES, type Locale } from '@highlight/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The language of the documents a download makes (issue #26 §27): FR or EN, whatever the
 * interface's language. A labelled radio group; each choice names its language in full for
 * screen readers ("Français", "English").
 */
export function DocumentLanguagePicker({
  value,
  onChange,
  testId,
}: {
  value: Locale;
  onChange: (language: Locale) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" id={labelId}>
        {t('download.language.label')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        data={LOCALES.map((locale) => ({
          value: locale,
          label: (
            <span aria-label={t(`download.language.names.${locale}`)} lang={locale}>
              {locale.toUpperCase()}
            </span>
          ),
        }))}
        data-testid={testId}
      />
    </Group>
  );
}
