import { describe, expect, it } from 'vitest';
import { assignUsernames, nextFreeUsername, usernameBase } from './usernames.ts';

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
