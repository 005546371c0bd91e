// Assessments (quizzes, concept intros, boosts, exams), their questions, the questions' options and field types.

import { z } from 'zod';
import { maxCharsMessage, message } from '../api/messages.ts';
import { DURATIONS, FAQ_TAGS_MAX, REFERENCE_TAGS_MAX } from '../constants.ts';
import { IdSchema, IsoDateSchema, requiredText } from './common.ts';
import {
  ContentLanguageSchema,
  ContentMetaSchema,
  ContentTranslationsSchema,
  contentCreateSchema,
  contentFlagsShape,
  contentUpdateSchema,
  enumOf,
  ImageRefSchema,
  longText,
  plainText,
  VersionSchema,
  XpSchema,
} from './content.ts';
import { HintSchema, PiecesSchema } from './piece.ts';
import { plainDescription, richText } from './rich-text.ts';
import { SkillTopicPairSchema, SkillTopicPairsInputSchema } from './skill-topic.ts';
import { AssessmentTrackerSchema } from './tracker.ts';

/** conceptIntro is shown as "Lesson" (or "Introduction") in the library. */
export const ASSESSMENT_TYPES = ['quiz', 'conceptIntro', 'exam', 'boost'] as const;
export const AssessmentTypeSchema = enumOf(ASSESSMENT_TYPES, 'type');
export type AssessmentType = z.infer<typeof AssessmentTypeSchema>;

/** Who marks an assessment (`assessmentType`). */
export const ASSESSMENT_MODES = ['auto', 'self', 'mixed', 'teacher'] as const;
export const AssessmentModeSchema = enumOf(ASSESSMENT_MODES, 'assessmentType');
export type AssessmentMode = z.infer<typeof AssessmentModeSchema>;

export const DurationSchema = enumOf(DURATIONS, 'duration');
export type Duration = z.infer<typeof DurationSchema>;

export const FIELD_TYPES = [
  'concept_intro',
  'radio',
  'checkbox',
  'dropdown',
  'textfield',
  'textarea',
  'missing_word',
  'mix_match',
  'poll',
  'code_challenge',
  'multi_stage',
  'missing_code',
  'parsons_problem',
  'fill_in_blanks',
] as const;
export const FieldTypeSchema = enumOf(FIELD_TYPES, 'questionType');
export type FieldType = z.infer<typeof FieldTypeSchema>;

/** Field types counted as challenges (`noChallenges`); the rest count as slides. */
export const CHALLENGE_FIELD_TYPES = [
  'code_challenge',
  'parsons_problem',
  'missing_code',
  'radio',
  'fill_in_blanks',
  'mix_match',
  'checkbox',
  'textfield',
] as const satisfies readonly FieldType[];
export const isChallengeFieldType = (fieldType: FieldType) =>
  (CHALLENGE_FIELD_TYPES as readonly FieldType[]).includes(fieldType);

export const OptionSchema = z.object({
  _id: IdSchema,
  data: z.object({
    text: z.string(),
    description: z.string(),
    /** Left out of what a learner receives before answering (DECISIONS.md "Learning"). */
    isCorrect: z.boolean().optional(),
    pieces: PiecesSchema,
    /** mix_match: the left and right lists, paired by position. */
    lhs: z.array(z.string()),
    rhs: z.array(z.string()),
    /**
     * code_challenge: a test case (`description` its input lines, `text` its expected output) whose input and
     * expected output the learner is not shown; the expected output never leaves the server.
     */
    hidden: z.boolean().optional(),
    /**
     * textfield, missing_word, fill_in_blanks, multi_stage: other answers accepted as well as `text` ("color"
     * beside "colour"); never shown to a learner, nor put in a word bank.
     */
    alternatives: z.array(z.string()).optional(),
  }),
});
export type Option = z.infer<typeof OptionSchema>;

