/**
 * issue #26 §21: the reminder dialog (spec §7 send-reminder) is shown by the back office's
 * screens, which load the `core` and `backOffice` catalogue groups only (issue #11 §6, router.tsx):
 * its character counter read "common.counter", the key of a message of the missions' group.
 * Rendered here with those groups alone, in French and English.
 */
import { MantineProvider } from '@mantine/core';
import { MESSAGE_VARIABLES } from '@highlight/domain/locale';
import { catalogues as enBackOffice } from '@highlight/domain/i18n-en-back-office';
import { catalogues as enCore } from '@highlight/domain/i18n-en-core';
import { catalogues as frBackOffice } from '@highlight/domain/i18n-fr-back-office';
import { catalogues as frCore } from '@highlight/domain/i18n-fr-core';
import { formatNumber } from '@highlight/domain/intl';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { UpdateRequestDialog } from './UpdateRequestDialog.tsx';

/** An i18next instance holding what a back-office screen has loaded: `core` and `backOffice`. */
async function backOfficeI18n(locale: 'fr' | 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    defaultNS: 'web',
    resources: {
      fr: { ...frCore, ...frBackOffice },
      en: { ...enCore, ...enBackOffice },
    },
    interpolation: { escapeValue: false, defaultVariables: { ...MESSAGE_VARIABLES } },
    showSupportNotice: false,
  });
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? formatNumber(value, lng ?? 'fr') : String(value),
  );
  return instance;
}

describe('the reminder dialog with the back office’s catalogues (issue #26 §21)', () => {
  it.each([
    ['fr', /^7 \/ 1[\s\u202f\u00a0]000 caractères$/],
    ['en', /^7 \/ 1,000 characters$/],
  ] as const)('counts the comment’s characters in words, not as a key, in %s', async (locale, counter) => {
    const instance = await backOfficeI18n(locale);
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={instance}>
          <UpdateRequestDialog
            people={[{ email: 'a@example.test', firstname: 'Ann', lastname: 'Lee' }]}
            opened
            sending={false}
            onSend={() => undefined}
            onClose={() => undefined}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    await userEvent.type(await screen.findByTestId('user-reminder-comment'), 'Bonjour');
    expect(screen.getByTestId('user-reminder-counter').textContent).toMatch(counter);
  });
});
