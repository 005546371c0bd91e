import { describe, expect, it } from 'vitest';
import { meanPercent, percentOf, progressStatus, trackerProgress } from './progress.ts';

describe('progressStatus', () => {
  it('above 95 is completed', () => {
    expect(progressStatus(100)).toBe('completed');
    expect(progressStatus(95.1)).toBe('completed');
  });
  it('95 itself and anything above 5 is in progress', () => {
    expect(progressStatus(95)).toBe('inProgress');
    expect(progressStatus(50)).toBe('inProgress');
    expect(progressStatus(5.1)).toBe('inProgress');
  });
  it('5 and below is not started', () => {
    expect(progressStatus(5)).toBe('notStarted');
    expect(progressStatus(0)).toBe('notStarted');
  });
});

describe('percentOf and meanPercent', () => {
  it('rounds to one decimal and never divides by zero', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 4)).toBe(100);
  });
  it('averages to one decimal, 0 for nothing', () => {
    expect(meanPercent(150, 3)).toBe(50);
    expect(meanPercent(133.3, 2)).toBe(66.7);
    expect(meanPercent(0, 0)).toBe(0);
  });
});

describe('trackerProgress', () => {
  it('a completed tracker is 100 whatever its body', () => {
    expect(trackerProgress('assessment', true, {})).toBe(100);
    expect(trackerProgress('challenge', true, { decomposition: [] })).toBe(100);
  });
  it('an assessment counts the questions answered or skipped, each once', () => {
    const body = { questionsCompleted: ['q1', 'q2'], questionsSkipped: ['q3', 'q2'] };
    expect(trackerProgress('assessment', false, body, 4)).toBe(75);
    expect(trackerProgress('assessment', false, body, 0)).toBe(0);
  });
  it('a brick reads its aggregated progress, kept between 0 and 100', () => {
    expect(trackerProgress('action', false, { current_progress: 66.7 })).toBe(66.7);
    expect(trackerProgress('action', false, { current_progress: 140 })).toBe(100);
    expect(trackerProgress('action', false, {})).toBe(0);
  });
  it('a challenge counts its ticked steps', () => {
    const decomposition = [{ completed: true }, { completed: false }, { completed: true }, {}];
    expect(trackerProgress('challenge', false, { decomposition })).toBe(50);
  });
  it('a topic is done when its introduction is', () => {
    expect(trackerProgress('topic', false, { introductionComplete: true })).toBe(100);
    expect(trackerProgress('topic', false, { boostComplete: true })).toBe(0);
  });
  it('anything else is 0 until completed', () => {
    expect(trackerProgress('quiz', false, { started: true })).toBe(0);
  });
});