export const OptionInputSchema = z
  .object({
    _id: IdSchema.optional(),
    data: z
      .object({
        text: longText('optionText', 10_000),
        description: longText('optionDescription', 10_000),
        isCorrect: z.boolean(),
        pieces: PiecesSchema,
        lhs: z.array(longText('leftItem', 1000)),
        rhs: z.array(longText('rightItem', 1000)),
        hidden: z.boolean(),
        alternatives: z.array(longText('optionText', 1000)).max(20),
      })
      .partial()
      .strict()
      .refine((data) => (data.lhs?.length ?? 0) === (data.rhs?.length ?? 0), {
        message: message('matchingPairs'),
        path: ['rhs'],
      }),
  })
  .strict();
export type OptionInput = z.infer<typeof OptionInputSchema>;

export const TaskSchema = z.object({ _id: IdSchema.optional(), description: richText('task') });
export type Task = z.infer<typeof TaskSchema>;

/** A token of a missing_code or parsons_problem question; hidden tokens are the learner's to fill in. */
export const CodeTokenSchema = z.object({
  text: z.string().max(10_000, maxCharsMessage('code', 10000)),
  isHidden: z.boolean(),
});
export type CodeToken = z.infer<typeof CodeTokenSchema>;

export const OUTPUT_TYPES = ['text', 'image'] as const;
/** A question's preview or expected output. */
export const OutputSchema = z.object({
  type: enumOf(OUTPUT_TYPES, 'outputType'),
  value: z.string().max(100_000, maxCharsMessage('output', 100000)),
});
export type Output = z.infer<typeof OutputSchema>;

export const AdditionalOptionsSchema = z.record(
  z.string().max(50),
  z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
);
export type AdditionalOptions = z.infer<typeof AdditionalOptionsSchema>;

/** A code_challenge's model solution: at most this many characters. */
export const SOLUTION_MAX = 10_000;

export const FAQ_TAGS_MESSAGE = message('faqTags', { max: FAQ_TAGS_MAX });
export const REFERENCE_TAGS_MESSAGE = message('referenceTags');

