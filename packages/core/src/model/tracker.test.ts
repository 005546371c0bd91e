import { describe, expect, it } from 'vitest';
import {
  AssessmentTrackerCreateSchema,
  AssessmentTrackerSchema,
  BrickActionCreateSchema,
  BrickActionSchema,
  BrickActionUpdateSchema,
  ChallengeMarkingSchema,
  ChallengeTrackerSchema,
  ChallengeTrackerUpdateSchema,
  ProgressCellSchema,
  QuizTrackerCreateSchema,
  QuizTrackerSchema,
  QuizTrackerUpdateSchema,
  TopicTrackerSchema,
  TutorialMarkingSchema,
  TutorialTrackerSchema,
  TutorialTrackerUpdateSchema,
} from './tracker.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const date = '2024-05-01T10:00:00.000Z';

const marking = {
  teacherAssessment: 'partial',
  stickers: ['st1'],
  comments: [{ _id: 'c1', author: 't1', text: 'Nice loop', createdAt: date }],
  xpAwarded: 15,
};

describe('AssessmentTrackerSchema', () => {
  it('parses a tracker', () => {
    const tracker = {
      _id: 'at1',
      user: 'u1',
      assessment: 'a1',
      questionsCompleted: ['q1'],
      questionsSkipped: [],
      attempts: { q2: 2 },
      isComplete: false,
      dateCompleted: null,
    };
    expect(AssessmentTrackerSchema.parse(tracker)).toEqual(tracker);
    expect(AssessmentTrackerCreateSchema.safeParse({ assessment: 'a1' }).success).toBe(true);
  });

  it('refuses negative attempts', () => {
    const result = AssessmentTrackerSchema.shape.attempts.safeParse({ q1: -1 });
    expect(result.success).toBe(false);
  });

  it('a learner cannot create a tracker already complete', () => {
    expect(AssessmentTrackerCreateSchema.safeParse({ assessment: 'a1', isComplete: true }).success).toBe(
      false,
    );
  });
});

describe('TopicTrackerSchema', () => {
  const tracker = {
    _id: 'tt1',
    user: 'u1',
    topic: 't1',
    introductionComplete: true,
    boostComplete: false,
    strength: 100,
  };

  it('parses a tracker', () => {
    expect(TopicTrackerSchema.parse(tracker)).toEqual(tracker);
  });

  it('strength is 0 to 100', () => {
    expect(message(TopicTrackerSchema.safeParse({ ...tracker, strength: 101 }))).toBe(
      'Strength must be between 0 and 100',
    );
  });
});

describe('QuizTrackerSchema', () => {
  it('parses a tracker', () => {
    const tracker = {
      _id: 'qt1',
      user: 'u1',
      quiz: 'a1',
      started: true,
      completed: true,
      dateCompleted: date,
    };
    expect(QuizTrackerSchema.parse(tracker)).toEqual(tracker);
  });

  it('opening a quiz sets started', () => {
    expect(QuizTrackerCreateSchema.parse({ quiz: 'a1', started: true })).toEqual({
      quiz: 'a1',
      started: true,
    });
  });

  it('updates only started and completed', () => {
    expect(QuizTrackerUpdateSchema.safeParse({ completed: true }).success).toBe(true);
    expect(QuizTrackerUpdateSchema.safeParse({ dateCompleted: date }).success).toBe(false);
  });
});

