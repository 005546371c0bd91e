// What the learner's screens receive and send: the course home, an assessment without its answers, the
// answer verdicts, a tutorial's brick tree, a challenge, and the reference tree (learner-teacher.md §2, §4).

import { z } from 'zod';
import { ASSESSMENT_MODES, ASSESSMENT_TYPES, OutputSchema } from '../model/assessment.ts';
import { IdSchema, IsoDateSchema } from '../model/common.ts';
import { ContentLanguageSchema } from '../model/content.ts';
import { HintSchema, PiecesSchema } from '../model/piece.ts';
import { ChallengeTrackerUpdateSchema } from '../model/tracker.ts';
import { AnswerSchema } from '../rules/grading.ts';
import { message } from './messages.ts';

export const HOME_ITEM_KINDS = ['assessments', 'topics', 'bricks', 'challenges'] as const;

/** One step of a topic: its lesson (concept intro) or its boost. */
export const HomeTopicPartSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  xp: z.number(),
  complete: z.boolean(),
});
export type HomeTopicPart = z.infer<typeof HomeTopicPartSchema>;

export const HomeItemSchema = z.object({
  _id: IdSchema,
  kind: z.enum(HOME_ITEM_KINDS),
  title: z.string(),
  description: z.string(),
  /** Assessments: quiz, exam… */
  type: z.string().nullable(),
  xp: z.number(),
  complete: z.boolean(),
  /** Opened but not finished. */
  started: z.boolean(),
  locked: z.boolean(),
  /** The titles of what must come first (shown on the badge). */
  requires: z.array(z.string()),
  /** Topics: the lesson that introduces them and the boost that practises them. */
  conceptIntro: HomeTopicPartSchema.nullable(),
  boost: HomeTopicPartSchema.nullable(),
});
export type HomeItem = z.infer<typeof HomeItemSchema>;

export const HomeSectionsSchema = z.object({
  introQuizzes: z.array(HomeItemSchema),
  topics: z.array(HomeItemSchema),
  tutorials: z.array(HomeItemSchema),
  challenges: z.array(HomeItemSchema),
  finalQuizzes: z.array(HomeItemSchema),
  exams: z.array(HomeItemSchema),
});
export type HomeSections = z.infer<typeof HomeSectionsSchema>;

export const HomeStageSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  locked: z.boolean(),
  sections: HomeSectionsSchema,
});
export type HomeStage = z.infer<typeof HomeStageSchema>;

/** `GET /api/courses/{id}/home`: the course with the learner's progress and every lock worked out. */
export const CourseHomeSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  subheading: z.string(),
  description: z.string(),
  language: z.string(),
  colour: z.string().nullable(),
  banner: z.string().nullable(),
  preview: z.boolean(),
  stages: z.array(HomeStageSchema),
});
export type CourseHome = z.infer<typeof CourseHomeSchema>;

export const PreviewQuerySchema = z.object({ preview: z.enum(['true', 'false']).optional() }).strict();

/** An option as a learner sees it: never whether it is correct. */
export const LearnerOptionSchema = z.object({
  _id: IdSchema,
  text: z.string(),
  description: z.string(),
  pieces: PiecesSchema,
});
export type LearnerOption = z.infer<typeof LearnerOptionSchema>;

/** A question as a learner receives it before answering: everything but the answer. */
export const LearnerQuestionSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  fieldType: z.string(),
  pieces: PiecesSchema,
  /** The tasks, shown above the answer: sanitised rich text (the question schema rebuilt them on save). */
  tasks: z.array(z.string()),
  /**
   * What the learner reads after answering; empty until the question is done (or in preview), since it may
   * tell the answer: the verdict that passes the question brings it (`AnswerResult.postTaskPieces`).
   */
  postTaskPieces: PiecesSchema,
  /** The hints the learner has earned so far: one more after each wrong answer, all of them in preview. */
  hints: z.array(HintSchema),
  /** How many hints the author wrote (what they say stays on the server until earned). */
  hintCount: z.number().int(),
  explanationRequired: z.boolean(),
  /** radio, checkbox, dropdown, poll. */
  options: z.array(LearnerOptionSchema),
  /** missing_word, fill_in_blanks: the text with `___` where each answer goes. */
  template: z.string().nullable(),
  /**
   * fill_in_blanks with distractor words: the word bank each blank is picked from (answers and distractors,
   * sorted; never which are right). Empty: the learner types each blank.
   */
  words: z.array(z.string()),
  /** mix_match: the left items in order and the right items sorted (their order gives nothing away). */
  left: z.array(z.string()),
  right: z.array(z.string()),
  /** multi_stage: the prompt of each stage. */
  stages: z.array(z.string()),
  /** parsons_problem: the lines, real and distracting, without indentation, sorted. */
  lines: z.array(z.string()),
  /**
   * code_challenge: the test cases in order; a hidden case comes with its input (the program must run on it)
   * but without its expected output.
   */
  cases: z.array(z.object({ input: z.string(), expected: z.string().nullable(), hidden: z.boolean() })),
  /**
   * code_challenge: the starter code's parts; missing_code: the code's parts, null where the learner fills
   * one in.
   */
  code: z.array(z.string().nullable()),
  /** code_challenge, missing_code: what the program should show, when the author gives it. */
  preview: OutputSchema.nullable(),
});
export type LearnerQuestion = z.infer<typeof LearnerQuestionSchema>;

