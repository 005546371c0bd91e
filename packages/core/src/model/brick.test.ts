import { describe, expect, it } from 'vitest';
import {
  type Brick,
  BrickCreateSchema,
  BrickReportCreateSchema,
  BrickSchema,
  BrickUpdateSchema,
  OldTutorialCreateSchema,
} from './brick.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const interactions = {
  checkmark: true,
  children: false,
  help: true,
  instructions: true,
  hover: false,
  assessment: false,
};

const brick = (id: string, bricks: Brick[] = []): Brick => ({
  _id: id,
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 1,
  updatedAt: '2024-05-01T10:00:00.000Z',
  parent: null,
  title: `Brick ${id}`,
  purpose: 'project',
  language: 'javascript',
  pieces: [{ format: 'text', data: { style: 'content', text: 'Draw a circle' } }],
  instructions: '',
  hints: [],
  interactions,
  starter: null,
  editor: 'javascript',
  display: 'list',
  signal: 'code',
  audience: 'student',
  skillTopicPairs: [],
  thumbnail: null,
  autoMarked: false,
  xp: 0,
  bricks,
});

describe('BrickSchema', () => {
  it('parses a project brick with steps and sub-steps', () => {
    const project = brick('p', [brick('s1', [brick('s1a'), brick('s1b')]), brick('s2')]);
    const parsed = BrickSchema.parse({
      ...project,
      action: {
        _id: 'act1',
        user: 'u2',
        brick: 'p',
        project: null,
        started: true,
        opened: true,
        completed: false,
        current_progress: 50,
        status: 'started',
        date_completed: null,
      },
    });
    expect(parsed.bricks[0]?.bricks[1]?._id).toBe('s1b');
    expect(parsed.action?.current_progress).toBe(50);
  });

  it('checks child bricks too', () => {
    const child = { ...brick('s1'), signal: 'dance' };
    const result = BrickSchema.safeParse({ ...brick('p'), bricks: [child] });
    expect(result.error?.issues[0]?.path).toEqual(['bricks', 0, 'signal']);
    expect(message(result)).toBe(
      'Signal must be one of: code, learn, design, think, introduction, test, challenge, do',
    );
  });

  it('refuses an unknown display', () => {
    expect(message(BrickSchema.safeParse({ ...brick('p'), display: 'grid' }))).toBe(
      'Display must be one of: wall, list',
    );
  });
});

describe('BrickCreateSchema', () => {
  it('creates a brick under a parent', () => {
    const parsed = BrickCreateSchema.parse({
      title: 'Step 1',
      language: 'python',
      parent: 'p',
      interactions: { checkmark: true },
      skillTopicPairs: [{ skill: '', topics: [] }],
    });
    expect(parsed.skillTopicPairs).toEqual([]);
  });

  it('needs a title', () => {
    expect(message(BrickCreateSchema.safeParse({ language: 'python' }))).toBe('Title is required');
  });

  it('does not save starter or solution links', () => {
    expect(BrickCreateSchema.safeParse({ title: 'x', language: 'python', solution: 'p9' }).success).toBe(
      false,
    );
  });
});

describe('BrickUpdateSchema', () => {
  it('reorders children and sets xp', () => {
    expect(
      BrickUpdateSchema.safeParse({
        version: 1,
        bricks: [
          { _id: 'b2', title: 'Two', bricks: [{ title: 'New sub-step' }] },
          { _id: 'b1', title: 'One' },
        ],
        xp: 30,
        autoMarked: true,
      }).success,
    ).toBe(true);
  });

  it('refuses negative xp', () => {
    expect(message(BrickUpdateSchema.safeParse({ version: 1, xp: -1 }))).toBe('XP must be 0 or more');
  });
});

describe('BrickReportCreateSchema', () => {
  it('takes a description of the problem', () => {
    expect(BrickReportCreateSchema.safeParse({ brick: 'b1', text: 'The image is missing' }).success).toBe(
      true,
    );
  });

  it('needs text', () => {
    expect(message(BrickReportCreateSchema.safeParse({ brick: 'b1', text: '  ' }))).toBe(
      'Report is required',
    );
  });
});

describe('OldTutorialCreateSchema', () => {
  it('takes a name and a solution', () => {
    expect(
      OldTutorialCreateSchema.safeParse({ name: 'Pong', solution: 'pong-solution', language: 'javascript' })
        .success,
    ).toBe(true);
  });

  it('name max 60, solution max 30', () => {
    expect(message(OldTutorialCreateSchema.safeParse({ name: 'x'.repeat(61), language: 'javascript' }))).toBe(
      'Name must be 60 characters or fewer',
    );
    expect(
      message(
        OldTutorialCreateSchema.safeParse({ name: 'Pong', solution: 'x'.repeat(31), language: 'javascript' }),
      ),
    ).toBe('Solution must be 30 characters or fewer');
  });
});
