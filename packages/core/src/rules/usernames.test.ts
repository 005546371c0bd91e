import { describe, expect, it } from 'vitest';
import {
  assignUsernames,
  nextFreeUsername,
  SUGGESTION_BATCH,
  usernameBase,
  usernameSuggestions,
} from './usernames.ts';

describe('usernameBase', () => {
  it.each([
    ['Zoë', 'zoe'],
    ['José María', 'josemaria'],
    ['Søren', 'soren'],
    ["O'Neil-Smith", 'oneilsmith'],
    ['Ærø', 'aero'],
    ['نور', 'student'],
    ['', 'student'],
    ['Bartholomew-Maximilian', 'bartholomewmaximilia'],
  ])('%s → %s', (name, base) => expect(usernameBase(name)).toBe(base));
});

describe('nextFreeUsername', () => {
  it('counts from 1 and skips the taken ones', () => {
    expect(nextFreeUsername('sam', new Set())).toBe('sam1');
    expect(nextFreeUsername('sam', new Set(['sam1', 'sam2', 'sam4']))).toBe('sam3');
  });
});

describe('assignUsernames', () => {
  it('gives names that fold alike the next counters, after the taken ones', () => {
    expect(
      assignUsernames(['José', 'Jose', 'Zoë', 'josé', '', '李'], new Set(['jose1', 'jose3', 'student1'])),
    ).toEqual(['jose2', 'jose4', 'zoe1', 'jose5', 'student2', 'student3']);
  });
});

describe('usernameSuggestions', () => {
  it('offers the base with random numbers, short ones first, longer ones in later rounds', () => {
    const asked: [number, number][] = [];
    let next = 0;
    const fake = (min: number, max: number) => {
      asked.push([min, max]);
      next += 1;
      return min + next;
    };
    const first = usernameSuggestions('zoe', 0, fake);
    expect(first).toHaveLength(SUGGESTION_BATCH);
    expect(first[0]).toBe('zoe11');
    expect(asked.every(([min, max]) => min === 10 && max === 1000)).toBe(true);
    asked.length = 0;
    expect(usernameSuggestions('zoe', 1, fake)[0]).toMatch(/^zoe1\d{3}$/);
    expect(asked[0]).toEqual([1000, 100000]);
    expect(usernameSuggestions('zoe', 5, fake)[0]).toMatch(/^zoe\d{4,5}$/);
  });

  it('offers each candidate once, always a full batch of them', () => {
    // Each number drawn twice in a row: the repeats are drawn again, not dropped.
    let draws = 0;
    const twice = (min: number) => min + Math.floor(draws++ / 2);
    const batch = usernameSuggestions('sam', 0, twice);
    expect(batch).toHaveLength(SUGGESTION_BATCH);
    expect(new Set(batch).size).toBe(SUGGESTION_BATCH);
  });
});