/** How far a learner got in an assessment. */
export const AssessmentProgressSchema = z.object({
  questionsCompleted: z.array(IdSchema),
  questionsSkipped: z.array(IdSchema),
  attempts: z.record(z.string(), z.number()),
  isComplete: z.boolean(),
});
export type AssessmentProgress = z.infer<typeof AssessmentProgressSchema>;

/** An attempt's result (core `rules/assessment-result.ts`), as the learner and the teacher see it. */
export const AssessmentOutcomeSchema = z.object({
  scored: z.number().int(),
  right: z.number().int(),
  pending: z.number().int(),
  percent: z.number(),
  passed: z.boolean().nullable(),
  xp: z.number(),
  passMark: z.number(),
  /** The xp the assessment has given the learner in all (the best attempt's). */
  xpGiven: z.number(),
});
export type AssessmentOutcomeView = z.infer<typeof AssessmentOutcomeSchema>;

/** A free-text answer a person marks: where its mark stands. */
export const FreeTextStateSchema = z.object({
  question: IdSchema,
  marker: z.enum(['self', 'teacher']),
  state: z.enum(['pending', 'right', 'notYet']),
});
export type FreeTextState = z.infer<typeof FreeTextStateSchema>;

/** `GET /api/learn/assessments/{id}`. A completed assessment comes back in preview. */
export const LearnerAssessmentSchema = z.object({
  _id: IdSchema,
  type: z.enum(ASSESSMENT_TYPES),
  title: z.string(),
  description: z.string(),
  xpValue: z.number(),
  preview: z.boolean(),
  /** The language its code questions are written and run in. */
  language: ContentLanguageSchema,
  questions: z.array(LearnerQuestionSchema),
  progress: AssessmentProgressSchema,
  /** Who marks free-text answers (auto, self, mixed, teacher). */
  assessmentType: z.enum(ASSESSMENT_MODES),
  /** A finished assessment that allows multiple attempts may be taken again (`POST …/retake`). */
  canRetake: z.boolean(),
  /** The finished attempt's result; null before finishing. */
  result: AssessmentOutcomeSchema.nullable(),
  /** The marks of the free-text answers people mark. */
  freeText: z.array(FreeTextStateSchema),
});
export type LearnerAssessment = z.infer<typeof LearnerAssessmentSchema>;

export const AnswerBodySchema = z.object({ question: IdSchema, answer: AnswerSchema }).strict();
export type AnswerBody = z.infer<typeof AnswerBodySchema>;

export const SkipBodySchema = z.object({ question: IdSchema }).strict();

/** A learner marking their own free-text answer against the author's notes. */
export const SelfMarkBodySchema = z
  .object({ question: IdSchema, right: z.boolean({ error: message('answerMarkRight') }) })
  .strict();
export type SelfMarkBody = z.infer<typeof SelfMarkBodySchema>;

export const RETAKE_NOT_ALLOWED = message('retakeNotAllowed');
export const SELF_MARK_NOT_EXPECTED = message('selfMarkNotExpected');
export type SkipBody = z.infer<typeof SkipBodySchema>;

/** An achievement level reached by what the learner just did. */
export const AwardSchema = z.object({
  name: z.string(),
  level: z.number().int(),
  icon: z.string(),
  /** What it counts: the web app names the starting achievements in the reader's language by it. */
  metric: z.string(),
});
export type Award = z.infer<typeof AwardSchema>;

