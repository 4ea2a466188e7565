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
import { contrastWithWhite, cssVariablesResolver, makeTheme } from './theme.ts';

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

  it('gives every colour an ink readable on white and under white text, at 4.5:1 or more', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, makeTheme({ closeLabel: 'Fermer' }));
    const { light } = cssVariablesResolver(theme);
    for (const name of Object.keys(theme.colors)) {
      const ink = light[`--mantine-color-${name}-filled`] ?? '';
      expect(contrastWithWhite(ink), name).toBeGreaterThanOrEqual(4.5);
      expect(light[`--mantine-color-${name}-outline`]).toBe(ink);
      expect(light[`--mantine-color-${name}-text`]).toBe(ink);
    }
    // Shade 6 is kept where it reads (the brand), the first darker shade that reads otherwise
    // (red.8 #e03131 at 4.51:1, gray.7), and shade 9 darkened where no shade reads (yellow).
    expect(light['--mantine-color-brand-filled']).toBe(theme.colors.brand?.[6]);
    expect(light['--mantine-color-red-filled']).toBe(DEFAULT_THEME.colors.red[8]);
    expect(light['--mantine-color-gray-outline']).toBe(DEFAULT_THEME.colors.gray[7]);
    expect(DEFAULT_THEME.colors.yellow).not.toContain(light['--mantine-color-yellow-filled']);
  });

  it('measures contrast as WCAG does: black 21:1, white 1:1, gray.6 3.3:1 on white', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite(DEFAULT_THEME.colors.gray[6])).toBeCloseTo(3.32, 2);
  });
});
