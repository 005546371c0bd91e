import { describe, expect, it } from 'vitest';
import { SessionAggregateSchema, SessionSchema, sessionHours } from './session.ts';

describe('SessionSchema', () => {
  const session = {
    _id: 'se1',
    user: 'u1',
    created: '2024-05-01T10:00:00.000Z',
    date_ended: null,
    totalTime: 5_400_000,
    latest: '2024-05-01T11:30:00.000Z',
  };

  it('parses an open session', () => {
    expect(SessionSchema.parse(session)).toEqual(session);
  });

  it('refuses a negative total time', () => {
    expect(SessionSchema.safeParse({ ...session, totalTime: -1 }).error?.issues[0]?.path).toEqual([
      'totalTime',
    ]);
  });

  it('refuses an end that is not a date', () => {
    expect(SessionSchema.safeParse({ ...session, date_ended: 'soon' }).success).toBe(false);
  });
});

describe('SessionAggregateSchema', () => {
  it('parses a dashboard row', () => {
    expect(
      SessionAggregateSchema.safeParse({
        _id: 'u1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'ada',
        count: 3,
        totalTime: 7_200_000,
        latest: null,
      }).success,
    ).toBe(true);
  });
});

describe('sessionHours', () => {
  it('floors milliseconds to hours', () => {
    expect(sessionHours(0)).toBe(0);
    expect(sessionHours(3_599_999)).toBe(0);
    expect(sessionHours(3_600_000)).toBe(1);
    expect(sessionHours(7_199_999)).toBe(1);
  });
});
