// What the teaching screens send and receive (learner-teacher.md §2 class progress, marking, profile): the class
// progress grid, a marking of one piece of a student's work, stickers, and the profile pages.

import { z } from 'zod';
import { UserAchievementSchema } from '../model/achievement.ts';
import { IdSchema, IsoDateSchema } from '../model/common.ts';
import { PiecesSchema } from '../model/piece.ts';
import { StickerSchema } from '../model/sticker.ts';
import { ProgressCellSchema, TeacherAssessmentSchema } from '../model/tracker.ts';
import { MARKING_KINDS } from '../rules/marking.ts';
import { AssessmentOutcomeSchema, AwardSchema } from './learn.ts';
import { maxCharsMessage, message } from './messages.ts';
import { ProjectOwnerSchema, ProjectSummarySchema } from './projects.ts';

// ---- Class progress --------------------------------------------------------------------------------------

export const PROGRESS_ITEM_KINDS = ['quiz', 'topic', 'tutorial', 'challenge'] as const;
export type ProgressItemKind = (typeof PROGRESS_ITEM_KINDS)[number];

export const PROGRESS_FILTER_MAX = 100;

/** `POST /api/classes/{id}/progress/{courseId}`: a page of 20 students, filtered by name; `all` for the CSV. */
export const ProgressRequestSchema = z
  .object({
    page: z
      .number({ error: message('mustBeNumber', { field: 'page' }) })
      .int()
      .min(0, message('atLeast', { field: 'page', min: 0 }))
      .default(0),
    filter: z
      .string({ error: message('mustBeText', { field: 'filter' }) })
      .trim()
      .max(PROGRESS_FILTER_MAX, maxCharsMessage('filter', PROGRESS_FILTER_MAX))
      .default(''),
    all: z.boolean({ error: message('trueOrFalse', { field: 'all' }) }).default(false),
  })
  .strict();
export type ProgressRequest = z.infer<typeof ProgressRequestSchema>;

export const ProgressItemSchema = z.object({
  _id: IdSchema,
  kind: z.enum(PROGRESS_ITEM_KINDS),
  title: z.string(),
  /** Index of its stage in `stages`. */
  stage: z.number().int(),
  /** A tutorial's Auto Marked steps: the xp they give together as they are finished (0 when none). */
  autoMarkedXp: z.number(),
});
export type ProgressItem = z.infer<typeof ProgressItemSchema>;

/** One cell of the grid: the spec's progress cell, with the teacher's assessment of tutorials and challenges. */
export const ProgressGridCellSchema = ProgressCellSchema.extend({
  teacherAssessment: TeacherAssessmentSchema.nullable(),
});
export type ProgressGridCell = z.infer<typeof ProgressGridCellSchema>;

export const ProgressStudentSchema = z.object({
  _id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  xp: z.number(),
  /** One per item, in the order of `items`. */
  cells: z.array(ProgressGridCellSchema),
  /** The mean of the student's cells per stage, in the order of `stages`. */
  stageTotals: z.array(z.number()),
  total: z.number(),
  /** The student's active projects: how many, and the latest, which the project cell opens for marking. */
  projects: z.object({ count: z.number().int(), latest: IdSchema.nullable() }),
});
export type ProgressStudent = z.infer<typeof ProgressStudentSchema>;

export const ClassProgressSchema = z.object({
  course: z.object({ _id: IdSchema, title: z.string() }),
  stages: z.array(z.object({ _id: IdSchema, title: z.string() })),
  items: z.array(ProgressItemSchema),
  students: z.array(ProgressStudentSchema),
  /** Means over every student matching the filter (not only this page). */
  itemTotals: z.array(z.number()),
  stageTotals: z.array(z.number()),
  total: z.number(),
  count: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
});
export type ClassProgress = z.infer<typeof ClassProgressSchema>;

export const COURSE_NOT_IN_CLASS = message('courseNotInClass');
export const PROGRESS_FORBIDDEN_CLASS = message('progressForbidden');

// ---- Marking ---------------------------------------------------------------------------------------------

export const MarkingKindSchema = z.enum(MARKING_KINDS);

export const MarkingStepSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** What the student did. */
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  /** What the teacher marked. */
  teacherMarkedComplete: z.boolean(),
  dateTeacherMarkedComplete: IsoDateSchema.nullable(),
  /** An Auto Marked step's xp, given when the student finishes it (0: the step is marked by the teacher). */
  autoMarkedXp: z.number(),
});
export type MarkingStep = z.infer<typeof MarkingStepSchema>;

/** Someone named on a teaching screen: the same shape as a project's owner. */
export const PersonNameSchema = ProjectOwnerSchema;
export type PersonName = z.infer<typeof PersonNameSchema>;

export const MarkingCommentSchema = z.object({
  _id: IdSchema,
  author: PersonNameSchema,
  text: z.string(),
  createdAt: IsoDateSchema,
  /** Its author and admins may take it away. */
  canRemove: z.boolean(),
});
export type MarkingComment = z.infer<typeof MarkingCommentSchema>;

