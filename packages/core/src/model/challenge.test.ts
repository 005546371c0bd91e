import { describe, expect, it } from 'vitest';
import { ChallengeCreateSchema, ChallengeSchema, ChallengeUpdateSchema } from './challenge.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const item = {
  _id: 'd1',
  text: 'Draw the paddle',
  pieces: [],
  hints: [{ pieces: [{ format: 'text', data: { style: 'content', text: 'Use rect()' } }] }],
  autoMarked: false,
  skillTopicPairs: [],
  xp: 10,
};

const challenge = {
  _id: 'ch1',
  community: 'global',
  draft: false,
  archived: false,
  core: true,
  author: 'u1',
  createdBy: 'u1',
  version: 5,
  updatedAt: '2024-05-01T10:00:00.000Z',
  title: 'Pong',
  subheading: 'Make a game',
  description: '',
  learningObjectives: '',
  language: 'javascript',
  thumbnail: null,
  brief: [{ format: 'text', data: { style: 'heading', text: 'Make Pong' } }],
  summary: 'A bat and ball game',
  decomposition: [item],
  prerequisites: ['tu1'],
  noRequirements: false,
  starter: 'proj1',
  solution: 'proj2',
  hasCreativeOutput: true,
};

describe('ChallengeSchema', () => {
  it('parses a challenge', () => {
    expect(ChallengeSchema.parse(challenge)).toEqual(challenge);
  });

  it('parses a challenge without its solution, as a learner receives it', () => {
    const { solution: _solution, ...learnerView } = challenge;
    expect(ChallengeSchema.safeParse(learnerView).success).toBe(true);
  });

  it('checks decomposition items', () => {
    const result = ChallengeSchema.safeParse({ ...challenge, decomposition: [{ ...item, text: undefined }] });
    expect(result.error?.issues[0]?.path).toEqual(['decomposition', 0, 'text']);
  });
});

describe('ChallengeCreateSchema', () => {
  it('creates a challenge with new decomposition items', () => {
    const parsed = ChallengeCreateSchema.parse({
      title: 'Pong',
      language: 'javascript',
      decomposition: [{ text: 'Draw the ball', skillTopicPairs: [{ skill: '', topics: ['x'] }] }],
    });
    expect(parsed.decomposition?.[0]?.skillTopicPairs).toEqual([]);
  });

  it('needs a title', () => {
    expect(message(ChallengeCreateSchema.safeParse({ language: 'javascript' }))).toBe('Title is required');
  });

  it('needs text on decomposition items', () => {
    expect(
      message(
        ChallengeCreateSchema.safeParse({ title: 'P', language: 'javascript', decomposition: [{ xp: 5 }] }),
      ),
    ).toBe('Step text is required');
  });
});

describe('ChallengeUpdateSchema', () => {
  it('saves with the version edited', () => {
    expect(ChallengeUpdateSchema.safeParse({ version: 5, noRequirements: true }).success).toBe(true);
  });

  it('needs the version', () => {
    expect(message(ChallengeUpdateSchema.safeParse({ noRequirements: true }))).toBe('Version is required');
  });
});
