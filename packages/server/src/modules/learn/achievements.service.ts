// Achievements (DECISIONS.md): after a tracker changes, each achievement's metric is counted again and any
// level newly reached is recorded. A fixed number of queries however many achievements exist.
import {
  type AchievementLevel,
  type AchievementMetric,
  type Award,
  NO_LEVEL_MESSAGE,
  type UserAchievement,
} from '@brickyard/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn } from '../../db/conn.ts';
import { stickerCount } from '../teaching/marking.store.ts';
import { completedCounts } from './trackers.store.ts';

/** Every metric's current value for a user. */
const metricValues = async (db: Conn, userId: string): Promise<Record<AchievementMetric, number>> => {
  const [done, user, stickers, projects] = await Promise.all([
    completedCounts(db, userId),
    db.selectFrom('users').select('xp').where('id', '=', userId).executeTakeFirst(),
    stickerCount(db, userId),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const count = (test: (t: { kind: string; body: Record<string, unknown> }) => boolean) =>
    done.filter(test).length;
  return {
    challengesCompleted: count((t) => t.kind === 'challenge'),
    tutorialsCompleted: count((t) => t.kind === 'action' && t.body.project === null),
    quizzesCompleted: count(
      (t) => t.kind === 'assessment' && (t.body.type === 'quiz' || t.body.type === 'exam'),
    ),
    conceptIntrosCompleted: count((t) => t.kind === 'assessment' && t.body.type === 'conceptIntro'),
    boostsCompleted: count((t) => t.kind === 'assessment' && t.body.type === 'boost'),
    projectsCreated: Number(projects.n),
    stickersEarned: stickers,
    xp: Number(user?.xp ?? 0),
  };
};

/** The level a value reaches: how many targets it meets (levels are ascending). */
export const levelFor = (levels: readonly AchievementLevel[], value: number) =>
  levels.filter((level) => value >= level.threshold).length;

/** Records the levels `userId` has newly reached and returns them, for the learner's toast. */
export const awardAchievements = async (
  db: Conn,
  userId: string,
  now: string,
  log?: FastifyBaseLogger,
): Promise<Award[]> => {
  const [achievements, reached, values] = await Promise.all([
    db.selectFrom('achievements').selectAll().orderBy('name').execute(),
    db
      .selectFrom('user_achievements')
      .select(['achievement_id', 'level'])
      .where('user_id', '=', userId)
      .execute(),
    metricValues(db, userId),
  ]);
  const current = new Map(reached.map((r) => [r.achievement_id, r.level]));
  const awards: Award[] = [];
  for (const achievement of achievements) {
    const levels = JSON.parse(achievement.levels) as AchievementLevel[];
    if (!Array.isArray(levels) || levels.length === 0) {
      log?.warn({ achievement: achievement.id }, NO_LEVEL_MESSAGE);
      continue;
    }
    const value = values[achievement.metric as AchievementMetric];
    if (value === undefined) continue;
    const level = levelFor(levels, value);
    const before = current.get(achievement.id) ?? 0;
    if (level <= before) continue;
    if (before === 0) {
      await db
        .insertInto('user_achievements')
        .values({ user_id: userId, achievement_id: achievement.id, level, awarded_at: now })
        .execute();
    } else {
      await db
        .updateTable('user_achievements')
        .set({ level, awarded_at: now })
        .where('user_id', '=', userId)
        .where('achievement_id', '=', achievement.id)
        .execute();
    }
    awards.push({ name: achievement.name, level, icon: achievement.icon, metric: achievement.metric });
  }
  return awards;
};

/** Every achievement with the level `userId` reached (0 for none), by name; two queries. */
export const userAchievements = async (db: Conn, userId: string): Promise<UserAchievement[]> => {
  const [achievements, reached] = await Promise.all([
    db.selectFrom('achievements').selectAll().orderBy('name').execute(),
    db.selectFrom('user_achievements').selectAll().where('user_id', '=', userId).execute(),
  ]);
  const byId = new Map(reached.map((r) => [r.achievement_id, r]));
  return achievements.map((a) => {
    const levels = JSON.parse(a.levels) as AchievementLevel[];
    const mine = byId.get(a.id);
    return {
      _id: a.id,
      name: a.name,
      description: a.description,
      icon: a.icon,
      colour: a.colour,
      metric: a.metric as AchievementMetric,
      levels,
      level: mine?.level ?? 0,
      value: mine ? (levels[mine.level - 1]?.threshold ?? 0) : 0,
      awardedAt: mine?.awarded_at ?? null,
    };
  });
};