export const MarkingProjectSchema = ProjectSummarySchema.pick({
  _id: true,
  name: true,
  language: true,
  updatedAt: true,
});
export type MarkingProject = z.infer<typeof MarkingProjectSchema>;

/** `GET /api/classes/{id}/students/{studentId}/marking/{kind}/{itemId}`. */
/** A free-text answer of an assessment as its teacher marks it. */
export const MarkingAnswerSchema = z.object({
  question: IdSchema,
  title: z.string(),
  /** The question as the student read it. */
  pieces: PiecesSchema,
  /** What the student wrote (empty while not answered). */
  answer: z.string(),
  answered: z.boolean(),
  /** The author's answer notes (the question's post-task pieces when its Notes toggle is on). */
  notes: PiecesSchema,
  /** The teacher's mark: right, not yet, or none yet. */
  mark: z.enum(['right', 'notYet']).nullable(),
});
export type MarkingAnswer = z.infer<typeof MarkingAnswerSchema>;

export const MarkingViewSchema = z.object({
  kind: MarkingKindSchema,
  item: z.object({ _id: IdSchema, title: z.string() }),
  student: PersonNameSchema.extend({ username: z.string(), xp: z.number() }),
  class: z.object({ _id: IdSchema, name: z.string() }),
  /** The class course the item belongs to (opens the viewer), when it is in one. */
  course: IdSchema.nullable(),
  /** A tutorial's steps or a challenge's decomposition; none for a project. */
  steps: z.array(MarkingStepSchema),
  /** The student finished it (tutorial, challenge) or, for a project, null. */
  completed: z.boolean().nullable(),
  dateCompleted: IsoDateSchema.nullable(),
  teacherAssessment: TeacherAssessmentSchema,
  /** The xp the marking has given so far, and what a complete marking gives. */
  xpAwarded: z.number(),
  xpValue: z.number(),
  stickers: z.array(StickerSchema),
  comments: z.array(MarkingCommentSchema),
  /** The student's projects made for this tutorial or challenge; for a project, the project itself. */
  projects: z.array(MarkingProjectSchema),
  /** An assessment: the free-text answers the teacher marks, with the author's notes and the result so far. */
  answers: z.array(MarkingAnswerSchema).optional(),
  result: AssessmentOutcomeSchema.nullable().optional(),
  updatedAt: IsoDateSchema.nullable(),
});
export type MarkingView = z.infer<typeof MarkingViewSchema>;

export const MarkingResultSchema = z.object({
  marking: MarkingViewSchema,
  /** How much the student's xp moved with this save (negative when a mark was taken back). */
  xpChange: z.number(),
  /** The student's xp after it. */
  xp: z.number(),
  /** Achievement levels the student newly reached. */
  awards: z.array(AwardSchema),
});
export type MarkingResult = z.infer<typeof MarkingResultSchema>;

export const MARKING_FORBIDDEN = message('markingForbidden');
export const STUDENT_NOT_IN_CLASS = message('studentNotInClass');
export const ITEM_NOT_IN_CLASS_COURSES = message('itemNotInClassCourses');
export const PROJECT_NOT_STUDENTS = message('projectNotStudents');
export const STEP_NOT_IN_ITEM = message('stepNotInItem');
export const STICKER_UNKNOWN = message('stickerUnknown');
export const COMMENT_NOT_REMOVABLE = message('commentNotRemovable');
export const COMMENT_UNKNOWN = message('commentUnknown');

// ---- A learner's feedback -------------------------------------------------------------------------------

/** A teacher's comment as the learner reads it. */
export const FeedbackCommentSchema = MarkingCommentSchema.omit({ canRemove: true });
export type FeedbackComment = z.infer<typeof FeedbackCommentSchema>;

/** One piece of a learner's marked work, as their feedback list shows it. */
export const WorkFeedbackSchema = z.object({
  kind: MarkingKindSchema,
  item: z.object({ _id: IdSchema, title: z.string() }),
  /** A course of the learner's classes that holds the tutorial or challenge (their current one first); else null. */
  course: IdSchema.nullable(),
  teacherAssessment: TeacherAssessmentSchema,
  /** The xp the marking gave, and what a complete marking gives (0 for projects). */
  xpAwarded: z.number(),
  xpValue: z.number(),
  stickers: z.array(StickerSchema),
  comments: z.number().int(),
  /** When a teacher last marked steps, gave a sticker or wrote a comment. */
  feedbackAt: IsoDateSchema.nullable(),
  /** The learner has not looked at it since. */
  isNew: z.boolean(),
});
export type WorkFeedback = z.infer<typeof WorkFeedbackSchema>;

