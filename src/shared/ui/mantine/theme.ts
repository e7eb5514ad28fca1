import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep telecom blue; shade 7 is the brand colour #0b4ea2. */
const brand: MantineColorsTuple = [
  '#e8f1fc',
  '#d0e1f7',
  '#a3c2ee',
  '#72a1e4',
  '#4a86dc',
  '#3074d6',
  '#1f68cf',
  '#0b4ea2',
  '#084189',
  '#05336e',
];

/** Warm accent for highlights and calls to action. */
const accent: MantineColorsTuple = [
  '#fff6e6',
  '#ffebcc',
  '#ffd699',
  '#ffc063',
  '#ffad36',
  '#ff9f1c',
  '#f29100',
  '#d97a00',
  '#c16b00',
  '#a65a00',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  fontFamily: "'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
