import { describe, expect, it } from 'vitest';
import {
  type AnswerableQuestion,
  QUESTION_PROBLEM_MESSAGES,
  questionProblems,
  unanswerableQuestions,
} from './answerable.ts';
import { TEST_CASES_MAX } from './grading.ts';

const text = (html: string) => ({ format: 'text', data: { style: 'content', text: html } }) as never;
const option = (value: string, isCorrect = false) => ({
  _id: `o-${value}`,
  data: { text: value, description: '', isCorrect, pieces: [], lhs: [], rhs: [] },
});
const question = (over: Partial<AnswerableQuestion> = {}): AnswerableQuestion => ({
  title: 'Question 1',
  fieldType: 'concept_intro',
  pieces: [],
  tasks: [],
  fieldOptions: [],
  code: [],
  ...over,
});

describe('questionProblems', () => {
  it('needs something to read: pieces with words, a task, or a title of its own', () => {
    expect(questionProblems(question())).toEqual(['noText']);
    expect(questionProblems(question({ pieces: [text('<p> &nbsp;</p>')] }))).toEqual(['noText']);
    expect(questionProblems(question({ pieces: [text('<p>Read this</p>')] }))).toEqual([]);
    expect(questionProblems(question({ tasks: [{ description: '<p>Do this</p>' }] }))).toEqual([]);
    expect(questionProblems(question({ title: 'Match the code to its result' }))).toEqual([]);
  });

  it('needs options and a correct one for a choice; a poll needs options only', () => {
    const base = { pieces: [text('<p>Pick</p>')] };
    expect(questionProblems(question({ ...base, fieldType: 'radio' }))).toEqual(['noOptions']);
    expect(
      questionProblems(question({ ...base, fieldType: 'checkbox', fieldOptions: [option('a'), option('')] })),
    ).toEqual(['noCorrectAnswer']);
    expect(
      questionProblems(question({ ...base, fieldType: 'dropdown', fieldOptions: [option('a', true)] })),
    ).toEqual([]);
    expect(questionProblems(question({ ...base, fieldType: 'poll', fieldOptions: [option('a')] }))).toEqual(
      [],
    );
    expect(questionProblems(question({ ...base, fieldType: 'poll' }))).toEqual(['noOptions']);
  });

  it('needs what the other types compare with', () => {
    const base = { pieces: [text('<p>Go</p>')] };
    expect(questionProblems(question({ ...base, fieldType: 'fill_in_blanks' }))).toEqual(['noCorrectAnswer']);
    expect(questionProblems(question({ ...base, fieldType: 'multi_stage' }))).toEqual(['noStages']);
    expect(questionProblems(question({ ...base, fieldType: 'mix_match' }))).toEqual(['noPairs']);
    expect(
      questionProblems(
        question({ ...base, fieldType: 'parsons_problem', code: [{ text: 'x', isHidden: true }] }),
      ),
    ).toEqual(['noLines']);
    expect(
      questionProblems(
        question({ ...base, fieldType: 'missing_code', code: [{ text: 'x', isHidden: false }] }),
      ),
    ).toEqual(['noMissingCode']);
    expect(questionProblems(question({ ...base, fieldType: 'textarea' }))).toEqual([]);
  });

  it('needs test cases for a code challenge, at most as many as an answer carries', () => {
    const base = { pieces: [text('<p>Write it</p>')], fieldType: 'code_challenge' as const };
    expect(questionProblems(question(base))).toEqual(['noTestCases']);
    expect(questionProblems(question({ ...base, fieldOptions: [option('hello!')] }))).toEqual([]);
    const many = Array.from({ length: TEST_CASES_MAX + 1 }, (_, i) => option(String(i)));
    expect(questionProblems(question({ ...base, fieldOptions: many }))).toEqual(['tooManyTestCases']);
    expect(QUESTION_PROBLEM_MESSAGES.tooManyTestCases(3)).toBe(
      `Question 3 has more than ${TEST_CASES_MAX} test cases`,
    );
  });

  it('needs lines in order for a parsons problem, distractors aside', () => {
    const base = { pieces: [text('<p>Order</p>')], fieldType: 'parsons_problem' as const };
    expect(questionProblems(question({ ...base, code: [{ text: '  ', isHidden: false }] }))).toEqual([
      'noLines',
    ]);
    expect(
      questionProblems(
        question({
          ...base,
          code: [
            { text: 'if x:', isHidden: false },
            { text: 'whlie x:', isHidden: true },
          ],
        }),
      ),
    ).toEqual([]);
  });
});

describe('unanswerableQuestions', () => {
  it('names each question by its number', () => {
    const ok = question({ pieces: [text('<p>Hi</p>')] });
    expect(
      unanswerableQuestions([
        ok,
        question(),
        question({ ...ok, fieldType: 'radio', fieldOptions: [option('a')] }),
      ]),
    ).toEqual([
      { index: 1, problem: 'noText', message: 'Question 2 has no text' },
      { index: 2, problem: 'noCorrectAnswer', message: 'Question 3 has no correct answer' },
    ]);
  });
});

describe('blanks and stages', () => {
  const base = { pieces: [text('<p>Go</p>')] };
  const blanks = (
    fieldType: 'missing_word' | 'fill_in_blanks',
    template: string | null,
    ...options: ReturnType<typeof option>[]
  ) =>
    questionProblems(
      question({
        ...base,
        fieldType,
        fieldOptions: options,
        additionalOptions: template === null ? {} : { template },
      }),
    );

  it('fill_in_blanks: one answer per blank of its template; distractors do not count', () => {
    expect(
      blanks('fill_in_blanks', 'a ___ b ___', option('x', true), option('y', true), option('z')),
    ).toEqual([]);
    expect(blanks('fill_in_blanks', 'a ___ b ___', option('x', true), option('z'))).toEqual([
      'blanksMismatch',
    ]);
    expect(blanks('fill_in_blanks', 'a ___', option('x', true), option('y', true))).toEqual([
      'blanksMismatch',
    ]);
    expect(blanks('fill_in_blanks', 'a ___ b ___', option('x', true), option('', true))).toEqual([
      'blanksMismatch',
    ]);
    expect(blanks('fill_in_blanks', 'no gaps', option('x', true))).toEqual(['noBlanks']);
    expect(blanks('fill_in_blanks', null, option('x', true))).toEqual([]);
  });

  it('missing_word: one blank and a correct answer (several accepted answers allowed)', () => {
    expect(blanks('missing_word', 'The sky is ___', option('blue', true), option('azure', true))).toEqual([]);
    expect(blanks('missing_word', null, option('blue', true))).toEqual([]);
    expect(blanks('missing_word', 'The ___ is ___', option('sky', true))).toEqual(['blanksMismatch']);
    expect(blanks('missing_word', 'The sky is ___', option('blue'))).toEqual(['noCorrectAnswer']);
  });

  it('multi_stage: every stage has a prompt and an answer', () => {
    const stage = (description: string, value: string) => ({
      ...option(value, true),
      data: { ...option(value, true).data, description },
    });
    const problems = (...options: ReturnType<typeof option>[]) =>
      questionProblems(question({ ...base, fieldType: 'multi_stage', fieldOptions: options }));
    expect(problems(stage('Make x 5', 'x = 5'))).toEqual([]);
    expect(problems(stage('Make x 5', 'x = 5'), stage('', 'y'))).toEqual(['stageIncomplete']);
    expect(problems(stage('Make x 5', ' '))).toEqual(['stageIncomplete']);
  });
});
