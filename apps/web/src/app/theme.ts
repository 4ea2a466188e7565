/**
 * The Mantine theme: a calm indigo brand colour, system fonts, rounded cards, and the app-wide
 * accessibility fixes of Mantine's defaults (WCAG 2.2 AA), made here once rather than per
 * component: secondary and light-variant text at ≥ 4.5:1 contrast (1.4.3), a name for every
 * close button of dialogs and notifications (4.1.2), in the display language, and pills whose
 * remove buttons are big enough to hit (2.5.8).
 */
import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eef1ff',
  '#dce0f9',
  '#b6bfec',
  '#8d9ce0',
  '#6b7ed5',
  '#556bcf',
  '#4961cd',
  '#3a51b5',
  '#3148a3',
  '#243d91',
];

/**
 * Light variants (alerts, badges, light buttons) write in shade 6 on a 10 % tint of it: 1.8:1 for
 * yellow, 2.9:1 for red. Shade 9 darkened by 30 % reaches 5.2:1 (yellow) to 9.8:1 on that tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  return shades ? { ...colors, color: darken(shades[9], 0.3) } : colors;
};

/** WCAG 2.2 contrast ratio (1.4.3) of `color` with white: (L1 + 0.05) / (L2 + 0.05). */
export function contrastWithWhite(color: string): number {
  return 1.05 / (luminance(color) + 0.05);
}

/** 4.5:1 (WCAG 1.4.3 normal text), with a hundredth of margin for rounding. */
const TEXT_CONTRAST = 4.51;

/**
 * The colour's "ink": the first of shades 6–9 that reaches 4.5:1 against white, or shade 9
 * darkened step by step until it does (green, lime, yellow and orange never do on their own).
 * It is readable as text on white and white text is readable on it, so one value serves filled
 * backgrounds, outlines and coloured text. Mantine writes all three in shade 6 (red.6 3.3:1,
 * gray.6 3.3:1, teal.6 2.6:1).
 */
export function inkOf(shades: readonly string[]): string {
  const shade = shades.slice(6).find((candidate) => contrastWithWhite(candidate) >= TEXT_CONTRAST);
  if (shade !== undefined) return shade;
  let ink = shades[9] ?? '#000000';
  for (let amount = 0.05; contrastWithWhite(ink) < TEXT_CONTRAST; amount += 0.05) {
    ink = darken(shades[9] ?? '#000000', amount);
  }
  return ink;
}

/**
 * Theme-wide colour variables of the light scheme, so every component reads them (WCAG 1.4.3):
 * - each colour's filled background, outline and text (`--mantine-color-{c}-filled|outline|text`)
 *   in its ink (`inkOf`), and the filled hover 10 % darker;
 * - Mantine's `dimmed` text is gray.6 (#868e96, 3.3:1 on white); gray.7 (#495057, 8.2:1) keeps
 *   secondary text readable. Its `error` colour (field error texts, the text of an invalid
 *   field) is red.6 (#fa5252, 3.3:1); red.9 (#c92a2a, 5.8:1) reads.
 * Pass to `MantineProvider`.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const inks: Record<string, string> = {};
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const ink = inkOf(shades);
    inks[`--mantine-color-${name}-filled`] = ink;
    inks[`--mantine-color-${name}-filled-hover`] = darken(ink, 0.1);
    inks[`--mantine-color-${name}-outline`] = ink;
    inks[`--mantine-color-${name}-text`] = ink;
  }
  return {
    variables: {},
    light: {
      ...inks,
      '--mantine-color-dimmed': resolved.colors.gray[7],
      '--mantine-color-error': resolved.colors.red[9],
    },
    dark: {},
  };
};

/**
 * The theme in one display language. `closeLabel` names every icon-only close button (dialogs,
 * notifications, alerts); rebuild the theme when the language changes.
 */
export function makeTheme({ closeLabel }: { closeLabel: string }): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand },
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    variantColorResolver,
    components: {
      Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
      // WCAG 2.5.8 target size: a pill's remove button is 25 px high at size md (22 px at sm)
      // and at least 24 px wide, so removing a skill on a phone hits the right one.
      Pill: { defaultProps: { size: 'md' }, styles: { remove: { minWidth: 24 } } },
      // Mantine's CloseButton passes unknown props (aria-label) to its <button>.
      CloseButton: { defaultProps: { 'aria-label': closeLabel } },
    },
  });
}
