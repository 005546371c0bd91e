// The course home's progress (a share of every stage's items) and the stage it opens at first.
import type { HomeItem, HomeStage } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { coursePercent, defaultOpenStages } from './course-home-stages.ts';

const item = (complete: boolean): HomeItem => ({
  _id: `i${Math.random()}`,
  kind: 'bricks',
  title: 'Item',
  description: '',
  type: null,
  xp: 0,
  complete,
  started: complete,
  locked: false,
  requires: [],
  conceptIntro: null,
  boost: null,
});

const stage = (_id: string, items: HomeItem[], locked = false): HomeStage => ({
  _id,
  title: _id,
  description: '',
  locked,
  sections: { introQuizzes: [], topics: [], tutorials: items, challenges: [], finalQuizzes: [], exams: [] },
});

describe('coursePercent', () => {
  it('is the share of items complete over every stage, rounded', () => {
    expect(coursePercent([stage('a', [item(true), item(false)]), stage('b', [item(false)])])).toBe(33);
    expect(coursePercent([stage('a', [item(true)])])).toBe(100);
  });

  it('is 0 for a course without items', () => {
    expect(coursePercent([])).toBe(0);
    expect(coursePercent([stage('a', [])])).toBe(0);
  });
});

describe('defaultOpenStages', () => {
  it('opens the first unlocked stage with something left to do', () => {
    const stages = [stage('a', [item(true)]), stage('b', [item(false)], true), stage('c', [item(false)])];
    expect(defaultOpenStages(stages)).toEqual(['c']);
  });

  it('opens the first stage when nothing is left to do', () => {
    expect(defaultOpenStages([stage('a', [item(true)]), stage('b', [])])).toEqual(['a']);
  });
});
