// The options of a missing_word or fill_in_blanks question as its editor shows them: the correct options are
// the blanks' answers, in order (a missing_word's are its accepted answers), the others a word bank's extra
// words (core `blankAnswers`, `distractors`, `wordBank`).
import { BLANK } from '@brickyard/core';
import type { Option } from './types.ts';

export const newAnswerOption = (text = '', isCorrect = true): Option => ({
  _id: `new-${crypto.randomUUID()}`,
  data: { text, description: '', isCorrect, pieces: [], lhs: [], rhs: [] },
});

/** The template's blanks; null without a template (learners then see one box). */
export const blanksIn = (template: string): number | null =>
  template.trim() === '' ? null : template.split(BLANK).length - 1;

export const splitOptions = (options: readonly Option[]) => ({
  answers: options.filter((o) => o.data.isCorrect),
  others: options.filter((o) => !o.data.isCorrect),
});

/** `answers` with the one at `index` changed by `change`, made (empty) up to it when missing. */
export const withAnswer = (
  answers: readonly Option[],
  index: number,
  change: (data: Option['data']) => Partial<Option['data']>,
): Option[] => {
  const out = [...answers];
  while (out.length <= index) out.push(newAnswerOption());
  const option = out[index]!;
  out[index] = { ...option, data: { ...option.data, ...change(option.data) } };
  return out;
};

/** The extra words as options, keeping the ids of the words already there. */
export const distractorOptions = (others: readonly Option[], words: readonly string[]): Option[] =>
  words.map((word) => others.find((o) => o.data.text === word) ?? newAnswerOption(word, false));
