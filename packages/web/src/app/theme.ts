// The Mantine theme: a brick-red primary dark enough for white text and links on white (above 4.5:1).
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brick: MantineColorsTuple = [
  '#fdf0ec',
  '#f8ddd4',
  '#f1b9a6',
  '#ea9276',
  '#e3714e',
  '#df5c35',
  '#dd5027',
  '#c4411b',
  '#af3816',
  '#992c0f',
];

export const theme = createTheme({
  colors: { brick },
  primaryColor: 'brick',
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets panels and modals that open without animating.
  respectReducedMotion: true,
});

/** Mantine's default dimmed, error and light-variant text colours fall below 4.5:1 on white; darker shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
  },
  dark: {},
});
