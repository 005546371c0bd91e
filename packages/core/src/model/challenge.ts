// Challenges: a brief, a decomposition into items the learner ticks off, hints, and a starter project.
import { z } from 'zod';
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
import { HintSchema, PiecesSchema } from './piece.ts';
import { plainDescription, richText } from './rich-text.ts';
import { SkillTopicPairSchema, SkillTopicPairsInputSchema } from './skill-topic.ts';
import { ChallengeTrackerSchema } from './tracker.ts';

export const DecompositionItemSchema = z.object({
  _id: IdSchema,
  text: z.string(),
  pieces: PiecesSchema,
  hints: z.array(HintSchema),
  autoMarked: z.boolean(),
  skillTopicPairs: z.array(SkillTopicPairSchema),
  xp: XpSchema,
});
export type DecompositionItem = z.infer<typeof DecompositionItemSchema>;

export const ChallengeSchema = ContentMetaSchema.extend({
  title: z.string(),
  subheading: z.string(),
  description: z.string(),
  learningObjectives: z.string(),
  language: ContentLanguageSchema,
  thumbnail: ImageRefSchema.nullable(),
  brief: PiecesSchema,
  summary: z.string(),
  decomposition: z.array(DecompositionItemSchema),
  /** Tutorials that must be completed first (the learner side calls them requirements). */
  prerequisites: z.array(IdSchema),
  noRequirements: z.boolean(),
  /** Project ids; the solution is sent only to roles allowed to see it, or in preview. */
  starter: IdSchema.nullable(),
  solution: IdSchema.nullable().optional(),
  hasCreativeOutput: z.boolean(),
  /** The current learner's tracker, when requested with trackers. */
  tracker: ChallengeTrackerSchema.nullable().optional(),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** A decomposition item as the editor saves it; new ones have no `_id` yet. */
export const DecompositionItemInputSchema = z
  .object({
    _id: IdSchema.optional(),
    text: richText('stepText'),
    pieces: PiecesSchema.optional(),
    hints: z.array(HintSchema).optional(),
    autoMarked: z.boolean().optional(),
    skillTopicPairs: SkillTopicPairsInputSchema.optional(),
    xp: XpSchema.optional(),
  })
  .strict();
export type DecompositionItemInput = z.infer<typeof DecompositionItemInputSchema>;

const challengeEditableShape = {
  ...contentFlagsShape,
  title: requiredText('title'),
  subheading: plainText('subheading'),
  description: plainDescription('description'),
  learningObjectives: richText('learningObjectives'),
  thumbnail: ImageRefSchema.nullable(),
  brief: PiecesSchema,
  summary: plainDescription('summary'),
  decomposition: z.array(DecompositionItemInputSchema),
  prerequisites: z.array(IdSchema),
  noRequirements: z.boolean(),
  hasCreativeOutput: z.boolean(),
};

/** Starter and solution are linked through their own calls (`/starter`, `/solution`), not saved here. */
export const ChallengeCreateSchema = contentCreateSchema(challengeEditableShape, {
  title: requiredText('title'),
  language: ContentLanguageSchema,
});
export type ChallengeCreate = z.infer<typeof ChallengeCreateSchema>;

export const ChallengeUpdateSchema = contentUpdateSchema(challengeEditableShape);
export type ChallengeUpdate = z.infer<typeof ChallengeUpdateSchema>;
