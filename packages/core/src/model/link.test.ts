import { describe, expect, it } from 'vitest';
import { LinkCreateSchema, LinkSchema, LinkUpdateSchema, ONE_TOPIC_MESSAGE } from './link.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('LinkSchema', () => {
  it('parses a link', () => {
    const link = {
      _id: 'l1',
      community: 'global',
      draft: false,
      archived: false,
      core: false,
      author: null,
      createdBy: null,
      version: 0,
      updatedAt: '2024-05-01T10:00:00.000Z',
      title: 'MDN',
      url: 'https://developer.mozilla.org',
      external: true,
      language: 'javascript',
      topics: ['t1'],
    };
    expect(LinkSchema.parse(link)).toEqual(link);
  });

  it('needs to know whether the link is external', () => {
    expect(LinkSchema.shape.external.safeParse('yes').success).toBe(false);
  });
});

describe('LinkCreateSchema', () => {
  const base = { title: 'MDN', url: 'https://developer.mozilla.org', language: 'javascript' };

  it('creates a link', () => {
    expect(LinkCreateSchema.safeParse({ ...base, external: false, topics: ['t1'] }).success).toBe(true);
  });

  it('only one topic can be linked', () => {
    expect(message(LinkCreateSchema.safeParse({ ...base, topics: ['t1', 't2'] }))).toBe(
      'Only one topic can be linked',
    );
    expect(ONE_TOPIC_MESSAGE).toBe('Only one topic can be linked');
  });

  it('needs a web address', () => {
    expect(message(LinkCreateSchema.safeParse({ ...base, url: 'javascript:alert(1)' }))).toBe(
      'URL must be a full web address starting with http:// or https://',
    );
  });
});

describe('LinkUpdateSchema', () => {
  it('updates with the version edited', () => {
    expect(LinkUpdateSchema.safeParse({ version: 0, external: true }).success).toBe(true);
  });

  it('keeps the one-topic rule', () => {
    expect(message(LinkUpdateSchema.safeParse({ version: 0, topics: ['a', 'b'] }))).toBe(ONE_TOPIC_MESSAGE);
  });
});
