/**
 * spec §2 change-roles, §6: the superadmin screen's frame, in both languages.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ChangeRolesPage } from './ChangeRolesPage.tsx';

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('ChangeRolesPage', () => {
  it.each([
    ['fr', 'Gestion des rôles', "La modification des rôles n'est pas encore disponible."],
    ['en', 'Role management', 'Role changes are not yet available.'],
  ] as const)('shows the frame and the not-yet-available notice (%s)', async (lng, title, notice) => {
    await i18n.changeLanguage(lng);
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <ChangeRolesPage />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByTestId('change-roles-not-available').textContent).toContain(notice);
  });
});