/** `GET /api/users/{id}/feedback`: the learner's marked work, newest feedback first. */
export const FeedbackListSchema = z.object({
  items: z.array(WorkFeedbackSchema),
  /** How many of them hold feedback the learner has not seen (the navbar's badge). */
  unseen: z.number().int(),
  /** The learner's xp now (marking moves it while they are logged in). */
  xp: z.number(),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

/** `GET /api/users/{id}/feedback/{kind}/{itemId}`: the feedback on one piece of work, shown on it. */
export const ItemFeedbackSchema = z.object({
  kind: MarkingKindSchema,
  /** A teacher has marked a step, given a sticker or written a comment. */
  marked: z.boolean(),
  teacherAssessment: TeacherAssessmentSchema,
  xpAwarded: z.number(),
  xpValue: z.number(),
  stickers: z.array(StickerSchema),
  comments: z.array(FeedbackCommentSchema),
  feedbackAt: IsoDateSchema.nullable(),
  /** When the learner last looked at it (comments after it are new to them). */
  seenAt: IsoDateSchema.nullable(),
  isNew: z.boolean(),
});
export type ItemFeedback = z.infer<typeof ItemFeedbackSchema>;

export const FEEDBACK_AT_MESSAGE = message('feedbackAt', { field: 'feedbackAt' });

/** `PUT /api/users/{id}/feedback/{kind}/{itemId}/seen`: the learner saw the feedback given up to `feedbackAt`. */
export const FeedbackSeenBodySchema = z
  .object({
    feedbackAt: z
      .string({ error: FEEDBACK_AT_MESSAGE })
      .datetime({ offset: true, error: FEEDBACK_AT_MESSAGE }),
  })
  .strict();
export type FeedbackSeenBody = z.infer<typeof FeedbackSeenBodySchema>;
export const FeedbackSeenResultSchema = z.object({ unseen: z.number().int() });
export type FeedbackSeenResult = z.infer<typeof FeedbackSeenResultSchema>;

export const FEEDBACK_FORBIDDEN = message('feedbackForbidden');
export const FEEDBACK_SEEN_FORBIDDEN = message('feedbackSeenForbidden');
export const NO_FEEDBACK = message('noFeedback');

// ---- Stickers --------------------------------------------------------------------------------------------

/** `GET /api/stickers`: the pre-created stickers and the caller's own. */
export const StickerListSchema = z.object({ items: z.array(StickerSchema) });
export const STICKERS_FORBIDDEN = message('stickersForbidden');
export const STICKER_NOT_YOURS = message('stickerNotYours');

// ---- Profile ---------------------------------------------------------------------------------------------

export const PROFILE_FORBIDDEN = message('profileForbidden');

export const FeedbackSchema = z.object({
  _id: IdSchema,
  kind: MarkingKindSchema,
  item: z.object({ _id: IdSchema, title: z.string() }),
  author: PersonNameSchema,
  text: z.string(),
  createdAt: IsoDateSchema,
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const PROFILE_LATEST = 4;
export const PROFILE_FEEDBACK_LATEST = 5;

/** `GET /api/users/{id}/profile`: the home tab. */
export const ProfileSummarySchema = z.object({
  user: PersonNameSchema.extend({
    username: z.string(),
    avatar: z.number().int().nullable(),
    xp: z.number(),
  }),
  currentCourse: z
    .object({
      _id: IdSchema,
      title: z.string(),
      completedItems: z.number().int(),
      totalItems: z.number().int(),
      percentageCompleted: z.number(),
    })
    .nullable(),
  /** The latest levels reached, newest first. */
  achievements: z.array(UserAchievementSchema),
  projects: z.array(MarkingProjectSchema),
  feedback: z.array(FeedbackSchema),
  stickerCount: z.number().int(),
});
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>;

/** `GET /api/users/{id}/badges`: the stickers received, grouped, with how many times. */
export const BadgeSchema = z.object({
  sticker: StickerSchema,
  count: z.number().int(),
  lastAwardedAt: IsoDateSchema,
});
export type Badge = z.infer<typeof BadgeSchema>;
export const BadgeListSchema = z.object({ items: z.array(BadgeSchema) });

export const CLASS_MEMBER_ROLES = ['student', 'instructor', 'teacher'] as const;

/** `GET /api/users/{id}/classes`: the classes the user belongs to, in any role. */
export const UserClassSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  year: z.string().nullable(),
  role: z.enum(CLASS_MEMBER_ROLES),
  teacher: PersonNameSchema,
  courses: z.array(z.object({ _id: IdSchema, title: z.string() })),
  archived: z.boolean(),
});
export type UserClass = z.infer<typeof UserClassSchema>;
export const UserClassListSchema = z.object({ items: z.array(UserClassSchema) });

/** `GET /api/users/{id}/class-projects`: projects starred on the walls of the user's classes. */
export const StarredClassProjectSchema = MarkingProjectSchema.extend({
  user: PersonNameSchema,
  class: z.object({ _id: IdSchema, name: z.string() }),
});
export type StarredClassProject = z.infer<typeof StarredClassProjectSchema>;
export const StarredClassProjectListSchema = z.object({ items: z.array(StarredClassProjectSchema) });
