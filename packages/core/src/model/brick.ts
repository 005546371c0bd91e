// Bricks: the tree of steps and sub-steps of a (first-generation) tutorial project, and the learner's actions on them.

import { z } from 'zod';
import { message } from '../api/messages.ts';
import { OLD_TUTORIAL_NAME_MAX, OLD_TUTORIAL_SOLUTION_MAX } from '../constants.ts';
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
  plainText,
  XpSchema,
} from './content.ts';
// Purposes, signals and audiences are badge pieces too, so their lists live in piece.ts.
import {
  BrickAudienceSchema,
  BrickPurposeSchema,
  BrickSignalSchema,
  HintSchema,
  PiecesSchema,
} from './piece.ts';
import { ProjectLanguageSchema } from './project.ts';
import { richText } from './rich-text.ts';
import { SkillTopicPairSchema, SkillTopicPairsInputSchema } from './skill-topic.ts';
import { BrickActionSchema } from './tracker.ts';

export const BRICK_DISPLAYS = ['wall', 'list'] as const;
export const BrickDisplaySchema = enumOf(BRICK_DISPLAYS, 'display');
export type BrickDisplay = z.infer<typeof BrickDisplaySchema>;

/** What a learner does with a brick: tick a checkmark, open its children, ask for help, hover, answer. */
export const InteractionsSchema = z.object({
  checkmark: z.boolean(),
  children: z.boolean(),
  help: z.boolean(),
  instructions: z.boolean(),
  hover: z.boolean(),
  assessment: z.boolean(),
});
export type Interactions = z.infer<typeof InteractionsSchema>;

const brickBodyShape = {
  parent: IdSchema.nullable(),
  title: z.string(),
  purpose: BrickPurposeSchema,
  language: ContentLanguageSchema,
  pieces: PiecesSchema,
  instructions: richText('instructions'),
  hints: z.array(HintSchema),
  interactions: InteractionsSchema,
  /** Project ids; the solution is sent only to roles allowed to see it, or in preview. */
  starter: IdSchema.nullable(),
  solution: IdSchema.nullable().optional(),
  /** The editor the brick opens, by language; null for a brick without an editor. */
  editor: ProjectLanguageSchema.nullable(),
  display: BrickDisplaySchema,
  signal: BrickSignalSchema.nullable(),
  audience: BrickAudienceSchema,
  skillTopicPairs: z.array(SkillTopicPairSchema),
  thumbnail: ImageRefSchema.nullable(),
  autoMarked: z.boolean(),
  xp: XpSchema,
  /** A tutorial project: the topics whose introductions come first. */
  prerequisites: z.array(IdSchema).optional(),
};

const BrickBaseSchema = ContentMetaSchema.extend(brickBodyShape);

export const BrickSchema = BrickBaseSchema.extend({
  /** The children, in order. */
  get bricks() {
    return z.array(BrickSchema);
  },
  /** The current learner's action, when requested with trackers. */
  action: BrickActionSchema.nullable().optional(),
});
export type Brick = z.infer<typeof BrickSchema>;
z.globalRegistry.add(BrickSchema, { id: 'Brick' });

export const BRICK_CHILDREN_MAX = 100;

/** A step of a tutorial as its editor saves it; new steps have no `_id` of the tutorial's yet. */
export const BrickNodeInputSchema = z
  .object({
    _id: IdSchema.optional(),
    title: requiredText('stepTitle'),
    pieces: PiecesSchema.optional(),
    instructions: richText('instructions').optional(),
    hints: z.array(HintSchema).optional(),
    skillTopicPairs: SkillTopicPairsInputSchema.optional(),
    autoMarked: z.boolean().optional(),
    xp: XpSchema.optional(),
    audience: BrickAudienceSchema.optional(),
    signal: BrickSignalSchema.nullable().optional(),
    /** What the learner does with the step (a checkmark they tick); `children` and `help` follow its parts. */
    interactions: InteractionsSchema.partial().optional(),
    /** Translations of the step's texts, saved with the tutorial (checked like a step). */
    translations: ContentTranslationsSchema.optional(),
    get bricks() {
      return z
        .array(BrickNodeInputSchema)
        .max(BRICK_CHILDREN_MAX, message('stepChildrenMax', { max: BRICK_CHILDREN_MAX }))
        .optional();
    },
  })
  .strict();
export type BrickNodeInput = z.infer<typeof BrickNodeInputSchema>;
z.globalRegistry.add(BrickNodeInputSchema, { id: 'BrickNodeInput' });

const brickEditableShape = {
  ...contentFlagsShape,
  parent: IdSchema.nullable(),
  title: requiredText('title'),
  purpose: BrickPurposeSchema,
  pieces: PiecesSchema,
  instructions: richText('instructions'),
  hints: z.array(HintSchema),
  interactions: InteractionsSchema.partial(),
  editor: ProjectLanguageSchema.nullable(),
  display: BrickDisplaySchema,
  signal: BrickSignalSchema.nullable(),
  audience: BrickAudienceSchema,
  skillTopicPairs: SkillTopicPairsInputSchema,
  thumbnail: ImageRefSchema.nullable(),
  autoMarked: z.boolean(),
  xp: XpSchema,
  /**
   * The steps, in order, each with its own steps (the tutorial editor saves the whole tree): those with an
   * `_id` of this tutorial's are changed, the others added, and the steps not sent removed.
   */
  get bricks() {
    return z
      .array(BrickNodeInputSchema)
      .max(BRICK_CHILDREN_MAX, message('stepChildrenMax', { max: BRICK_CHILDREN_MAX }));
  },
  prerequisites: z.array(IdSchema),
  /**
   * Translations of some of the tutorial's steps, by step id, the steps otherwise as they are: how
   * translators, who may not send `bricks`, translate them.
   */
  stepTranslations: z.record(IdSchema, ContentTranslationsSchema),
};

/** Starter and solution are linked through their own calls (`/starter`, `/solution`), not saved here. */
export const BrickCreateSchema = contentCreateSchema(brickEditableShape, {
  title: requiredText('title'),
  language: ContentLanguageSchema,
});
export type BrickCreate = z.infer<typeof BrickCreateSchema>;

export const BrickUpdateSchema = contentUpdateSchema(brickEditableShape);
export type BrickUpdate = z.infer<typeof BrickUpdateSchema>;

export const BRICK_REPORT_MAX = 2000;
/** A learner's report of a problem with a step (the brick viewer's "Report", DECISIONS.md "Learning"). */
export const BrickReportSchema = z.object({
  _id: IdSchema,
  brick: IdSchema,
  user: IdSchema,
  text: z.string(),
  resolved: z.boolean(),
  createdAt: IsoDateSchema,
});
export type BrickReport = z.infer<typeof BrickReportSchema>;

export const BrickReportCreateSchema = z
  .object({ brick: IdSchema, text: requiredText('report', BRICK_REPORT_MAX) })
  .strict();
export type BrickReportCreate = z.infer<typeof BrickReportCreateSchema>;

/** The old tutorial modal: an old tutorial's name and, if wanted, the name of a solution project made with it. */
export const OldTutorialCreateSchema = z
  .object({
    name: requiredText('name', OLD_TUTORIAL_NAME_MAX),
    solution: plainText('solution', OLD_TUTORIAL_SOLUTION_MAX).optional(),
    language: ContentLanguageSchema,
  })
  .strict();
export type OldTutorialCreate = z.infer<typeof OldTutorialCreateSchema>;
