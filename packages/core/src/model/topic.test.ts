import { describe, expect, it } from 'vitest';
import { TOPIC_TAG_MESSAGE, TopicCreateSchema, TopicSchema, TopicUpdateSchema } from './topic.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const topic = {
  _id: 't1',
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 1,
  updatedAt: '2024-05-01T10:00:00.000Z',
  title: 'For loops',
  description: '',
  language: 'javascript',
  thumbnail: null,
  tags: ['loops'],
  forTeachers: false,
  conceptIntro: 'a1',
  boost: null,
};

describe('TopicSchema', () => {
  it('parses a topic', () => {
    expect(TopicSchema.parse(topic)).toEqual(topic);
  });

  it('refuses a missing forTeachers flag', () => {
    const { forTeachers: _flag, ...rest } = topic;
    expect(TopicSchema.safeParse(rest).success).toBe(false);
  });
});

describe('TopicCreateSchema', () => {
  it('creates a topic with a tag', () => {
    expect(TopicCreateSchema.safeParse({ title: 'While', language: 'python', tags: ['loops'] }).success).toBe(
      true,
    );
  });

  it('topics need at least one tag', () => {
    expect(message(TopicCreateSchema.safeParse({ title: 'While', language: 'python', tags: [] }))).toBe(
      'Topics need at least one tag',
    );
  });

  it('may start as an empty draft, tagged in its editor', () => {
    expect(TopicCreateSchema.safeParse({ title: 'While', language: 'python' }).success).toBe(true);
    expect(message(TopicUpdateSchema.safeParse({ version: 1, tags: [] }))).toBe(TOPIC_TAG_MESSAGE);
  });
});

describe('TopicUpdateSchema', () => {
  it('links a concept intro and a boost', () => {
    expect(TopicUpdateSchema.safeParse({ version: 1, conceptIntro: 'a1', boost: 'a2' }).success).toBe(true);
  });

  it('cannot remove the last tag', () => {
    expect(message(TopicUpdateSchema.safeParse({ version: 1, tags: [] }))).toBe(TOPIC_TAG_MESSAGE);
  });

  it('refuses empty tags', () => {
    expect(message(TopicUpdateSchema.safeParse({ version: 1, tags: [' '] }))).toBe('Tags cannot be empty');
  });
});
