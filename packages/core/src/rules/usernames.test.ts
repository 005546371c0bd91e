import { describe, expect, it } from 'vitest';
import { nextFreeUsername, usernameBase } from './usernames.ts';

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
