// A learner's progress records: assessment, topic, quiz, tutorial and challenge trackers, brick actions, progress cells.

import { z } from 'zod';
import { message } from '../api/messages.ts';
import { IdSchema, IsoDateSchema, requiredText } from './common.ts';
import { enumOf } from './content.ts';

export const TEACHER_ASSESSMENTS = ['incomplete', 'partial', 'complete'] as const;
export const TeacherAssessmentSchema = enumOf(TEACHER_ASSESSMENTS, 'teacherAssessment');
export type TeacherAssessment = z.infer<typeof TeacherAssessmentSchema>;

const PercentSchema = z
  .number()
  .min(0, message('between', { field: 'percentage', min: 0, max: 100 }))
  .max(100, message('between', { field: 'percentage', min: 0, max: 100 }));

export const COMMENT_MAX = 2000;
export const CommentSchema = z.object({
  _id: IdSchema,
  author: IdSchema,
  text: z.string(),
  createdAt: IsoDateSchema,
});
export type Comment = z.infer<typeof CommentSchema>;

/** A new comment as the marking screen sends it; the server stamps id, author and date. */
export const CommentInputSchema = z.object({ text: requiredText('comment', COMMENT_MAX) }).strict();
export type CommentInput = z.infer<typeof CommentInputSchema>;

/** What marking adds to tutorial and challenge trackers. */
const markingShape = {
  teacherAssessment: TeacherAssessmentSchema,
  /** Sticker ids awarded while marking. */
  stickers: z.array(IdSchema),
  comments: z.array(CommentSchema),
  /** xp awarded by marking so far, so a re-mark can report "XP increased/decreased by N". */
  xpAwarded: z.number().min(0),
};

export const AssessmentTrackerSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  assessment: IdSchema,
  questionsCompleted: z.array(IdSchema),
  /** Questions skipped after too many failed attempts; they count as answered when resuming. */
  questionsSkipped: z.array(IdSchema),
  /** Failed attempts per question id. */
  attempts: z.record(z.string(), z.number().int().min(0)),
  isComplete: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
});
export type AssessmentTracker = z.infer<typeof AssessmentTrackerSchema>;

export const AssessmentTrackerCreateSchema = z.object({ assessment: IdSchema }).strict();
export type AssessmentTrackerCreate = z.infer<typeof AssessmentTrackerCreateSchema>;

export const TopicTrackerSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  topic: IdSchema,
  introductionComplete: z.boolean(),
  boostComplete: z.boolean(),
  strength: z
    .number()
    .min(0, message('between', { field: 'strength', min: 0, max: 100 }))
    .max(100, message('between', { field: 'strength', min: 0, max: 100 })),
});
export type TopicTracker = z.infer<typeof TopicTrackerSchema>;

export const TopicTrackerCreateSchema = z.object({ topic: IdSchema }).strict();
export type TopicTrackerCreate = z.infer<typeof TopicTrackerCreateSchema>;

export const QuizTrackerSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  quiz: IdSchema,
  started: z.boolean(),
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
});
export type QuizTracker = z.infer<typeof QuizTrackerSchema>;

/** Opening a quiz outside preview creates (or reuses) its tracker with `started` set. */
export const QuizTrackerCreateSchema = z.object({ quiz: IdSchema, started: z.boolean().optional() }).strict();
export type QuizTrackerCreate = z.infer<typeof QuizTrackerCreateSchema>;

export const QuizTrackerUpdateSchema = z
  .object({ started: z.boolean(), completed: z.boolean() })
  .partial()
  .strict();
export type QuizTrackerUpdate = z.infer<typeof QuizTrackerUpdateSchema>;

export const TutorialTrackerStepSchema = z.object({
  /** The sub-step tracked. */
  step: IdSchema,
  completed: z.boolean(),
  teacherMarkedComplete: z.boolean(),
  dateTeacherMarkedComplete: IsoDateSchema.nullable(),
});
export type TutorialTrackerStep = z.infer<typeof TutorialTrackerStepSchema>;

export const TutorialTrackerSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  tutorial: IdSchema,
  steps: z.array(TutorialTrackerStepSchema),
  dateCompleted: IsoDateSchema.nullable(),
  ...markingShape,
});
export type TutorialTracker = z.infer<typeof TutorialTrackerSchema>;

export const TutorialTrackerCreateSchema = z.object({ tutorial: IdSchema }).strict();
export type TutorialTrackerCreate = z.infer<typeof TutorialTrackerCreateSchema>;

/** A learner ticking off sub-steps. */
export const TutorialTrackerUpdateSchema = z
  .object({ steps: z.array(z.object({ step: IdSchema, completed: z.boolean() }).strict()) })
  .strict();
export type TutorialTrackerUpdate = z.infer<typeof TutorialTrackerUpdateSchema>;

/** Stickers on one piece of work: the whole set, as the marking screen shows it selected. */
export const MARKING_STICKERS_MAX = 20;
const MarkingStickersSchema = z
  .array(IdSchema)
  .max(MARKING_STICKERS_MAX, message('stickersPerWork', { max: MARKING_STICKERS_MAX }));
