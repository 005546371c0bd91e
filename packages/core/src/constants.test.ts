import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import { SYSTEM_CONSTANTS } from './constants.ts';

describe('constants', () => {
  it('has the spec numbers', () => {
    expect(constants.DEFAULT_TABLE_PAGE_SIZE).toBe(10);
    expect(constants.TABLE_FILTER_DELAY_MS).toBe(500);
    expect(constants.USERS_TABLE_FILTER_DELAY_MS).toBe(1000);
    expect(constants.CONTENT_TABLE_FILTER_DELAY_MS).toBe(1000);
    expect(constants.PROGRESS_PAGE_SIZE).toBe(20);
    expect(constants.INSTRUCTORS_PAGE_SIZE).toBe(10);
    expect(constants.SESSIONS_PAGE_SIZE).toBe(3);
    expect(constants.CLASS_PROJECTS_PAGE_SIZE).toBe(25);
    expect(constants.ADMIN_PROJECTS_PAGE_SIZE).toBe(24);
    expect(constants.PROFILE_PROJECTS_PAGE_SIZE).toBe(24);
    expect(constants.PROJECT_WALL_PAGE_SIZE).toBe(24);
    expect(constants.XP_BY_TYPE).toEqual({
      conceptIntro: 10,
      boost: 15,
      quiz: 15,
      tutorial: 30,
      challenge: 60,
    });
    expect(constants.SKIP_AFTER_FAILED_ATTEMPTS).toBe(3);
    expect(constants.AGE_THRESHOLD).toBe(13);
    expect(constants.HOME_REDIRECT_DELAY_MS).toBe(500);
    expect(constants.PROGRESS_COMPLETE_ABOVE).toBe(95);
    expect(constants.PROGRESS_IN_PROGRESS_ABOVE).toBe(5);
    expect(constants.ESTABLISHMENT_SEARCH_MIN).toBe(3);
    expect(constants.SEARCH_RESULTS_MAX).toBe(32);
    expect(constants.REFERENCE_QUERY_LIMIT).toBe(999);
    expect(constants.ACHIEVEMENTS_SHOWN_FIRST).toBe(4);
    expect(constants.PROJECT_CAROUSEL_SLIDES).toBe(4);
    expect(constants.TAG_LOOKUP_LIMIT).toBe(5);
    expect(constants.MIX_MATCH_REFRESH_MS).toBe(100);
    expect(constants.TOPICS_PER_PAIR_MAX).toBe(25);
    expect(constants.FAQ_TAGS_MAX).toBe(5);
    expect(constants.STICKER_TITLE_MAX).toBe(11);
    expect(constants.PROJECT_NAME_MAX).toBe(30);
    expect(constants.PASSWORD_MIN).toBe(4);
    expect(constants.LAST_NAME_MAX).toBe(16);
    expect(constants.AVATAR_COUNT).toBe(12);
  });

  it('has the spec lists', () => {
    expect(constants.STAGE_SECTION_ORDER).toEqual([
      'introQuizzes',
      'topics',
      'tutorials',
      'challenges',
      'finalQuizzes',
      'exams',
    ]);
    expect(constants.YEAR_GROUPS[0]).toBe('Year 7');
    expect(constants.YEAR_GROUPS.at(-1)).toBe('Year 13');
    expect(constants.YEAR_GROUPS).toHaveLength(7);
    expect(constants.KEY_STAGES).toEqual(['KS1', 'KS2', 'KS3', 'KS4', 'KS5']);
    expect(constants.LEVELS).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(constants.DURATIONS).toEqual(['short', 'medium', 'long']);
    expect(constants.TIME_SCALES_DAYS).toEqual({ daily: 1, weekly: 7, monthly: 30, yearly: 365 });
    expect(constants.PROJECT_SORTS.map((s) => s.label)).toEqual(['Update At', 'Created At', 'A-Z', 'Z-A']);
    expect(constants.PROJECT_SORTS.map((s) => s.value)).toContain(constants.PROJECT_DEFAULT_SORT);
  });

  it('SYSTEM_CONSTANTS holds every exported constant by name', () => {
    const exported = Object.entries(constants).filter(([name]) => name !== 'SYSTEM_CONSTANTS');
    expect(exported.length).toBeGreaterThan(50);
    for (const [name, value] of exported) expect(SYSTEM_CONSTANTS[name], name).toBe(value);
    expect(Object.keys(SYSTEM_CONSTANTS).sort()).toEqual(exported.map(([name]) => name).sort());
  });

  it('SYSTEM_CONSTANTS cannot be changed at run time', () => {
    expect(Object.isFrozen(SYSTEM_CONSTANTS)).toBe(true);
  });
});
