/**
 * The Mantine theme: a calm indigo brand colour, system fonts, rounded cards.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