/** Comments to add (each stamped by the server) and comments to take away (their author's or an admin's). */
const markingCommentsShape = {
  comments: z.array(CommentInputSchema).max(5, message('commentsAtOnce', { max: 5 })),
  removeComments: z.array(IdSchema).max(20, message('removeCommentsAtOnce', { max: 20 })),
};

/**
 * A teacher marking a tutorial: steps marked or unmarked (only those listed change), the stickers awarded
 * (the whole set), comments added and removed.
 */
export const TutorialMarkingSchema = z
  .object({
    steps: z.array(z.object({ step: IdSchema, teacherMarkedComplete: z.boolean() }).strict()),
    stickers: MarkingStickersSchema,
    ...markingCommentsShape,
  })
  .partial()
  .strict();
export type TutorialMarking = z.infer<typeof TutorialMarkingSchema>;

export const ChallengeTrackerItemSchema = z.object({
  /** The decomposition item tracked. */
  item: IdSchema,
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  hintsShowing: z.boolean(),
  teacherMarkedComplete: z.boolean(),
  dateTeacherMarkedComplete: IsoDateSchema.nullable(),
});
export type ChallengeTrackerItem = z.infer<typeof ChallengeTrackerItemSchema>;

export const ChallengeTrackerSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  challenge: IdSchema,
  decomposition: z.array(ChallengeTrackerItemSchema),
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  ...markingShape,
});
export type ChallengeTracker = z.infer<typeof ChallengeTrackerSchema>;

export const ChallengeTrackerCreateSchema = z.object({ challenge: IdSchema }).strict();
export type ChallengeTrackerCreate = z.infer<typeof ChallengeTrackerCreateSchema>;

/** A learner ticking decomposition items, opening hints, and completing the challenge. */
export const ChallengeTrackerUpdateSchema = z
  .object({
    decomposition: z.array(
      z
        .object({ item: IdSchema, completed: z.boolean(), hintsShowing: z.boolean() })
        .partial({ completed: true, hintsShowing: true })
        .strict(),
    ),
    completed: z.literal(true, { error: message('challengeOnlyCompleted') }),
  })
  .partial()
  .strict();
export type ChallengeTrackerUpdate = z.infer<typeof ChallengeTrackerUpdateSchema>;

/** A teacher marking a challenge: its decomposition steps, as a tutorial's steps. */
/**
 * A teacher marking a teacher-marked or mixed assessment: each free-text answer right or not yet (only those
 * listed change), the stickers awarded (the whole set), comments added and removed.
 */
export const AssessmentMarkingSchema = z
  .object({
    answers: z
      .array(
        z.object({ question: IdSchema, right: z.boolean({ error: message('answerMarkRight') }) }).strict(),
      )
      .max(200),
    stickers: MarkingStickersSchema,
    ...markingCommentsShape,
  })
  .partial()
  .strict();
export type AssessmentMarking = z.infer<typeof AssessmentMarkingSchema>;

export const ChallengeMarkingSchema = z
  .object({
    decomposition: z.array(z.object({ item: IdSchema, teacherMarkedComplete: z.boolean() }).strict()),
    stickers: MarkingStickersSchema,
    ...markingCommentsShape,
  })
  .partial()
  .strict();
export type ChallengeMarking = z.infer<typeof ChallengeMarkingSchema>;

/** A teacher marking a project: stickers and comments only (a project has no steps and earns no xp). */
export const ProjectMarkingSchema = z
  .object({ stickers: MarkingStickersSchema, ...markingCommentsShape })
  .partial()
  .strict();
export type ProjectMarking = z.infer<typeof ProjectMarkingSchema>;

export const ACTION_STATUSES = ['notStarted', 'started', 'completed'] as const;
export const ActionStatusSchema = enumOf(ACTION_STATUSES, 'status');
export type ActionStatus = z.infer<typeof ActionStatusSchema>;

/** A learner's action on one brick; progress aggregates from children to the step and the project. */
export const BrickActionSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  brick: IdSchema,
  /** The top-level brick (the tutorial project) the brick belongs to. */
  project: IdSchema.nullable(),
  started: z.boolean(),
  opened: z.boolean(),
  completed: z.boolean(),
  current_progress: PercentSchema,
  status: ActionStatusSchema,
  date_completed: IsoDateSchema.nullable(),
});
export type BrickAction = z.infer<typeof BrickActionSchema>;

export const BrickActionCreateSchema = z
  .object({
    brick: IdSchema,
    project: IdSchema.nullable().optional(),
    started: z.boolean().optional(),
    opened: z.boolean().optional(),
  })
  .strict();
export type BrickActionCreate = z.infer<typeof BrickActionCreateSchema>;

export const BrickActionUpdateSchema = z
  .object({ started: z.boolean(), opened: z.boolean(), completed: z.boolean() })
  .partial()
  .strict();
export type BrickActionUpdate = z.infer<typeof BrickActionUpdateSchema>;

/** One cell of the class progress grid. */
export const ProgressCellSchema = z.object({
  percentageCompleted: PercentSchema,
  introductionComplete: z.boolean(),
});
export type ProgressCell = z.infer<typeof ProgressCellSchema>;
