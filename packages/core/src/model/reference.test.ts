import { describe, expect, it } from 'vitest';
import {
  DefinitionCreateSchema,
  DefinitionSchema,
  FaqSchema,
  FaqUpdateSchema,
  ReferenceCreateSchema,
  ReferenceSchema,
  ReferenceUpdateSchema,
} from './reference.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const reference = {
  _id: 'r1',
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 1,
  updatedAt: '2024-05-01T10:00:00.000Z',
  title: 'Array.map',
  description: 'Transform each element',
  language: 'jquery',
  pieces: [],
  sections: [{ _id: 'sec1', title: 'Syntax', pieces: [{ format: 'code', data: { code: 'arr.map(fn)' } }] }],
  parent: null,
  metaTags: ['reference', 'skill'],
};

describe('ReferenceSchema', () => {
  it('parses a reference', () => {
    expect(ReferenceSchema.parse(reference)).toEqual(reference);
  });

  it('FAQs and definitions share the shape', () => {
    expect(FaqSchema.safeParse({ ...reference, metaTags: ['faq'] }).success).toBe(true);
    expect(DefinitionSchema.safeParse({ ...reference, metaTags: ['definition'] }).success).toBe(true);
  });

  it('refuses an unknown meta tag', () => {
    expect(message(ReferenceSchema.safeParse({ ...reference, metaTags: ['tip'] }))).toBe(
      'Meta tag must be one of: definition, reference, skill, note, faq',
    );
  });

  it('covers the web languages but not others', () => {
    expect(message(ReferenceSchema.safeParse({ ...reference, language: 'ruby' }))).toBe(
      'Language must be one of: javascript, python, html, css, jquery',
    );
  });
});

describe('ReferenceCreateSchema', () => {
  it('creates a skill under a parent', () => {
    expect(
      ReferenceCreateSchema.safeParse({
        title: 'Loops',
        language: 'python',
        parent: 'r0',
        metaTags: ['skill'],
      }).success,
    ).toBe(true);
  });

  it('needs a title', () => {
    expect(message(DefinitionCreateSchema.safeParse({ title: ' ', language: 'css' }))).toBe(
      'Title is required',
    );
  });

  it('new sections may have no id yet', () => {
    expect(
      ReferenceCreateSchema.safeParse({
        title: 'T',
        language: 'html',
        sections: [{ title: 'Intro', pieces: [] }],
      }).success,
    ).toBe(true);
  });
});

describe('ReferenceUpdateSchema', () => {
  it('saves sections with the version edited', () => {
    expect(
      ReferenceUpdateSchema.safeParse({ version: 1, sections: [{ _id: 's', title: 'A', pieces: [] }] })
        .success,
    ).toBe(true);
  });

  it('needs the version', () => {
    expect(message(FaqUpdateSchema.safeParse({ title: 'Why?' }))).toBe('Version is required');
  });
});
