import { describe, expect, it } from 'vitest';
import {
  AchievementCreateSchema,
  AchievementSchema,
  AchievementUpdateSchema,
  LEVEL_ORDER_MESSAGE,
  NO_LEVEL_MESSAGE,
  UserAchievementSchema,
} from './achievement.ts';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const achievement = {
  _id: 'ach1',
  name: 'Challenger',
  description: 'Complete challenges',
  icon: '/files/trophy.png',
  colour: '#ffb300',
  metric: 'challengesCompleted',
  levels: [{ threshold: 1 }, { threshold: 5 }, { threshold: 20, name: 'Champion' }],
};

describe('AchievementSchema', () => {
  it('parses an achievement with levels', () => {
    expect(AchievementSchema.parse(achievement)).toEqual(achievement);
  });

  it('stored data without levels still parses, so it can be reported and skipped', () => {
    expect(AchievementSchema.safeParse({ ...achievement, levels: [] }).success).toBe(true);
  });

  it('refuses an unknown metric', () => {
    expect(message(AchievementSchema.safeParse({ ...achievement, metric: 'logins' }))).toMatch(
      /^Metric must be one of: challengesCompleted/,
    );
  });
});

describe('UserAchievementSchema', () => {
  it('adds the level reached and the current count', () => {
    expect(
      UserAchievementSchema.safeParse({
        ...achievement,
        level: 2,
        value: 7,
        awardedAt: '2024-05-01T10:00:00.000Z',
      }).success,
    ).toBe(true);
  });

  it('refuses a negative level', () => {
    expect(
      UserAchievementSchema.safeParse({ ...achievement, level: -1, value: 0, awardedAt: null }).success,
    ).toBe(false);
  });
});

describe('AchievementCreateSchema', () => {
  const { _id: _omit, ...body } = achievement;

  it('creates an achievement', () => {
    expect(AchievementCreateSchema.safeParse(body).success).toBe(true);
  });

  it('needs a level', () => {
    expect(message(AchievementCreateSchema.safeParse({ ...body, levels: [] }))).toBe(
      'no level found on object',
    );
    expect(NO_LEVEL_MESSAGE).toBe('no level found on object');
  });

  it('levels go up', () => {
    expect(
      message(AchievementCreateSchema.safeParse({ ...body, levels: [{ threshold: 5 }, { threshold: 5 }] })),
    ).toBe(LEVEL_ORDER_MESSAGE);
  });

  it('needs a name', () => {
    expect(message(AchievementCreateSchema.safeParse({ ...body, name: '' }))).toBe('Name is required');
  });
});

describe('AchievementUpdateSchema', () => {
  it('changes the colour', () => {
    expect(AchievementUpdateSchema.safeParse({ colour: '#000000' }).success).toBe(true);
  });

  it('refuses a target below 1', () => {
    expect(message(AchievementUpdateSchema.safeParse({ levels: [{ threshold: 0 }] }))).toBe(
      'Target must be 1 or more',
    );
  });
});
