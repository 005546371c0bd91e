// Tutorials: steps (chapters) holding sub-steps (tasks), each with pieces, hints and skill-topic tags.
import { z } from 'zod';
import { OLD_TUTORIAL_NAME_MAX } from '../constants.ts';
import { InteractionsSchema } from './brick.ts';
import { IdSchema, requiredText } from './common.ts';
import {
  ContentLanguageSchema,
  ContentMetaSchema,
  contentCreateSchema,
  contentFlagsShape,
  contentUpdateSchema,
  ImageRefSchema,
  plainText,
  XpSchema,
} from './content.ts';
import { BrickPurposeSchema, HintSchema, PiecesSchema } from './piece.ts';
import { plainDescription, richText } from './rich-text.ts';
import { SkillTopicPairSchema, SkillTopicPairsInputSchema } from './skill-topic.ts';
import { TutorialTrackerSchema } from './tracker.ts';

export const TutorialSubstepSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  pieces: PiecesSchema,
  hints: z.array(HintSchema),
  skillTopicPairs: z.array(SkillTopicPairSchema),
  autoMarked: z.boolean(),
  xp: XpSchema,
});
export type TutorialSubstep = z.infer<typeof TutorialSubstepSchema>;

export const TutorialStepSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  substeps: z.array(TutorialSubstepSchema),
});
export type TutorialStep = z.infer<typeof TutorialStepSchema>;

export const TutorialSchema = ContentMetaSchema.extend({
  title: z.string(),
  subheading: z.string(),
  description: z.string(),
  language: ContentLanguageSchema,
  purpose: BrickPurposeSchema,
  thumbnail: ImageRefSchema.nullable(),
  interactions: InteractionsSchema,
  /** Pieces shown before the first step. */
  pieces: PiecesSchema,
  steps: z.array(TutorialStepSchema),
  /** Topics whose introduction must be done before the tutorial unlocks. */
  prerequisites: z.array(IdSchema),
  /** Project ids linked through `/starter` and `/solution` (the solution only for authors). */
  starter: IdSchema.nullable().optional(),
  solution: IdSchema.nullable().optional(),
  /** The current learner's tracker, when requested with trackers. */
  tracker: TutorialTrackerSchema.nullable().optional(),
});
export type Tutorial = z.infer<typeof TutorialSchema>;

/** A sub-step as the step card editor saves it; new ones have no `_id` yet. */
export const TutorialSubstepInputSchema = z
  .object({
    _id: IdSchema.optional(),
    title: plainText('stepTitle'),
    pieces: PiecesSchema.optional(),
    hints: z.array(HintSchema).optional(),
    skillTopicPairs: SkillTopicPairsInputSchema.optional(),
    autoMarked: z.boolean().optional(),
    xp: XpSchema.optional(),
  })
  .strict();
export type TutorialSubstepInput = z.infer<typeof TutorialSubstepInputSchema>;

export const TutorialStepInputSchema = z
  .object({
    _id: IdSchema.optional(),
    title: plainText('stepTitle'),
    description: richText('description').optional(),
    substeps: z.array(TutorialSubstepInputSchema).optional(),
  })
  .strict();
export type TutorialStepInput = z.infer<typeof TutorialStepInputSchema>;

const tutorialEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title', OLD_TUTORIAL_NAME_MAX),
  subheading: plainText('subheading'),
  description: plainDescription('description'),
  purpose: BrickPurposeSchema,
  thumbnail: ImageRefSchema.nullable(),
  interactions: InteractionsSchema.partial(),
  pieces: PiecesSchema,
  steps: z.array(TutorialStepInputSchema),
  prerequisites: z.array(IdSchema),
};

export const TutorialCreateSchema = contentCreateSchema(tutorialEditableShape, {
  title: requiredText('title', OLD_TUTORIAL_NAME_MAX),
  language: ContentLanguageSchema,
});
export type TutorialCreate = z.infer<typeof TutorialCreateSchema>;

export const TutorialUpdateSchema = contentUpdateSchema(tutorialEditableShape);
export type TutorialUpdate = z.infer<typeof TutorialUpdateSchema>;
