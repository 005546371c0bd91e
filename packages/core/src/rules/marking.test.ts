import { describe, expect, it } from 'vitest';
import { isNewFeedback, markingXp, teacherAssessmentOf, xpChange } from './marking.ts';

describe('teacherAssessmentOf', () => {
  it('no step marked is incomplete', () => {
    expect(teacherAssessmentOf(0, 3)).toBe('incomplete');
  });
  it('some steps marked is partial', () => {
    expect(teacherAssessmentOf(1, 3)).toBe('partial');
    expect(teacherAssessmentOf(2, 3)).toBe('partial');
  });
  it('every step marked is complete', () => {
    expect(teacherAssessmentOf(3, 3)).toBe('complete');
    expect(teacherAssessmentOf(1, 1)).toBe('complete');
  });
  it('work without steps cannot be marked complete', () => {
    expect(teacherAssessmentOf(0, 0)).toBe('incomplete');
  });
});

describe('markingXp', () => {
  it('gives the full value from configuration when complete: tutorial 30, challenge 60', () => {
    expect(markingXp('tutorial', 'complete')).toBe(30);
    expect(markingXp('challenge', 'complete')).toBe(60);
  });
  it('gives half the value when partial', () => {
    expect(markingXp('tutorial', 'partial')).toBe(15);
    expect(markingXp('challenge', 'partial')).toBe(30);
  });
  it('gives nothing when incomplete, and nothing for projects', () => {
    expect(markingXp('tutorial', 'incomplete')).toBe(0);
    expect(markingXp('challenge', 'incomplete')).toBe(0);
    expect(markingXp('project', 'complete')).toBe(0);
  });
});

describe('xpChange', () => {
  it('steps up and down by the difference, to one decimal', () => {
    expect(xpChange(0, 15)).toBe(15);
    expect(xpChange(15, 30)).toBe(15);
    expect(xpChange(30, 15)).toBe(-15);
    expect(xpChange(15, 0)).toBe(-15);
    expect(xpChange(0.1, 0.3)).toBe(0.2);
    expect(xpChange(30, 30)).toBe(0);
  });
});

describe('isNewFeedback', () => {
  const earlier = '2026-03-01T10:00:00.000Z';
  const later = '2026-03-01T10:00:00.001Z';
  it('is new when the teacher gave something the student has not looked at since', () => {
    expect(isNewFeedback(later, null)).toBe(true);
    expect(isNewFeedback(later, earlier)).toBe(true);
  });
  it('is not new once seen, nor when nothing was given', () => {
    expect(isNewFeedback(earlier, earlier)).toBe(false);
    expect(isNewFeedback(earlier, later)).toBe(false);
    expect(isNewFeedback(null, null)).toBe(false);
  });
});
