/**
 * The theme's accessibility fixes (WCAG 2.2 AA), made once for every component: named close
 * buttons in the display language (4.1.2) and readable light-variant text (1.4.3).
 */
import { Alert, DEFAULT_THEME, mergeMantineTheme, Modal } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { TestProviders } from '../test/render-routes.tsx';
import { cssVariablesResolver, makeTheme } from './theme.ts';

function renderDialog() {
  return render(
    <TestProviders queryClient={new QueryClient()}>
      <Modal opened onClose={() => undefined} title="Dialogue">
        <Alert color="yellow" variant="light" title="Attention" data-testid="alert" />
      </Modal>
    </TestProviders>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
});

describe('theme', () => {
  it('names the close button of a dialog in the display language', async () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('writes light variants in a darkened shade 9, not the pale shade 6', () => {
    renderDialog();
    const style = screen.getByTestId('alert').getAttribute('style') ?? '';
    // yellow.6 is #fab005 (1.8:1 on its tint); the theme's colour is an rgba() of a darker shade.
    expect(style).toMatch(/--alert-color:\s*rgba\(/);
    expect(style).not.toContain('yellow-light-color');
  });

  it('darkens secondary and error texts to readable shades in the light scheme', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, makeTheme({ closeLabel: 'Fermer' }));
    const { light } = cssVariablesResolver(theme);
    // gray.6 (#868e96) and red.6 (#fa5252) are 3.3:1 on white; gray.7 and red.9 pass 4.5:1.
    expect(light['--mantine-color-dimmed']).toBe(DEFAULT_THEME.colors.gray[7]);
    expect(light['--mantine-color-error']).toBe(DEFAULT_THEME.colors.red[9]);
  });
});
