import { describe, expect, it } from 'vitest';
import { TutorialCreateSchema, TutorialSchema, TutorialUpdateSchema } from './tutorial.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const substep = {
  _id: 'ss1',
  title: 'Make a variable',
  pieces: [{ format: 'text', data: { style: 'content', text: 'Type let x = 1' } }],
  hints: [{ pieces: [{ format: 'text', data: { style: 'content', text: 'Use let' } }] }],
  skillTopicPairs: [{ skill: 'variables', topics: ['let'] }],
  autoMarked: true,
  xp: 5,
};

const tutorial = {
  _id: 'tu1',
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 1,
  updatedAt: '2024-05-01T10:00:00.000Z',
  title: 'Variables',
  subheading: '',
  description: '',
  language: 'javascript',
  purpose: 'course',
  thumbnail: null,
  interactions: {
    checkmark: true,
    children: true,
    help: true,
    instructions: true,
    hover: false,
    assessment: false,
  },
  pieces: [],
  steps: [{ _id: 'st1', title: 'Chapter 1', description: '', substeps: [substep] }],
  prerequisites: ['topic1'],
};

describe('TutorialSchema', () => {
  it('parses a tutorial with steps and sub-steps', () => {
    expect(TutorialSchema.parse(tutorial)).toEqual(tutorial);
  });

  it('checks sub-steps', () => {
    const broken = { ...tutorial, steps: [{ ...tutorial.steps[0], substeps: [{ ...substep, xp: -2 }] }] };
    const result = TutorialSchema.safeParse(broken);
    expect(result.error?.issues[0]?.path).toEqual(['steps', 0, 'substeps', 0, 'xp']);
    expect(message(result)).toBe('XP must be 0 or more');
  });
});

describe('TutorialCreateSchema', () => {
  it('creates a tutorial with new steps (no ids yet), dropping empty tags', () => {
    const parsed = TutorialCreateSchema.parse({
      title: 'Loops',
      language: 'python',
      steps: [
        {
          title: 'Chapter 1',
          substeps: [{ title: 'Task 1', skillTopicPairs: [{ skill: 'loops', topics: [] }] }],
        },
      ],
    });
    expect(parsed.steps?.[0]?.substeps?.[0]?.skillTopicPairs).toEqual([]);
  });

  it('needs a title', () => {
    expect(message(TutorialCreateSchema.safeParse({ title: '', language: 'python' }))).toBe(
      'Title is required',
    );
  });

  it('limits step titles', () => {
    const result = TutorialCreateSchema.safeParse({
      title: 'T',
      language: 'python',
      steps: [{ title: 'x'.repeat(201) }],
    });
    expect(message(result)).toBe('Step title must be 200 characters or fewer');
  });
});

describe('TutorialUpdateSchema', () => {
  it('saves steps with the version edited', () => {
    expect(
      TutorialUpdateSchema.safeParse({ version: 1, steps: [{ _id: 'st1', title: 'Chapter 1' }] }).success,
    ).toBe(true);
  });

  it('needs the version', () => {
    expect(message(TutorialUpdateSchema.safeParse({ title: 'Loops' }))).toBe('Version is required');
  });

  it('refuses unknown sub-step fields', () => {
    const result = TutorialUpdateSchema.safeParse({
      version: 1,
      steps: [{ title: 'C', substeps: [{ title: 'T', solution: 'x' }] }],
    });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
