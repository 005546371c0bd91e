// Courses: a sequence of stages; a stage lists the quizzes, topics, tutorials, challenges and exams to work through.

import { z } from 'zod';
import { message } from '../api/messages.ts';
import { DISCOUNT_MAX_PERCENT, DURATION_TAGS, KEY_STAGES, KEY_STAGES_MIN, LEVELS } from '../constants.ts';
import { IdSchema, requiredText } from './common.ts';
import {
  ColourSchema,
  ContentLanguageSchema,
  ContentMetaSchema,
  contentCreateSchema,
  contentFlagsShape,
  contentUpdateSchema,
  enumOf,
  ImageRefSchema,
  plainText,
} from './content.ts';
import { plainDescription } from './rich-text.ts';

export const KeyStageSchema = enumOf(KEY_STAGES, 'keyStage');
export type KeyStage = z.infer<typeof KeyStageSchema>;
export const LevelSchema = enumOf(LEVELS, 'level');
export type Level = z.infer<typeof LevelSchema>;
export const DurationTagSchema = enumOf(DURATION_TAGS, 'duration');
export type DurationTag = z.infer<typeof DurationTagSchema>;

/** The id lists of an old-format stage, each holding content of one kind. */
export const STAGE_LISTS = [
  'introQuizzes',
  'topics',
  'links',
  'tutorials',
  'tutorialsV2',
  'challenges',
  'finalQuizzes',
  'preMiddleQuizzes',
  'postMiddleQuizzes',
  'exams',
] as const;
export type StageList = (typeof STAGE_LISTS)[number];

/** Kinds a pathway stage's single content list may hold. */
export const STAGE_CONTENT_KINDS = [
  'assessments',
  'bricks',
  'tutorials',
  'challenges',
  'topics',
  'links',
] as const;
export const StageContentItemSchema = z.object({
  kind: enumOf(STAGE_CONTENT_KINDS, 'kind'),
  _id: IdSchema,
});
export type StageContentItem = z.infer<typeof StageContentItemSchema>;

const stageListsShape = {
  introQuizzes: z.array(IdSchema),
  topics: z.array(IdSchema),
  links: z.array(IdSchema),
  tutorials: z.array(IdSchema),
  tutorialsV2: z.array(IdSchema),
  challenges: z.array(IdSchema),
  finalQuizzes: z.array(IdSchema),
  preMiddleQuizzes: z.array(IdSchema),
  postMiddleQuizzes: z.array(IdSchema),
  exams: z.array(IdSchema),
};

export const StageSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  draft: z.boolean(),
  /** Pathway format: one ordered list of content. */
  content: z.array(StageContentItemSchema),
  ...stageListsShape,
});
export type Stage = z.infer<typeof StageSchema>;

/** A stage as the course editor saves it; new stages have no `_id` yet and empty lists may be left out. */
export const StageInputSchema = z
  .object({
    _id: IdSchema,
    title: plainText('stageTitle'),
    description: plainDescription('description'),
    draft: z.boolean(),
    content: z.array(StageContentItemSchema),
    ...stageListsShape,
  })
  .partial()
  .strict();
export type StageInput = z.infer<typeof StageInputSchema>;

export const PRICE_MESSAGE = message('price');
export const DISCOUNT_MESSAGE = message('discount', { max: DISCOUNT_MAX_PERCENT });
export const KEY_STAGES_MESSAGE = message('keyStages');

export const CourseSchema = ContentMetaSchema.extend({
  title: z.string(),
  subheading: z.string(),
  description: z.string(),
  language: ContentLanguageSchema,
  thumbnail: ImageRefSchema.nullable(),
  banner: ImageRefSchema.nullable(),
  authorLogo: ImageRefSchema.nullable(),
  collaboratorLogo: ImageRefSchema.nullable(),
  keyStages: z.array(KeyStageSchema),
  levels: z.array(LevelSchema),
  durations: z.array(DurationTagSchema),
  sample: z.boolean(),
  premium: z.boolean(),
  private: z.boolean(),
  assessment: z.boolean(),
  inDevelopment: z.boolean(),
  locked: z.boolean(),
  forum: z.boolean(),
  debugId: z.string().nullable(),
  colour: z.string().nullable(),
  /** In pence; shown as pounds. */
  price: z.number().int().min(0),
  /** In percent. */
  discount: z.number().min(0).max(DISCOUNT_MAX_PERCENT),
  /** true: stages use the single `content` list; false: the old per-kind lists. */
  pathway: z.boolean(),
  contentUnlocked: z.boolean(),
  references: z.array(IdSchema),
  faqs: z.array(IdSchema),
  stages: z.array(StageSchema),
});
export type Course = z.infer<typeof CourseSchema>;

/** Settings only an admin may change (authoring spec §2, course editor). */
export const COURSE_ADMIN_FIELDS = [
  'core',
  'sample',
  'premium',
  'private',
  'assessment',
  'inDevelopment',
  'locked',
  'forum',
  'debugId',
  'colour',
  'price',
  'discount',
] as const;

const courseEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title'),
  subheading: plainText('subheading'),
  description: plainDescription('description'),
  thumbnail: ImageRefSchema.nullable(),
  banner: ImageRefSchema.nullable(),
  authorLogo: ImageRefSchema.nullable(),
  collaboratorLogo: ImageRefSchema.nullable(),
  keyStages: z.array(KeyStageSchema).min(KEY_STAGES_MIN, KEY_STAGES_MESSAGE),
  levels: z.array(LevelSchema),
  durations: z.array(DurationTagSchema),
  sample: z.boolean(),
  premium: z.boolean(),
  private: z.boolean(),
  assessment: z.boolean(),
  inDevelopment: z.boolean(),
  locked: z.boolean(),
  forum: z.boolean(),
  debugId: plainText('debugId', 100).nullable(),
  colour: ColourSchema.nullable(),
  price: z.number().int(PRICE_MESSAGE).min(0, PRICE_MESSAGE),
  discount: z.number().min(0, DISCOUNT_MESSAGE).max(DISCOUNT_MAX_PERCENT, DISCOUNT_MESSAGE),
  pathway: z.boolean(),
  contentUnlocked: z.boolean(),
  references: z.array(IdSchema),
  faqs: z.array(IdSchema),
  stages: z.array(StageInputSchema),
};

export const CourseCreateSchema = contentCreateSchema(courseEditableShape, {
  title: requiredText('title'),
  language: ContentLanguageSchema,
});
export type CourseCreate = z.infer<typeof CourseCreateSchema>;

export const CourseUpdateSchema = contentUpdateSchema(courseEditableShape);
export type CourseUpdate = z.infer<typeof CourseUpdateSchema>;
