import { SegmentedControl } from '@mantine/core';
import { TOAST_MS, type Locale } from '@highlight/domain/constants';
import { pickLocale } from '@highlight/domain/locale';
import type { UserWithResume } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '../../hooks/use-update-me.ts';
import { applyDisplayLanguage } from '../../i18n/i18n.ts';
import { notify } from '../../lib/notify.ts';

/**
 * spec §9 display language: FR/EN. The choice is saved in `userSettings.displayLanguage`
 * (PATCH users/me), then the interface switches. Both settings are sent so the stored mode stays.
 */
export function LanguageSwitch({ me }: { me: UserWithResume }) {
  const { t, i18n } = useTranslation();
  const updateMe = useUpdateMe();
  const current = pickLocale(i18n.language);

  const choose = (value: string) => {
    const displayLanguage = pickLocale(value);
    if (displayLanguage === current) return;
    updateMe.mutate(
      { userSettings: { ...me.userSettings, displayLanguage } },
      {
        onSuccess: () => void applyDisplayLanguage(displayLanguage),
        onError: () => notify({ type: 'error', title: t('errors:profileUpdate'), durationMs: TOAST_MS.long }),
      },
    );
  };

  const option = (value: Locale, label: string) => ({
    value,
    label: <span data-testid={`language-switch-${value}`}>{label}</span>,
  });

  return (
    <SegmentedControl
      size="xs"
      value={current}
      onChange={choose}
      disabled={updateMe.isPending}
      data={[option('fr', 'FR'), option('en', 'EN')]}
      aria-label={t('header.language')}
      data-testid="language-switch"
    />
  );
}
