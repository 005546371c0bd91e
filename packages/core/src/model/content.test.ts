import { describe, expect, it } from 'vitest';
import {
  CONTENT_KINDS,
  ColourSchema,
  ContentLanguageSchema,
  ContentMetaSchema,
  ContentRowSchema,
  ImageRefSchema,
  longText,
  UrlSchema,
  VersionSchema,
  WebUrlSchema,
  XpSchema,
} from './content.ts';

const row = {
  _id: 'c1',
  kind: 'courses',
  community: 'global',
  language: 'javascript',
  title: 'Intro to JavaScript',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  version: 3,
  updatedAt: '2024-05-01T10:00:00.000Z',
};

describe('ContentRowSchema', () => {
  it('parses a library row', () => {
    expect(ContentRowSchema.parse(row)).toEqual(row);
  });

  it('accepts a row without a language (stickers)', () => {
    expect(ContentRowSchema.safeParse({ ...row, kind: 'stickers', language: null }).success).toBe(true);
  });

  it('names the kinds when the kind is unknown', () => {
    const result = ContentRowSchema.safeParse({ ...row, kind: 'lessons' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`Kind must be one of: ${CONTENT_KINDS.join(', ')}`);
  });

  it('says the kind is required when it is missing', () => {
    const { kind: _kind, ...rest } = row;
    expect(ContentRowSchema.safeParse(rest).error?.issues[0]?.message).toBe('Kind is required');
  });

  it('lists the twelve content kinds', () => {
    expect(CONTENT_KINDS).toHaveLength(12);
    expect(CONTENT_KINDS).toContain('definitions');
    expect(CONTENT_KINDS).toContain('stickers');
  });
});

describe('ContentMetaSchema', () => {
  const meta = { ...row, createdBy: 'u1' };
  it('parses the fields every entity carries', () => {
    const { kind: _kind, language: _language, title: _title, ...rest } = meta;
    expect(ContentMetaSchema.safeParse(rest).success).toBe(true);
  });

  it('rejects a date that is not ISO', () => {
    const { kind: _kind, language: _language, title: _title, ...rest } = meta;
    expect(ContentMetaSchema.safeParse({ ...rest, updatedAt: 'yesterday' }).success).toBe(false);
  });
});

describe('field types', () => {
  it('languages are javascript or python', () => {
    expect(ContentLanguageSchema.safeParse('python').success).toBe(true);
    expect(ContentLanguageSchema.safeParse('ruby').error?.issues[0]?.message).toBe(
      'Language must be one of: javascript, python',
    );
    expect(ContentLanguageSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Language is required');
  });

  it('URLs are http(s) or a path on our origin', () => {
    expect(UrlSchema.safeParse('/files/a.png').success).toBe(true);
    expect(UrlSchema.safeParse('https://cdn.example.com/a.png').success).toBe(true);
    expect(UrlSchema.safeParse('//evil.example.com/a.png').success).toBe(false);
    expect(UrlSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'URL must start with http://, https:// or /',
    );
  });

  it('web URLs must be absolute http(s)', () => {
    expect(WebUrlSchema.safeParse('https://example.com/page').success).toBe(true);
    expect(WebUrlSchema.safeParse('/local').success).toBe(false);
    expect(WebUrlSchema.safeParse('ftp://example.com').error?.issues[0]?.message).toBe(
      'URL must be a full web address starting with http:// or https://',
    );
  });

  it('image refs hold an uploaded image', () => {
    expect(ImageRefSchema.safeParse({ image: '/files/thumb.png' }).success).toBe(true);
    expect(ImageRefSchema.safeParse({ image: 'data:image/png;base64,xx' }).success).toBe(false);
  });

  it('colours are hex', () => {
    expect(ColourSchema.safeParse('#1e88e5').success).toBe(true);
    expect(ColourSchema.safeParse('#fff').success).toBe(true);
    expect(ColourSchema.safeParse('blue').error?.issues[0]?.message).toBe(
      'Colour must be a hex colour such as #1e88e5',
    );
  });

  it('versions are whole numbers from 0', () => {
    expect(VersionSchema.safeParse(0).success).toBe(true);
    expect(VersionSchema.safeParse(-1).error?.issues[0]?.message).toBe('Version must be 0 or more');
    expect(VersionSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Version is required');
  });

  it('xp is between 0 and 10000', () => {
    expect(XpSchema.safeParse(30).success).toBe(true);
    expect(XpSchema.safeParse(-5).error?.issues[0]?.message).toBe('XP must be 0 or more');
    expect(XpSchema.safeParse(10_001).error?.issues[0]?.message).toBe('XP must be 10000 or less');
  });
});

describe('longText', () => {
  it('refuses a text over the limit with a message, before any later step reads it', () => {
    const result = longText('text', 10).safeParse('x'.repeat(11));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Text must be 10 characters or fewer']);
    // Rich text's sanitiser is such a later step (rich-text.ts: longText(…).overwrite(sanitizeHtml)).
    let read = false;
    const later = longText('text', 10).overwrite((text) => {
      read = true;
      return text;
    });
    expect(later.safeParse('x'.repeat(11)).success).toBe(false);
    expect(read).toBe(false);
    expect(later.parse('x'.repeat(10))).toBe('x'.repeat(10));
    expect(read).toBe(true);
  });
});
