// Achievements: system-awarded milestones with levels (for example 1, 5, 20 challenges completed).

import { z } from 'zod';
import { maxCharsMessage, message } from '../api/messages.ts';
import { IdSchema, IsoDateSchema, requiredText } from './common.ts';
import { ColourSchema, enumOf, UrlSchema } from './content.ts';
import { richText } from './rich-text.ts';

/** What an achievement counts; a level is awarded when the count reaches its target after a tracker changes. */
export const ACHIEVEMENT_METRICS = [
  'challengesCompleted',
  'tutorialsCompleted',
  'quizzesCompleted',
  'conceptIntrosCompleted',
  'boostsCompleted',
  'projectsCreated',
  'stickersEarned',
  'xp',
] as const;
export const AchievementMetricSchema = enumOf(ACHIEVEMENT_METRICS, 'metric');
export type AchievementMetric = z.infer<typeof AchievementMetricSchema>;

/** Reported (and the achievement skipped) when an achievement has no level. */
export const NO_LEVEL_MESSAGE = message('noLevel');
export const LEVEL_ORDER_MESSAGE = message('levelOrder');

export const AchievementLevelSchema = z.object({
  threshold: z
    .number({ error: message('mustBeNumber', { field: 'target' }) })
    .int(message('mustBeWholeNumber', { field: 'target' }))
    .min(1, message('atLeast', { field: 'target', min: 1 })),
  name: z.string().trim().max(60, maxCharsMessage('levelName', 60)).optional(),
});
export type AchievementLevel = z.infer<typeof AchievementLevelSchema>;

export const AchievementSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  colour: z.string(),
  metric: AchievementMetricSchema,
  /** Ascending targets; level n is `levels[n - 1]`. May be empty in stored data, see NO_LEVEL_MESSAGE. */
  levels: z.array(AchievementLevelSchema),
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** An achievement as a user's profile shows it: the level reached (0 for none) and the current count. */
export const UserAchievementSchema = AchievementSchema.extend({
  level: z.number().int().min(0),
  value: z.number().min(0),
  awardedAt: IsoDateSchema.nullable(),
});
export type UserAchievement = z.infer<typeof UserAchievementSchema>;

const LevelsSchema = z
  .array(AchievementLevelSchema)
  .min(1, NO_LEVEL_MESSAGE)
  .refine(
    (levels) => levels.every((l, i) => i === 0 || l.threshold > (levels[i - 1]?.threshold ?? 0)),
    LEVEL_ORDER_MESSAGE,
  );

const achievementEditableShape = {
  name: requiredText('name', 60),
  description: richText('description', 500),
  icon: UrlSchema,
  colour: ColourSchema,
  metric: AchievementMetricSchema,
  levels: LevelsSchema,
};

export const AchievementCreateSchema = z.object(achievementEditableShape).strict();
export type AchievementCreate = z.infer<typeof AchievementCreateSchema>;

export const AchievementUpdateSchema = z.object(achievementEditableShape).partial().strict();
export type AchievementUpdate = z.infer<typeof AchievementUpdateSchema>;