export const QuestionSchema = z.object({
  _id: IdSchema,
  /** The assessment the question belongs to. */
  assessment: IdSchema.nullable(),
  version: VersionSchema,
  updatedAt: IsoDateSchema,
  title: z.string(),
  xp: XpSchema,
  fieldType: FieldTypeSchema,
  fieldOptions: z.array(OptionSchema),
  pieces: PiecesSchema,
  postTaskPieces: PiecesSchema,
  tasks: z.array(TaskSchema),
  hints: z.array(HintSchema),
  answerNotes: z.boolean(),
  explanationRequired: z.boolean(),
  /**
   * Learners see the choices of a radio, checkbox or dropdown question in an order of their own; this keeps
   * the author's order ("all of the above"). Older questions have none: false.
   */
  keepOptionOrder: z.boolean().default(false),
  skillTopicPairs: z.array(SkillTopicPairSchema),
  faqs: z.array(IdSchema),
  references: z.array(IdSchema),
  code: z.array(CodeTokenSchema),
  additionalOptions: AdditionalOptionsSchema,
  preview: OutputSchema.nullable(),
  output: OutputSchema.nullable(),
  /**
   * code_challenge: the author's model solution, run against the test cases in the editor ("Check with
   * solution"). It stays on the server: learners' reads never carry it (`learnerQuestion`). Older rows: ''.
   */
  solution: z.string().default(''),
  /** The question's texts in other languages (its own row's), in its shape; authors' reads only. */
  translations: ContentTranslationsSchema.optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** The title a new question gets: "Question {n}". */
export const newQuestionTitle = (n: number) => `Question ${n}`;

const questionEditableShape = {
  title: requiredText('title'),
  xp: XpSchema,
  fieldType: FieldTypeSchema,
  fieldOptions: z.array(OptionInputSchema),
  pieces: PiecesSchema,
  postTaskPieces: PiecesSchema,
  tasks: z.array(TaskSchema),
  hints: z.array(HintSchema),
  answerNotes: z.boolean(),
  explanationRequired: z.boolean(),
  keepOptionOrder: z.boolean({ error: message('keepOptionOrder') }),
  skillTopicPairs: SkillTopicPairsInputSchema,
  faqs: z.array(IdSchema).max(FAQ_TAGS_MAX, FAQ_TAGS_MESSAGE),
  references: z.array(IdSchema).max(REFERENCE_TAGS_MAX, REFERENCE_TAGS_MESSAGE),
  code: z.array(CodeTokenSchema),
  additionalOptions: AdditionalOptionsSchema,
  preview: OutputSchema.nullable(),
  output: OutputSchema.nullable(),
  solution: longText('solution', SOLUTION_MAX),
};

export const QuestionCreateSchema = contentCreateSchema(questionEditableShape, {
  assessment: IdSchema,
  title: requiredText('title'),
  fieldType: FieldTypeSchema,
});
export type QuestionCreate = z.infer<typeof QuestionCreateSchema>;

export const QuestionUpdateSchema = contentUpdateSchema(questionEditableShape);
export type QuestionUpdate = z.infer<typeof QuestionUpdateSchema>;

export const PASS_MARK_MESSAGE = message('passMark');
export const PassMarkSchema = z.number().min(0, PASS_MARK_MESSAGE).max(100, PASS_MARK_MESSAGE);

export const AssessmentSchema = ContentMetaSchema.extend({
  type: AssessmentTypeSchema,
  title: z.string(),
  subheading: z.string(),
  description: z.string(),
  learningObjectives: z.string(),
  language: ContentLanguageSchema,
  thumbnail: ImageRefSchema.nullable(),
  questions: z.array(QuestionSchema),
  /** Percent; new exams start at 0. */
  passMark: PassMarkSchema,
  passXp: z.number().min(0),
  maxXp: z.number().min(0),
  /** The xp a learner earns on finishing, by type (XP_BY_TYPE). */
  xpValue: z.number().min(0),
  noChallenges: z.number().int().min(0),
  noSlides: z.number().int().min(0),
  skillTopicPairs: z.array(SkillTopicPairSchema),
  duration: DurationSchema.nullable(),
  assessmentType: AssessmentModeSchema,
  multipleAttempts: z.boolean(),
  /** The current learner's tracker, when requested with trackers. */
  tracker: AssessmentTrackerSchema.nullable().optional(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

const assessmentEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title'),
  subheading: plainText('subheading'),
  description: plainDescription('description'),
  learningObjectives: richText('learningObjectives'),
  thumbnail: ImageRefSchema.nullable(),
  passMark: PassMarkSchema,
  passXp: XpSchema,
  maxXp: XpSchema,
  skillTopicPairs: SkillTopicPairsInputSchema,
  duration: DurationSchema.nullable(),
  assessmentType: AssessmentModeSchema,
  multipleAttempts: z.boolean(),
};

/** Questions are added, moved and deleted through their own calls. */
export const AssessmentCreateSchema = contentCreateSchema(assessmentEditableShape, {
  type: AssessmentTypeSchema,
  title: requiredText('title'),
  language: ContentLanguageSchema,
});
export type AssessmentCreate = z.infer<typeof AssessmentCreateSchema>;

/** A question as the assessment editor saves it: an `_id` of this assessment's to change it, none to add it. */
export const QuestionInputSchema = z
  .object(questionEditableShape)
  .partial()
  .extend({
    _id: IdSchema.optional(),
    title: requiredText('title'),
    fieldType: FieldTypeSchema,
    /** Translations of the question's texts, saved with the assessment (checked like the question). */
    translations: ContentTranslationsSchema.optional(),
  })
  .strict();
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const QUESTIONS_MAX = 200;

export const AssessmentUpdateSchema = z
  .object({
    ...assessmentEditableShape,
    /**
     * Every question, in order: those named by an `_id` of this assessment are changed, the others added, and
     * the assessment's questions not sent are removed.
     */
    questions: z
      .array(QuestionInputSchema)
      .max(QUESTIONS_MAX, message('questionsMax', { max: QUESTIONS_MAX })),
    /**
     * Translations of some of the assessment's questions, by question id, leaving the questions otherwise as
     * they are: how translators, who may not send `questions`, translate them.
     */
    questionTranslations: z.record(IdSchema, ContentTranslationsSchema),
  })
  .partial()
  .extend({ version: VersionSchema })
  .strict();
export type AssessmentUpdate = z.infer<typeof AssessmentUpdateSchema>;
