// When the Check button may be pressed: once the learner has given enough for each type of question.
import { BLANK, type LearnerQuestion } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { readyToCheck } from './ready-to-check.ts';

const question = (fieldType: string, change: Partial<LearnerQuestion> = {}): LearnerQuestion => ({
  _id: 'q',
  title: 'Q',
  fieldType,
  pieces: [],
  tasks: [],
  postTaskPieces: [],
  hints: [],
  hintCount: 0,
  explanationRequired: false,
  options: [],
  template: null,
  words: [],
  left: [],
  right: [],
  stages: [],
  lines: [],
  cases: [],
  code: [],
  preview: null,
  ...change,
});

describe('readyToCheck', () => {
  it('is always ready on a concept introduction, never on an unknown type', () => {
    expect(readyToCheck(question('concept_intro'), {}, 0)).toBe(true);
    expect(readyToCheck(question('hologram'), { text: 'x' }, 0)).toBe(false);
  });

  it('waits for a choice, or at least one box', () => {
    for (const type of ['radio', 'dropdown', 'poll']) {
      expect(readyToCheck(question(type), {}, 0)).toBe(false);
      expect(readyToCheck(question(type), { option: 'o1' }, 0)).toBe(true);
    }
    expect(readyToCheck(question('checkbox'), { options: [] }, 0)).toBe(false);
    expect(readyToCheck(question('checkbox'), { options: ['o1'] }, 0)).toBe(true);
  });

  it('waits for text that is not only spaces', () => {
    for (const type of ['textfield', 'missing_word', 'textarea']) {
      expect(readyToCheck(question(type), { text: '  ' }, 0)).toBe(false);
      expect(readyToCheck(question(type), { text: 'x' }, 0)).toBe(true);
    }
  });

  it('waits for every blank of a template, and of missing code', () => {
    const blanks = question('fill_in_blanks', { template: `a ${BLANK} b ${BLANK}` });
    expect(readyToCheck(blanks, { blanks: ['x', ' '] }, 0)).toBe(false);
    expect(readyToCheck(blanks, { blanks: ['x', 'y'] }, 0)).toBe(true);
    const code = question('missing_code', { code: ['print(', null, ')', null] });
    expect(readyToCheck(code, { blanks: ['1'] }, 0)).toBe(false);
    expect(readyToCheck(code, { blanks: ['1', '2'] }, 0)).toBe(true);
  });

  it('waits for a match for every left item', () => {
    const match = question('mix_match', { left: ['a', 'b'], right: ['1', '2'] });
    expect(readyToCheck(match, { matches: ['1', ''] }, 0)).toBe(false);
    expect(readyToCheck(match, { matches: ['1', '2'] }, 0)).toBe(true);
  });

  it('waits for the current stage of a multi-stage question', () => {
    const stages = question('multi_stage', { stages: ['one', 'two'] });
    expect(readyToCheck(stages, { stages: ['x'] }, 1)).toBe(false);
    expect(readyToCheck(stages, { stages: ['x', 'y'] }, 1)).toBe(true);
  });

  it('waits for a line in a parsons program', () => {
    expect(readyToCheck(question('parsons_problem'), { lines: [] }, 0)).toBe(false);
    expect(readyToCheck(question('parsons_problem'), { lines: [{ text: 'x', indent: 0 }] }, 0)).toBe(true);
  });

  it('waits for an output for every test case of a code challenge (one when it has none)', () => {
    const cases = [
      { input: '', expected: '1', hidden: false },
      { input: '2', expected: null, hidden: true },
    ];
    expect(readyToCheck(question('code_challenge', { cases }), { outputs: ['1'] }, 0)).toBe(false);
    expect(readyToCheck(question('code_challenge', { cases }), { outputs: ['1', '2'] }, 0)).toBe(true);
    expect(readyToCheck(question('code_challenge'), { outputs: ['x'] }, 0)).toBe(true);
  });
});
