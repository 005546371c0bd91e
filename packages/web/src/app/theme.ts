// The Mantine theme: a brick-red primary dark enough for white text and links on white (above 4.5:1).
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  isLightColor,
  Loader,
  luminance,
  type MantineColorsTuple,
  Notification,
} from '@mantine/core';

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
  components: {
    // A spinner is a span: a role lets its label ("Loading…") be read (a span may not carry a label alone).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // Under a title Mantine draws a notification's text in gray 6 (3.32:1 on white): the dimmed colour instead.
    Notification: Notification.extend({
      styles: (_theme, props) => ({
        description: props.title ? { color: 'var(--mantine-color-dimmed)' } : {},
      }),
    }),
  },
});

/** WCAG's contrast ratio of two colours. */
export const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Small text needs 4.5:1 (WCAG 1.4.3); a little above it, so rounding in the browser never drops below. */
export const TEXT_CONTRAST = 4.6;

/** `color`, darkened in small steps until it reaches `TEXT_CONTRAST` against `against`. */
export const darkenedFor = (color: string, against: string) => {
  let result = color;
  for (let step = 1; contrast(result, against) < TEXT_CONTRAST && step <= 20; step++)
    result = darken(color, step * 0.05);
  return result;
};

/**
 * Every colour's filled variant (white or, on light colours, dark text on it: badges, buttons) and light variant (its darkest shade on its
 * lightest, and on the hover shade: xp badges, feedback titles) reaches 4.5:1: Mantine's green, teal, yellow and orange did not
 * (white on green 3.44:1, yellow on pale yellow 2.68:1). One place for all of them, so no component picks a
 * colour that fails. Also the dimmed and error texts, which Mantine draws below 4.5:1 on white, and the
 * placeholder (gray 5, 2.07:1): an empty file picker or select shows it as its only text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': darkenedFor(resolved.colors.gray[5], '#ffffff'),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    // Light colours (yellow, orange, lime) get dark text from autoContrast and pass as they are.
    const filled = isLightColor(shades[8], resolved.luminanceThreshold)
      ? shades[8]
      : darkenedFor(shades[8], '#ffffff');
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    // Against shade 2, the light variant's hover background (darker than its shade 1), so it passes on both.
    light[`--mantine-color-${name}-light-color`] = darkenedFor(shades[9], shades[2]);
  }
  return { variables: {}, light, dark: {} };
};