/** The verdict on one answer, and what it changed. */
export const AnswerResultSchema = z.object({
  /** `review`: a self-marked free-text answer was kept; the learner now marks it against `notes` (`…/self-mark`). */
  status: z.enum(['correct', 'wrong', 'accepted', 'incomplete', 'continue', 'skipped', 'review']),
  feedback: z.string(),
  progress: AssessmentProgressSchema,
  /** Wrong answers allow Skip from the third on (not in concept intros, which retry without limit). */
  canSkip: z.boolean(),
  /** The last question is done: the assessment is complete. */
  finished: z.boolean(),
  xpAwarded: z.number(),
  /** The learner's xp after this answer. */
  xp: z.number(),
  awards: z.array(AwardSchema),
  /** code_challenge: whether each test case passed, in order (hidden ones too). */
  cases: z.array(z.boolean()).optional(),
  /** The question's hints the learner has earned after this answer (as `LearnerQuestion.hints`). */
  hints: z.array(HintSchema),
  /** The question's post-task pieces, once this answer passed it (correct or accepted); empty otherwise. */
  postTaskPieces: PiecesSchema,
  /** A teacher-marked free-text answer: kept for the teacher, who marks it later. */
  awaitingTeacher: z.boolean().optional(),
  /** A self-marked free-text answer (`review`): the author's answer notes to compare with. */
  notes: PiecesSchema.optional(),
  /** On finishing: the attempt's result. */
  result: AssessmentOutcomeSchema.optional(),
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

export const ANSWER_QUESTION_NOT_FOUND = message('questionNotInAssessment');

/** A learner's action on one brick, as the viewer shows it. */
export const LearnerActionSchema = z.object({
  started: z.boolean(),
  opened: z.boolean(),
  completed: z.boolean(),
  current_progress: z.number(),
  date_completed: IsoDateSchema.nullable(),
});
export type LearnerAction = z.infer<typeof LearnerActionSchema>;

export interface LearnerBrick {
  _id: string;
  title: string;
  pieces: z.infer<typeof PiecesSchema>;
  instructions: string;
  hints: z.infer<typeof HintSchema>[];
  checkmark: boolean;
  /** Only for roles that may see solutions (teachers, instructors, admins). */
  solution: string | null;
  action: LearnerAction | null;
  bricks: LearnerBrick[];
}
export const LearnerBrickSchema: z.ZodType<LearnerBrick> = z.object({
  _id: IdSchema,
  title: z.string(),
  pieces: PiecesSchema,
  instructions: z.string(),
  hints: z.array(HintSchema),
  checkmark: z.boolean(),
  solution: z.string().nullable(),
  action: LearnerActionSchema.nullable(),
  get bricks() {
    return z.array(LearnerBrickSchema);
  },
});
z.globalRegistry.add(LearnerBrickSchema, { id: 'LearnerBrick' });

/** `GET /api/learn/bricks/{project}`: a tutorial's tree with the learner's actions. */
export const LearnerTutorialSchema = z.object({
  project: LearnerBrickSchema,
  preview: z.boolean(),
  canSeeSolutions: z.boolean(),
});
export type LearnerTutorial = z.infer<typeof LearnerTutorialSchema>;

export const BrickEventBodySchema = z.object({ brick: IdSchema }).strict();
export type BrickEventBody = z.infer<typeof BrickEventBodySchema>;

/** What "Got It!" (or opening a brick) changed. */
export const BrickEventResultSchema = z.object({
  actions: z.record(z.string(), LearnerActionSchema),
  /** The whole tutorial is complete. */
  finished: z.boolean(),
  awards: z.array(AwardSchema),
  /** The xp of the Auto Marked steps this event completed for the first time (0 when none). */
  xpAwarded: z.number(),
});
export type BrickEventResult = z.infer<typeof BrickEventResultSchema>;

export const BRICK_NOT_IN_TUTORIAL = message('brickNotInTutorial');

export const LearnerChallengeItemSchema = z.object({
  _id: IdSchema,
  text: z.string(),
  pieces: PiecesSchema,
  hints: z.array(HintSchema),
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  hintsShowing: z.boolean(),
});
export type LearnerChallengeItem = z.infer<typeof LearnerChallengeItemSchema>;

/** `GET /api/learn/challenges/{id}`. */
export const LearnerChallengeSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  summary: z.string(),
  brief: PiecesSchema,
  preview: z.boolean(),
  completed: z.boolean(),
  dateCompleted: IsoDateSchema.nullable(),
  decomposition: z.array(LearnerChallengeItemSchema),
});
export type LearnerChallenge = z.infer<typeof LearnerChallengeSchema>;

export const ChallengeProgressBodySchema = ChallengeTrackerUpdateSchema;
export const CHALLENGE_ALREADY_COMPLETE = message('challengeAlreadyComplete');
export const CHALLENGE_ITEM_UNKNOWN = message('challengeItemUnknown');

export const ChallengeProgressResultSchema = z.object({
  challenge: LearnerChallengeSchema,
  awards: z.array(AwardSchema),
});
export type ChallengeProgressResult = z.infer<typeof ChallengeProgressResultSchema>;

/** One entry of the reference tree. */
export const ReferenceNodeSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  parent: IdSchema.nullable(),
});
export type ReferenceNode = z.infer<typeof ReferenceNodeSchema>;

export const ReferenceTreeSchema = z.object({
  language: z.string(),
  items: z.array(ReferenceNodeSchema),
});

export const ReferencePageSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  language: z.string(),
  parent: IdSchema.nullable(),
  pieces: PiecesSchema,
  sections: z.array(z.object({ _id: IdSchema, title: z.string(), pieces: PiecesSchema })),
});
export type ReferencePage = z.infer<typeof ReferencePageSchema>;

/** A problem a learner reports with a step (the brick viewer's Report). */
export const ProblemReportBodySchema = z
  .object({
    brick: IdSchema,
    text: z
      .string({ error: message('describeProblem') })
      .trim()
      .min(1, message('describeProblem'))
      .max(2000, message('reportTooLong', { max: 2000 })),
  })
  .strict();
export type ProblemReportBody = z.infer<typeof ProblemReportBodySchema>;
