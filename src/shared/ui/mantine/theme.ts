/**
 * The Mantine theme reads the product's design tokens (shared/ui/theme/tokens.css): every colour
 * shade, radius, spacing step and the font are CSS variables, so Mantine screens and the light kit
 * can never drift apart.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const shades = (name: string) => Array.from({ length: 10 }, (_, i) => `var(--app-${name}-${i})`) as unknown as MantineColorsTuple;
const sizes = (name: string) => ({
  xs: `var(--app-${name}-xs, var(--app-${name}-sm))`,
  sm: `var(--app-${name}-sm)`,
  md: `var(--app-${name}-md)`,
  lg: `var(--app-${name}-lg)`,
  xl: `var(--app-${name}-xl)`,
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: shades('brand'), accent: shades('accent') },
  fontFamily: 'var(--app-font)',
  fontFamilyMonospace: 'var(--app-font-mono)',
  headings: { fontFamily: 'var(--app-font)', fontWeight: '600' },
  radius: sizes('radius'),
  spacing: sizes('space'),
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: 'var(--app-text)',
});

/** Mantine's own surface, text and border variables, mapped to the tokens. */
export const cssVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': 'var(--app-surface)',
    '--mantine-color-text': 'var(--app-text)',
    '--mantine-color-dimmed': 'var(--app-text-muted)',
    '--mantine-color-default-border': 'var(--app-border-strong)',
    '--mantine-color-error': 'var(--app-danger)',
    '--mantine-color-placeholder': 'var(--app-text-faint)',
  },
  dark: {},
});
