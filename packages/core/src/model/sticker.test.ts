import { describe, expect, it } from 'vitest';
import { STICKER_TITLE_MESSAGE } from '../api/messages.ts';
import {
  DEFAULT_STICKER_BACKGROUND_COLOR,
  DEFAULT_STICKER_COLOR,
  DEFAULT_STICKER_ICON,
  StickerCreateSchema,
  StickerSchema,
  StickerUpdateSchema,
} from './sticker.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('StickerSchema', () => {
  it('parses a pre-created sticker', () => {
    const sticker = {
      _id: 'st1',
      title: 'Great work',
      icon: 'star',
      color: '#ffffff',
      backgroundColor: '#43a047',
      xp: 5,
      author: null,
      key: 'greatWork',
    };
    expect(StickerSchema.parse(sticker)).toEqual(sticker);
  });

  it('refuses negative xp', () => {
    expect(StickerSchema.shape.xp.safeParse(-1).success).toBe(false);
  });
});

describe('StickerCreateSchema', () => {
  it('gives a new sticker the default icon and colours', () => {
    expect(StickerCreateSchema.parse({ title: 'Neat code' })).toEqual({
      title: 'Neat code',
      icon: DEFAULT_STICKER_ICON,
      color: DEFAULT_STICKER_COLOR,
      backgroundColor: DEFAULT_STICKER_BACKGROUND_COLOR,
    });
  });

  it('a teacher cannot give a sticker xp', () => {
    expect(StickerCreateSchema.safeParse({ title: 'Rich', xp: 1000 }).success).toBe(false);
  });

  it('titles are at most 11 characters', () => {
    expect(StickerCreateSchema.safeParse({ title: 'x'.repeat(11) }).success).toBe(true);
    expect(message(StickerCreateSchema.safeParse({ title: 'x'.repeat(12) }))).toBe(
      'Sticker title must be 11 characters or fewer',
    );
    expect(STICKER_TITLE_MESSAGE).toBe('Sticker title must be 11 characters or fewer');
  });

  it('needs a title', () => {
    expect(message(StickerCreateSchema.safeParse({ title: '' }))).toBe('Sticker title is required');
  });

  it('icons come from the icon list', () => {
    expect(message(StickerCreateSchema.safeParse({ title: 'Wow', icon: '<svg>' }))).toBe(
      'Icon must be a name from the icon list',
    );
    expect(message(StickerCreateSchema.safeParse({ title: 'Wow', icon: 'not-an-icon' }))).toBe(
      'Icon must be a name from the icon list',
    );
    expect(StickerCreateSchema.parse({ title: 'Wow', icon: 'rocket' }).icon).toBe('rocket');
  });
});

describe('StickerUpdateSchema', () => {
  it('changes the colour', () => {
    expect(StickerUpdateSchema.parse({ color: '#000' })).toEqual({ color: '#000' });
  });

  it('refuses a colour that is not hex', () => {
    expect(message(StickerUpdateSchema.safeParse({ backgroundColor: 'green' }))).toBe(
      'Colour must be a hex colour such as #1e88e5',
    );
  });
});
