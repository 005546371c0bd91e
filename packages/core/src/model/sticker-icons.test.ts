import { describe, expect, it } from 'vitest';
import { isStickerIcon, STICKER_ICON_NAMES, STICKER_ICONS, searchStickerIcons } from './sticker-icons.ts';

const english = (name: string) => name.replace(/-/g, ' ');

describe('the sticker icon list', () => {
  it('names each icon once, in the form the schema accepts', () => {
    expect(new Set(STICKER_ICON_NAMES).size).toBe(STICKER_ICONS.length);
    for (const name of STICKER_ICON_NAMES) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(isStickerIcon('rocket')).toBe(true);
    expect(isStickerIcon('<svg>')).toBe(false);
  });
});

describe('searchStickerIcons', () => {
  it('gives every icon for an empty search', () => {
    expect(searchStickerIcons('  ', english)).toHaveLength(STICKER_ICONS.length);
  });

  it('finds icons by name, by keyword and by the reader’s label, ignoring case', () => {
    expect(searchStickerIcons('Rocket', english)).toEqual(['rocket']);
    expect(searchStickerIcons('launch', english)).toEqual(['rocket']);
    expect(searchStickerIcons('razzo', (name) => (name === 'rocket' ? 'Razzo' : name))).toEqual(['rocket']);
    expect(searchStickerIcons('thumb up', english)).toEqual(['thumb-up']);
  });

  it('needs every word to match', () => {
    expect(searchStickerIcons('science', english)).toEqual(
      expect.arrayContaining(['atom', 'dna', 'flask', 'microscope', 'magnet']),
    );
    expect(searchStickerIcons('science biology', english)).toEqual(['dna']);
    expect(searchStickerIcons('nothing-like-this', english)).toEqual([]);
  });
});
