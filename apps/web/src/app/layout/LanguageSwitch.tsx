import { Button } from '@mantine/core';
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

  // Two toggle buttons (WAI-ARIA APG "button", aria-pressed) in a labelled group: lighter than a
  // segmented control on the first screen (issue #11 §6).
  const option = (value: Locale, label: string) => (
    <Button
      key={value}
      size="xs"
      variant={current === value ? 'filled' : 'default'}
      aria-pressed={current === value}
      disabled={updateMe.isPending}
      onClick={() => choose(value)}
      data-testid={`language-switch-${value}`}
    >
      {label}
    </Button>
  );

  return (
    <Button.Group aria-label={t('header.language')} data-testid="language-switch">
      {option('fr', 'FR')}
      {option('en', 'EN')}
    </Button.Group>
  );
}
