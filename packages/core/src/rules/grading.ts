// Grading a learner's answer on the server (DECISIONS.md: answers never reach the browser before answering),
// with the rules of §5 and the feedback texts of §8. Code-running types (code_challenge, missing_code) are run
// in the learner's browser sandbox, which reports the program's output; the server compares it with what the
// author expects (docs/decisions.md, "Code questions").
import { z } from 'zod';
import { TEXTAREA_ANSWER_MIN_LENGTH, TEXTFIELD_ANSWER_MIN_LENGTH, XP_BY_TYPE } from '../constants.ts';
import { westernDigits } from './digits.ts';

/** At most this many test cases a code_challenge runs, and this much output each. */
export const TEST_CASES_MAX = 50;
export const OUTPUT_MAX = 100_000;

import type { Question } from '../model/assessment.ts';

export const FEEDBACK_CORRECT = 'Correct! well done.';
export const FEEDBACK_WRONG = "Sorry, that wasn't quite right";
export const FEEDBACK_WRONG_RETRY = "Sorry, that wasn't quite right, try again";
export const FEEDBACK_THANKS = 'Thanks for the answer';
export const FEEDBACK_GREAT = 'Great';
export const EXPLANATION_REQUIRED = 'Please explain your answer before checking it';
export const TEXTAREA_TOO_SHORT = `Please write more than ${TEXTAREA_ANSWER_MIN_LENGTH - 1} characters`;
export const TEXTFIELD_EMPTY = 'Please write an answer';
export const RUN_FIRST = 'Run your code before checking it';

/** What a learner sends for one question; which fields count depends on the question's type. */
export const AnswerSchema = z
  .object({
    /** radio, dropdown, poll: the chosen option. */
    option: z.string().max(64).optional(),
    /** checkbox: the chosen options. */
    options: z.array(z.string().max(64)).max(100).optional(),
    /** textfield, textarea, missing_word: the typed text. */
    text: z.string().max(20_000).optional(),
    /** fill_in_blanks, missing_code: one text per blank, in order. */
    blanks: z.array(z.string().max(1000)).max(100).optional(),
    /** mix_match: for each left item in order, the right item the learner put beside it. */
    matches: z.array(z.string().max(1000)).max(100).optional(),
    /**
     * parsons_problem: the lines as arranged, by their text without indentation, with their indent level.
     * Lines are named by text, not by position, so what the learner receives says nothing of the order.
     */
    lines: z
      .array(z.object({ text: z.string().max(1000), indent: z.number().int().min(0).max(20) }).strict())
      .max(200)
      .optional(),
    /** multi_stage: the answers to the stages so far, in order. */
    stages: z.array(z.string().max(1000)).max(50).optional(),
    /**
     * code_challenge: what the program printed for each test case, in order; missing_code: what the completed
     * program printed, when it was run.
     */
    outputs: z.array(z.string().max(OUTPUT_MAX)).max(TEST_CASES_MAX).optional(),
    /** Required when the question asks for an explanation. */
    explanation: z.string().max(20_000).optional(),
  })
  .strict();
export type Answer = z.infer<typeof AnswerSchema>;

/** The question types whose answers are programs run in the browser's sandbox. */
export const runsCode = (fieldType: string) => fieldType === 'code_challenge' || fieldType === 'missing_code';

/** A code_challenge's test cases: its options, each an input (`description`) and expected output (`text`). */
export const testCases = (question: Pick<Question, 'fieldOptions'>) =>
  question.fieldOptions.map((option) => ({
    input: option.data.description,
    expected: option.data.text,
    hidden: option.data.hidden === true,
  }));

/** A test case's input as the lines a program reads, one per `input()` or `prompt()`. */
export const inputLines = (input: string) => (input === '' ? [] : input.replace(/\r\n?/g, '\n').split('\n'));

