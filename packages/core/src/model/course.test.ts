import { describe, expect, it } from 'vitest';
import {
  COURSE_ADMIN_FIELDS,
  CourseCreateSchema,
  CourseSchema,
  CourseUpdateSchema,
  DISCOUNT_MESSAGE,
  KEY_STAGES_MESSAGE,
  PRICE_MESSAGE,
  StageInputSchema,
  StageSchema,
} from './course.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const meta = {
  _id: 'c1',
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 2,
  updatedAt: '2024-05-01T10:00:00.000Z',
};

const emptyLists = {
  introQuizzes: [],
  topics: [],
  links: [],
  tutorials: [],
  tutorialsV2: [],
  challenges: [],
  finalQuizzes: [],
  preMiddleQuizzes: [],
  postMiddleQuizzes: [],
  exams: [],
};

const stage = {
  _id: 's1',
  title: 'Stage 1',
  description: 'Getting started',
  draft: false,
  content: [{ kind: 'assessments', _id: 'a1' }],
  ...emptyLists,
  introQuizzes: ['a1'],
  topics: ['t1'],
};

const course = {
  ...meta,
  title: 'JavaScript Basics',
  subheading: 'Start here',
  description: '<p>Learn</p>',
  language: 'javascript',
  thumbnail: { image: '/files/thumb.png' },
  banner: null,
  authorLogo: null,
  collaboratorLogo: null,
  keyStages: ['KS3'],
  levels: ['beginner'],
  durations: ['short'],
  sample: false,
  premium: false,
  private: false,
  assessment: false,
  inDevelopment: false,
  locked: false,
  forum: false,
  debugId: null,
  colour: '#1e88e5',
  price: 1299,
  discount: 10,
  pathway: false,
  contentUnlocked: false,
  references: [],
  faqs: [],
  stages: [stage],
};

describe('CourseSchema', () => {
  it('parses a course with its stages', () => {
    expect(CourseSchema.parse(course)).toEqual(course);
  });

  it('refuses an unknown key stage', () => {
    expect(message(CourseSchema.safeParse({ ...course, keyStages: ['KS6'] }))).toBe(
      'Key stage must be one of: KS1, KS2, KS3, KS4, KS5',
    );
  });
});

describe('StageSchema', () => {
  it('parses a stage', () => {
    expect(StageSchema.safeParse(stage).success).toBe(true);
  });

  it('refuses a pathway item of another kind', () => {
    expect(message(StageSchema.safeParse({ ...stage, content: [{ kind: 'courses', _id: 'c2' }] }))).toBe(
      'Kind must be one of: assessments, bricks, tutorials, challenges, topics, links',
    );
  });

  it('a new stage may leave out its id and empty lists', () => {
    expect(StageInputSchema.safeParse({ title: 'Stage 2', tutorials: ['t1'] }).success).toBe(true);
  });
});

describe('CourseCreateSchema', () => {
  it('needs only a title and a language', () => {
    expect(CourseCreateSchema.parse({ title: ' New course ', language: 'python' })).toEqual({
      title: 'New course',
      language: 'python',
    });
  });

  it('needs a title', () => {
    expect(message(CourseCreateSchema.safeParse({ title: '', language: 'python' }))).toBe(
      'Title is required',
    );
  });

  it('needs a language', () => {
    expect(message(CourseCreateSchema.safeParse({ title: 'x' }))).toBe('Language is required');
    expect(message(CourseCreateSchema.safeParse({ title: 'x', language: 'ruby' }))).toBe(
      'Language must be one of: javascript, python',
    );
  });

  it('needs at least one key stage when key stages are given', () => {
    expect(message(CourseCreateSchema.safeParse({ title: 'x', language: 'python', keyStages: [] }))).toBe(
      KEY_STAGES_MESSAGE,
    );
  });

  it('prices are whole pence and discounts percentages', () => {
    const base = { title: 'x', language: 'python' };
    expect(message(CourseCreateSchema.safeParse({ ...base, price: 12.5 }))).toBe(PRICE_MESSAGE);
    expect(message(CourseCreateSchema.safeParse({ ...base, price: -1 }))).toBe(PRICE_MESSAGE);
    expect(message(CourseCreateSchema.safeParse({ ...base, discount: 101 }))).toBe(DISCOUNT_MESSAGE);
    expect(DISCOUNT_MESSAGE).toBe('Discount must be between 0 and 100 percent');
  });
});

describe('CourseUpdateSchema', () => {
  it('takes any editable fields with the version edited', () => {
    expect(
      CourseUpdateSchema.safeParse({ version: 2, draft: true, stages: [{ title: 'Stage 1' }] }).success,
    ).toBe(true);
  });

  it('needs the version', () => {
    expect(message(CourseUpdateSchema.safeParse({ draft: true }))).toBe('Version is required');
  });

  it('refuses unknown fields', () => {
    expect(CourseUpdateSchema.safeParse({ version: 2, author: 'u2' }).success).toBe(false);
  });

  it('admin-only fields are all editable fields', () => {
    for (const field of COURSE_ADMIN_FIELDS) expect(CourseUpdateSchema.shape).toHaveProperty(field);
  });
});
