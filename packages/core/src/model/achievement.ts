// Achievements: system-awarded milestones with levels (for example 1, 5, 20 challenges completed).
import { z } from 'zod';
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
export const AchievementMetricSchema = enumOf(ACHIEVEMENT_METRICS, 'Metric');
export type AchievementMetric = z.infer<typeof AchievementMetricSchema>;

/** Reported (and the achievement skipped) when an achievement has no level. */
export const NO_LEVEL_MESSAGE = 'no level found on object';
export const LEVEL_ORDER_MESSAGE = 'Each level needs a higher target than the one before';

export const AchievementLevelSchema = z.object({
  threshold: z
    .number({ error: 'Target must be a number' })
    .int('Target must be a whole number')
    .min(1, 'Target must be 1 or more'),
  name: z.string().trim().max(60, 'Level name must be 60 characters or fewer').optional(),
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
  name: requiredText('Name', 60),
  description: richText('Description', 500),
  icon: UrlSchema,
  colour: ColourSchema,
  metric: AchievementMetricSchema,
  levels: LevelsSchema,
};

export const AchievementCreateSchema = z.object(achievementEditableShape).strict();
export type AchievementCreate = z.infer<typeof AchievementCreateSchema>;

export const AchievementUpdateSchema = z.object(achievementEditableShape).partial().strict();
export type AchievementUpdate = z.infer<typeof AchievementUpdateSchema>;