describe('TutorialTrackerSchema', () => {
  const tracker = {
    _id: 'tut1',
    user: 'u1',
    tutorial: 'tu1',
    steps: [{ step: 'ss1', completed: true, teacherMarkedComplete: true, dateTeacherMarkedComplete: date }],
    dateCompleted: null,
    ...marking,
  };

  it('parses a marked tracker', () => {
    expect(TutorialTrackerSchema.parse(tracker)).toEqual(tracker);
  });

  it('teacher assessment is incomplete, partial or complete', () => {
    expect(message(TutorialTrackerSchema.safeParse({ ...tracker, teacherAssessment: 'done' }))).toBe(
      'Teacher assessment must be one of: incomplete, partial, complete',
    );
  });

  it('a learner ticks sub-steps', () => {
    expect(TutorialTrackerUpdateSchema.safeParse({ steps: [{ step: 'ss1', completed: true }] }).success).toBe(
      true,
    );
  });

  it('a learner cannot mark their own work', () => {
    expect(
      TutorialTrackerUpdateSchema.safeParse({
        steps: [{ step: 'ss1', completed: true, teacherMarkedComplete: true }],
      }).success,
    ).toBe(false);
  });

  it('a teacher marks steps, awards stickers and comments', () => {
    expect(
      TutorialMarkingSchema.safeParse({
        steps: [{ step: 'ss1', teacherMarkedComplete: true }],
        stickers: ['st1'],
        comments: [{ text: 'Well done' }],
      }).success,
    ).toBe(true);
  });

  it('comments need text', () => {
    expect(message(TutorialMarkingSchema.safeParse({ comments: [{ text: ' ' }] }))).toBe(
      'Comment is required',
    );
  });
});

describe('ChallengeTrackerSchema', () => {
  const tracker = {
    _id: 'ct1',
    user: 'u1',
    challenge: 'ch1',
    decomposition: [
      {
        item: 'd1',
        completed: true,
        dateCompleted: date,
        hintsShowing: false,
        teacherMarkedComplete: false,
        dateTeacherMarkedComplete: null,
      },
    ],
    completed: false,
    dateCompleted: null,
    ...marking,
  };

  it('parses a tracker', () => {
    expect(ChallengeTrackerSchema.parse(tracker)).toEqual(tracker);
  });

  it('a learner ticks items and opens hints', () => {
    expect(
      ChallengeTrackerUpdateSchema.safeParse({
        decomposition: [{ item: 'd1', completed: false, hintsShowing: true }],
      }).success,
    ).toBe(true);
  });

  it('completing cannot be undone', () => {
    expect(message(ChallengeTrackerUpdateSchema.safeParse({ completed: false }))).toBe(
      'A challenge can only be marked completed',
    );
  });

  it('a teacher marks decomposition items', () => {
    expect(
      ChallengeMarkingSchema.safeParse({ decomposition: [{ item: 'd1', teacherMarkedComplete: true }] })
        .success,
    ).toBe(true);
    expect(
      ChallengeMarkingSchema.safeParse({ decomposition: [{ item: 'd1', completed: true }] }).success,
    ).toBe(false);
  });
});

describe('BrickActionSchema', () => {
  const action = {
    _id: 'ba1',
    user: 'u1',
    brick: 'b1',
    project: 'p1',
    started: true,
    opened: true,
    completed: true,
    current_progress: 100,
    status: 'completed',
    date_completed: date,
  };

  it('parses an action', () => {
    expect(BrickActionSchema.parse(action)).toEqual(action);
  });

  it('progress is a percentage', () => {
    expect(message(BrickActionSchema.safeParse({ ...action, current_progress: 120 }))).toBe(
      'Percentage must be between 0 and 100',
    );
  });

  it('opening a brick marks it started and opened', () => {
    expect(
      BrickActionCreateSchema.safeParse({ brick: 'b1', project: 'p1', started: true, opened: true }).success,
    ).toBe(true);
    expect(BrickActionUpdateSchema.safeParse({ completed: true }).success).toBe(true);
    expect(BrickActionUpdateSchema.safeParse({ date_completed: date }).success).toBe(false);
  });
});

describe('ProgressCellSchema', () => {
  it('parses a cell', () => {
    expect(ProgressCellSchema.parse({ percentageCompleted: 96, introductionComplete: true })).toEqual({
      percentageCompleted: 96,
      introductionComplete: true,
    });
  });

  it('refuses a negative percentage', () => {
    expect(
      message(ProgressCellSchema.safeParse({ percentageCompleted: -1, introductionComplete: false })),
    ).toBe('Percentage must be between 0 and 100');
  });
});
