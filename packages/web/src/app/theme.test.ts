import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;
const names = Object.keys(resolved.colors).filter((name) => name !== 'dark' && name !== 'gray');

describe('theme colours', () => {
  it('the text on every filled colour reaches 4.5:1', () => {
    // The text Mantine's autoContrast puts on it: dark on light colours, white on the others.
    const text = (background: string) =>
      isLightColor(background, resolved.luminanceThreshold) ? '#000' : '#fff';
    const failing = names.filter((name) => {
      const filled = light[`--mantine-color-${name}-filled`]!;
      return contrast(filled, text(resolved.colors[name]![8])) < 4.5;
    });
    expect(failing).toEqual([]);
    // Mantine's own green fails, so the check is not empty-handed.
    expect(contrast(resolved.colors.green[8], '#fff')).toBeLessThan(4.5);
  });

  it('every light variant (darkest shade on the lightest) reaches 4.5:1, also on its hover background', () => {
    // Mantine's light variant: shade 1 behind it, shade 2 when the pointer is on it.
    const failing = names.filter((name) =>
      [1, 2].some(
        (shade) =>
          contrast(light[`--mantine-color-${name}-light-color`]!, resolved.colors[name]![shade]!) < 4.5,
      ),
    );
    expect(failing).toEqual([]);
    expect(contrast(resolved.colors.yellow[9], resolved.colors.yellow[1])).toBeLessThan(4.5);
    // The primary's own darkest shade passed on shade 1 but not on shade 2 (4.49:1, a hovered "Close" button).
    expect(contrast(resolved.colors.brick[9], resolved.colors.brick[2])).toBeLessThan(4.5);
  });

  it('the placeholder text reaches 4.5:1 on white, and stays lighter than the dimmed text', () => {
    const placeholder = light['--mantine-color-placeholder']!;
    expect(contrast(placeholder, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(placeholder, '#ffffff')).toBeLessThan(contrast(resolved.colors.gray[7], '#ffffff'));
    expect(contrast(resolved.colors.gray[5], '#ffffff')).toBeLessThan(4.5);
  });

  it('keeps colours that already pass as they are', () => {
    expect(light['--mantine-color-brick-filled']).toBe(resolved.colors.brick![8]);
  });
});
