import { describe, expect, it } from 'vitest';
import { blanksIn, distractorOptions, newAnswerOption, splitOptions, withAnswer } from './blanks.ts';

describe('the blanks editor', () => {
  it('counts the blanks of a template; none without a template', () => {
    expect(blanksIn('a ___ b ___')).toBe(2);
    expect(blanksIn('no gaps')).toBe(0);
    expect(blanksIn('  ')).toBeNull();
  });

  it('splits answers from extra words, and makes an answer for a blank that has none', () => {
    const options = [newAnswerOption('for'), newAnswerOption('do', false)];
    const { answers, others } = splitOptions(options);
    expect(answers.map((o) => o.data.text)).toEqual(['for']);
    expect(others.map((o) => o.data.text)).toEqual(['do']);
    const grown = withAnswer(answers, 2, () => ({ text: 'in' }));
    expect(grown.map((o) => [o.data.text, o.data.isCorrect])).toEqual([
      ['for', true],
      ['', true],
      ['in', true],
    ]);
    expect(answers).toHaveLength(1);
  });

  it('keeps the ids of extra words already there', () => {
    const others = [newAnswerOption('do', false)];
    const next = distractorOptions(others, ['do', 'if']);
    expect(next[0]!._id).toBe(others[0]!._id);
    expect(next[1]!.data).toMatchObject({ text: 'if', isCorrect: false });
  });
});