const normalOutput = (text: string) =>
  westernDigits(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');

/**
 * Program output compared as a reader would: spaces at line ends and blank lines at the end do not count, and
 * Arabic-Indic or Persian digits are the digits they stand for.
 */
export const sameOutput = (expected: string, actual: string) =>
  normalOutput(expected) === normalOutput(actual);

export type Verdict =
  | { status: 'correct' | 'wrong' | 'accepted'; feedback: string; cases?: boolean[] }
  /** The answer cannot be judged yet (too short, explanation missing): not an attempt. */
  | { status: 'incomplete'; feedback: string }
  /** multi_stage: the stages answered so far are right and more follow; not an attempt. */
  | { status: 'continue'; feedback: string };

type Gradable = Pick<Question, 'fieldType' | 'fieldOptions' | 'explanationRequired' | 'code' | 'output'>;

/** Code compared as §5 says: whitespace does not count. */
export const sameCode = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * A typed answer compared as §5 says (whitespace does not count), with Arabic-Indic or Persian digits read as
 * the digits they stand for: ٢٠ answers 20 (issue 18). Code blanks use `sameCode`: a program needs 0–9.
 */
export const sameText = (a: string, b: string) => sameCode(westernDigits(a), westernDigits(b));

const correctOptions = (question: Gradable) => question.fieldOptions.filter((o) => o.data.isCorrect);

/** The answers one option accepts: its text and the author's alternatives ("colour", "color"). */
export const acceptedTexts = (option: Pick<Question['fieldOptions'][number], 'data'>): string[] => [
  option.data.text,
  ...(option.data.alternatives ?? []).filter((text) => text.trim() !== ''),
];

/** Whether `given` is one of the answers `option` accepts. */
const accepts = (option: Pick<Question['fieldOptions'][number], 'data'>, given: string) =>
  acceptedTexts(option).some((text) => sameText(text, given));

/**
 * The answer of each blank of a missing_word or fill_in_blanks question, in order: its correct options (the
 * others are a word bank's distractors).
 */
export const blankAnswers = (question: Pick<Question, 'fieldOptions'>) =>
  question.fieldOptions.filter((o) => o.data.isCorrect);

/** A fill_in_blanks question's distractors: its options that are not correct, with text. */
export const distractors = (question: Pick<Question, 'fieldOptions'>) =>
  question.fieldOptions.filter((o) => !o.data.isCorrect && o.data.text.trim() !== '');

const leadingSpaces = (text: string) => (/^[ \t]*/.exec(text)?.[0] ?? '').replaceAll('\t', '    ').length;

/** The order and indent levels a parsons problem expects: its non-hidden lines (hidden ones are distractors). */
export const parsonsSolution = (question: Pick<Question, 'code'>): { text: string; indent: number }[] => {
  const lines = question.code
    .map((token, index) => ({ index, token }))
    .filter(({ token }) => !token.isHidden);
  const unit = Math.min(
    ...lines.map(({ token }) => leadingSpaces(token.text)).filter((n) => n > 0),
    Infinity,
  );
  return lines.map(({ token }) => ({
    text: token.text.trim(),
    indent: unit === Infinity ? 0 : Math.round(leadingSpaces(token.text) / unit),
  }));
};

/**
 * A multi_stage question's stages: its options in order, each with a prompt (`description`), a right answer
 * (`text`) and the other answers it accepts (`alternatives`).
 */
export const multiStageAnswers = (question: Pick<Question, 'fieldOptions'>) =>
  question.fieldOptions.map((option) => option.data.text);

/**
 * The verdict on one answer. `retry`: the question belongs to a concept intro, whose wrong answers invite
 * another try without limit (§4), so their feedback says so.
 */
export const gradeAnswer = (
  question: Gradable,
  answer: Answer,
  options: { retry?: boolean } = {},
): Verdict => {
  const judge = (correct: boolean): Extract<Verdict, { status: 'correct' | 'wrong' | 'accepted' }> =>
    correct
      ? { status: 'correct', feedback: FEEDBACK_CORRECT }
      : { status: 'wrong', feedback: options.retry ? FEEDBACK_WRONG_RETRY : FEEDBACK_WRONG };
  if (question.explanationRequired && !answer.explanation?.trim())
    return { status: 'incomplete', feedback: EXPLANATION_REQUIRED };
  const text = answer.text ?? '';
  switch (question.fieldType) {
    case 'concept_intro':
      return { status: 'accepted', feedback: FEEDBACK_GREAT };
    case 'poll':
      return answer.option && question.fieldOptions.some((o) => o._id === answer.option)
        ? { status: 'accepted', feedback: FEEDBACK_THANKS }
        : { status: 'incomplete', feedback: TEXTFIELD_EMPTY };
    case 'textarea':
      return text.trim().length >= TEXTAREA_ANSWER_MIN_LENGTH
        ? { status: 'accepted', feedback: FEEDBACK_THANKS }
        : { status: 'incomplete', feedback: TEXTAREA_TOO_SHORT };
    case 'radio':
    case 'dropdown':
      return judge(correctOptions(question).some((o) => o._id === answer.option));
    case 'checkbox': {
      const chosen = new Set(answer.options ?? []);
      const expected = new Set(correctOptions(question).map((o) => o._id));
      return judge(chosen.size === expected.size && [...chosen].every((id) => expected.has(id)));
    }
    case 'textfield':
    case 'missing_word': {
      if (text.trim().length < TEXTFIELD_ANSWER_MIN_LENGTH)
        return { status: 'incomplete', feedback: TEXTFIELD_EMPTY };
      const expected = correctOptions(question);
      // With no expected text, any answer is welcome: the question collects one.
      if (expected.length === 0) return { status: 'accepted', feedback: FEEDBACK_THANKS };
      return judge(expected.some((o) => accepts(o, text)));
    }
    case 'fill_in_blanks': {
      const expected = blankAnswers(question);
      const blanks = answer.blanks ?? [];
      return judge(
        blanks.length === expected.length && expected.every((option, i) => accepts(option, blanks[i] ?? '')),
      );
    }
    case 'mix_match': {
      const pairs = question.fieldOptions.flatMap((o) => o.data.rhs);
      const matches = answer.matches ?? [];
      return judge(
        pairs.length > 0 &&
          matches.length === pairs.length &&
          pairs.every((rhs, i) => sameText(rhs, matches[i] ?? '')),
      );
    }
    case 'parsons_problem': {
      const expected = parsonsSolution(question);
      const lines = answer.lines ?? [];
      return judge(
        lines.length === expected.length &&
          expected.every(
            (line, i) => lines[i]?.text.trim() === line.text && lines[i]?.indent === line.indent,
          ),
      );
    }
    case 'multi_stage': {
      const expected = question.fieldOptions;
      const given = answer.stages ?? [];
      if (expected.length === 0) return { status: 'accepted', feedback: FEEDBACK_THANKS };
      if (given.length === 0 || given.length > expected.length || given.some((t) => !t.trim()))
        return { status: 'incomplete', feedback: TEXTFIELD_EMPTY };
      if (!given.every((text, i) => accepts(expected[i]!, text))) return judge(false);
      return given.length < expected.length
        ? { status: 'continue', feedback: FEEDBACK_CORRECT }
        : judge(true);
    }
    case 'code_challenge': {
      const cases = testCases(question);
      const outputs = answer.outputs ?? [];
      // Without test cases the question collects a program: one run of it is the answer.
      if (cases.length === 0 && outputs.length > 0) return { status: 'accepted', feedback: FEEDBACK_THANKS };
      if (cases.length === 0 || outputs.length !== cases.length)
        return { status: 'incomplete', feedback: RUN_FIRST };
      const passed = cases.map((c, i) => sameOutput(c.expected, outputs[i]!));
      return { ...judge(passed.every(Boolean)), cases: passed };
    }
    case 'missing_code': {
      const hidden = question.code.filter((token) => token.isHidden).map((token) => token.text);
      const blanks = answer.blanks ?? [];
      if (blanks.length !== hidden.length || blanks.some((blank) => !blank.trim()))
        return { status: 'incomplete', feedback: TEXTFIELD_EMPTY };
      if (hidden.every((text, i) => sameCode(text, blanks[i]!))) return judge(true);
      // Another completion is right too when the program then prints what the author expects.
      const expected = question.output?.type === 'text' ? question.output.value : '';
      const output = answer.outputs?.[0];
      return judge(expected.trim() !== '' && output !== undefined && sameOutput(expected, output));
    }
    default:
      throw new Error(`${question.fieldType} answers are not graded here`);
  }
};

/** xp for finishing an assessment of this type (§9); an unknown type counts 0 (the server logs it). */
export const xpForType = (type: string): number =>
  Object.hasOwn(XP_BY_TYPE, type) ? XP_BY_TYPE[type as keyof typeof XP_BY_TYPE] : 0;
