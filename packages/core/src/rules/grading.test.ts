import { describe, expect, it } from 'vitest';
import type { FieldType, Option, Question } from '../model/assessment.ts';
import {
  EXPLANATION_REQUIRED,
  FEEDBACK_CORRECT,
  FEEDBACK_GREAT,
  FEEDBACK_THANKS,
  FEEDBACK_WRONG,
  FEEDBACK_WRONG_RETRY,
  gradeAnswer,
  inputLines,
  parsonsSolution,
  RUN_FIRST,
  sameOutput,
  sameText,
  TEXTAREA_TOO_SHORT,
  TEXTFIELD_EMPTY,
  xpForType,
} from './grading.ts';

const option = (
  _id: string,
  text: string,
  isCorrect = false,
  lhs: string[] = [],
  rhs: string[] = [],
): Option => ({
  _id,
  data: { text, description: '', isCorrect, pieces: [], lhs, rhs },
});

const question = (
  fieldType: FieldType,
  fieldOptions: Option[] = [],
  extra: Partial<Pick<Question, 'explanationRequired' | 'code' | 'output'>> = {},
) => ({ fieldType, fieldOptions, explanationRequired: false, code: [], output: null, ...extra });

const status = (q: ReturnType<typeof question>, answer: Parameters<typeof gradeAnswer>[1]) =>
  gradeAnswer(q, answer).status;

describe('sameText', () => {
  it('ignores whitespace anywhere, but not case or other characters', () => {
    expect(sameText('print( "hi" )', 'print("hi")')).toBe(true);
    expect(sameText(' let x = 1 ;\n', 'letx=1;')).toBe(true);
    expect(sameText('Print', 'print')).toBe(false);
  });

  it('reads Arabic-Indic and Persian digits as the digits they stand for', () => {
    expect(sameText('20', '٢٠')).toBe(true);
    expect(sameText('20', '۲۰')).toBe(true);
    expect(sameText('20', '٢١')).toBe(false);
  });
});

describe('answers typed with Arabic-Indic digits (issue 18)', () => {
  it('are right where Western digits are: textfield, blanks, stages, program output', () => {
    expect(status(question('textfield', [option('a', '20', true)]), { text: '٢٠' })).toBe('correct');
    expect(status(question('missing_word', [option('a', '20', true)]), { text: '۲۰' })).toBe('correct');
    expect(status(question('textfield', [option('a', '20', true)]), { text: '٢١' })).toBe('wrong');
    expect(
      status(question('fill_in_blanks', [option('a', '3', true), option('b', '4', true)]), {
        blanks: ['٣', '4'],
      }),
    ).toBe('correct');
    expect(status(question('multi_stage', [option('a', '12')]), { stages: ['١٢'] })).toBe('correct');
    expect(sameOutput('20\n', '٢٠')).toBe(true);
  });

  it('are not code: a missing_code blank needs the digits a program reads', () => {
    const q = question('missing_code', [], {
      code: [
        { text: 'let x = ', isHidden: false },
        { text: '20', isHidden: true },
      ] as Question['code'],
    });
    expect(status(q, { blanks: ['20'] })).toBe('correct');
    expect(status(q, { blanks: ['٢٠'] })).toBe('wrong');
  });
});

describe('gradeAnswer', () => {
  const choices = [option('a', 'A'), option('b', 'B', true), option('c', 'C', true)];

  it('radio and dropdown: correct only for a correct option', () => {
    for (const type of ['radio', 'dropdown'] as const) {
      expect(gradeAnswer(question(type, choices), { option: 'b' })).toEqual({
        status: 'correct',
        feedback: FEEDBACK_CORRECT,
      });
      expect(gradeAnswer(question(type, choices), { option: 'a' })).toEqual({
        status: 'wrong',
        feedback: FEEDBACK_WRONG,
      });
      expect(status(question(type, choices), {})).toBe('wrong');
    }
  });

  it('checkbox: correct only when the chosen set equals the correct set', () => {
    const q = question('checkbox', choices);
    expect(status(q, { options: ['c', 'b'] })).toBe('correct');
    expect(status(q, { options: ['b'] })).toBe('wrong');
    expect(status(q, { options: ['a', 'b', 'c'] })).toBe('wrong');
    expect(status(q, { options: [] })).toBe('wrong');
  });

  it('textfield and missing_word: the expected text, whitespace ignored; at least one character', () => {
    for (const type of ['textfield', 'missing_word'] as const) {
      const q = question(type, [option('x', 'console.log', true)]);
      expect(status(q, { text: ' console . log ' })).toBe('correct');
      expect(status(q, { text: 'print' })).toBe('wrong');
      expect(gradeAnswer(q, { text: '  ' })).toEqual({ status: 'incomplete', feedback: TEXTFIELD_EMPTY });
    }
    expect(gradeAnswer(question('textfield'), { text: 'anything' })).toEqual({
      status: 'accepted',
      feedback: FEEDBACK_THANKS,
    });
  });

  it('textarea: more than 5 characters, then always accepted', () => {
    expect(gradeAnswer(question('textarea'), { text: 'short' })).toEqual({
      status: 'incomplete',
      feedback: TEXTAREA_TOO_SHORT,
    });
    expect(gradeAnswer(question('textarea'), { text: 'longer' })).toEqual({
      status: 'accepted',
      feedback: FEEDBACK_THANKS,
    });
  });

  it('fill_in_blanks: every blank in order, whitespace ignored', () => {
    const q = question('fill_in_blanks', [
      option('1', 'for', true),
      option('2', 'in', true),
      option('3', 'while'),
    ]);
    expect(status(q, { blanks: ['for', ' in'] })).toBe('correct');
    expect(status(q, { blanks: ['in', 'for'] })).toBe('wrong');
    expect(status(q, { blanks: ['for'] })).toBe('wrong');
  });

  it("accepts an option's alternatives as well as its text, for every typed type", () => {
    const colour = {
      ...option('c', 'colour', true),
      data: { ...option('c', 'colour', true).data, alternatives: ['color', ' '] },
    };
    for (const fieldType of ['textfield', 'missing_word'] as const) {
      expect(status(question(fieldType, [colour]), { text: 'color' })).toBe('correct');
      expect(status(question(fieldType, [colour]), { text: 'colours' })).toBe('wrong');
    }
    const blanks = question('fill_in_blanks', [option('1', 'red', true), colour, option('3', 'size')]);
    expect(status(blanks, { blanks: ['red', 'color'] })).toBe('correct');
    expect(status(blanks, { blanks: ['red', 'size'] })).toBe('wrong');
    const stages = question('multi_stage', [colour]);
    expect(status(stages, { stages: ['color'] })).toBe('correct');
    // An empty alternative accepts nothing.
    expect(status(stages, { stages: [' '] })).toBe('incomplete');
  });

  it('mix_match: each left item beside its own right item', () => {
    const q = question('mix_match', [
      option('m', '', false, ['print', 'input'], ['shows text', 'asks a question']),
    ]);
    expect(status(q, { matches: ['shows text', 'asks a question'] })).toBe('correct');
    expect(status(q, { matches: ['asks a question', 'shows text'] })).toBe('wrong');
    expect(status(q, { matches: ['shows text'] })).toBe('wrong');
  });

  it('poll: any offered option is accepted with thanks', () => {
    const q = question('poll', choices);
    expect(gradeAnswer(q, { option: 'a' })).toEqual({ status: 'accepted', feedback: FEEDBACK_THANKS });
    expect(status(q, { option: 'nope' })).toBe('incomplete');
  });

  it('concept_intro slides are accepted with "Great"', () => {
    expect(gradeAnswer(question('concept_intro'), {})).toEqual({
      status: 'accepted',
      feedback: FEEDBACK_GREAT,
    });
  });

  it('in a concept intro, a wrong answer invites another try', () => {
    expect(gradeAnswer(question('radio', choices), { option: 'a' }, { retry: true })).toEqual({
      status: 'wrong',
      feedback: FEEDBACK_WRONG_RETRY,
    });
  });

  it('parsons_problem: the right lines in the right order and indent, distractors left out', () => {
    const code = [
      { text: 'for i in range(3):', isHidden: false },
      { text: '    print(i)', isHidden: false },
      { text: 'print(i)', isHidden: true },
      { text: 'print("done")', isHidden: false },
    ];
    const right = [
      { text: 'for i in range(3):', indent: 0 },
      { text: 'print(i)', indent: 1 },
      { text: 'print("done")', indent: 0 },
    ];
    expect(parsonsSolution({ code })).toEqual(right);
    const q = question('parsons_problem', [], { code });
    expect(status(q, { lines: right })).toBe('correct');
    expect(status(q, { lines: [right[0]!, { text: 'print(i)', indent: 0 }, right[2]!] })).toBe('wrong');
    // The distractor has the same text as a real line; in its place with the right indent it is as good.
    expect(status(q, { lines: [right[0]!, { text: '  print(i) ', indent: 1 }, right[2]!] })).toBe('correct');
    expect(status(q, { lines: [right[1]!, right[0]!, right[2]!] })).toBe('wrong');
    expect(status(q, { lines: right.slice(0, 2) })).toBe('wrong');
    expect(status(q, { lines: [...right, { text: 'print(i)', indent: 0 }] })).toBe('wrong');
  });

  it('multi_stage: each stage in turn; right so far continues, a wrong stage is wrong', () => {
    const stages = [option('s1', 'x = 5'), option('s2', '10')];
    const q = question('multi_stage', stages);
    expect(gradeAnswer(q, { stages: ['x=5'] })).toEqual({ status: 'continue', feedback: FEEDBACK_CORRECT });
    expect(status(q, { stages: ['x = 5', ' 10 '] })).toBe('correct');
    expect(status(q, { stages: ['x = 6'] })).toBe('wrong');
    expect(status(q, { stages: ['x = 5', '11'] })).toBe('wrong');
    expect(status(q, { stages: [] })).toBe('incomplete');
    expect(status(q, { stages: ['x = 5', '10', '1'] })).toBe('incomplete');
    expect(status(q, { stages: ['x = 5', '  '] })).toBe('incomplete');
  });

  it('asks for the explanation first when the question requires one (not an attempt)', () => {
    const q = question('radio', choices, { explanationRequired: true });
    expect(gradeAnswer(q, { option: 'b' })).toEqual({ status: 'incomplete', feedback: EXPLANATION_REQUIRED });
    expect(gradeAnswer(q, { option: 'b', explanation: '   ' }).status).toBe('incomplete');
    expect(gradeAnswer(q, { option: 'b', explanation: 'Because B' }).status).toBe('correct');
  });

  const testCase = (_id: string, input: string, expected: string, hidden = false): Option => ({
    _id,
    data: { text: expected, description: input, pieces: [], lhs: [], rhs: [], hidden },
  });

  it('code_challenge: correct when every case printed what was expected, with each case judged', () => {
    const q = question('code_challenge', [
      testCase('c1', 'Sam', 'Hello Sam\n'),
      testCase('c2', 'Ada', 'Hello Ada', true),
    ]);
    expect(gradeAnswer(q, { outputs: ['Hello Sam', 'Hello Ada  \n\n'] })).toEqual({
      status: 'correct',
      feedback: FEEDBACK_CORRECT,
      cases: [true, true],
    });
    expect(gradeAnswer(q, { outputs: ['Hello Sam', 'Hello Sam'] })).toEqual({
      status: 'wrong',
      feedback: FEEDBACK_WRONG,
      cases: [true, false],
    });
    expect(gradeAnswer(q, { outputs: ['Hello Sam'] })).toEqual({ status: 'incomplete', feedback: RUN_FIRST });
    expect(status(q, {})).toBe('incomplete');
  });

  it('code_challenge without cases accepts any run, but not none', () => {
    expect(status(question('code_challenge'), { outputs: ['anything'] })).toBe('accepted');
    expect(status(question('code_challenge'), {})).toBe('incomplete');
  });

  it('missing_code: the hidden parts typed in, or another completion that prints the expected output', () => {
    const code = [
      { text: 'for i in range(', isHidden: false },
      { text: '3', isHidden: true },
      { text: '):\n    print(', isHidden: false },
      { text: 'i', isHidden: true },
      { text: ')', isHidden: false },
    ];
    const plain = question('missing_code', [], { code });
    expect(status(plain, { blanks: ['3', ' i '] })).toBe('correct');
    expect(status(plain, { blanks: ['3', 'j'] })).toBe('wrong');
    expect(status(plain, { blanks: ['3'] })).toBe('incomplete');
    expect(status(plain, { blanks: ['3', ' '] })).toBe('incomplete');
    // No expected output given: a different completion cannot be judged right by what it printed.
    expect(status(plain, { blanks: ['1+2', 'i'], outputs: ['0\n1\n2'] })).toBe('wrong');
    const withOutput = question('missing_code', [], { code, output: { type: 'text', value: '0\n1\n2\n' } });
    expect(status(withOutput, { blanks: ['1+2', 'i'], outputs: ['0\n1\n2'] })).toBe('correct');
    expect(status(withOutput, { blanks: ['2', 'i'], outputs: ['0\n1'] })).toBe('wrong');
    expect(status(withOutput, { blanks: ['1+2', 'i'] })).toBe('wrong');
  });
});

describe('sameOutput and inputLines', () => {
  it('ignores line-end spaces, carriage returns and trailing blank lines, nothing else', () => {
    expect(sameOutput('a\nb\n', 'a  \r\nb')).toBe(true);
    expect(sameOutput('a\n\nb', 'a\nb')).toBe(false);
    expect(sameOutput(' a', 'a')).toBe(false);
    expect(sameOutput('A', 'a')).toBe(false);
  });

  it('splits an input into lines, none for an empty one', () => {
    expect(inputLines('')).toEqual([]);
    expect(inputLines('Sam\r\n3')).toEqual(['Sam', '3']);
  });
});

describe('xpForType', () => {
  it('gives the §9 values and 0 for an unknown type', () => {
    expect(xpForType('conceptIntro')).toBe(10);
    expect(xpForType('boost')).toBe(15);
    expect(xpForType('quiz')).toBe(15);
    expect(xpForType('exam')).toBe(0);
    expect(xpForType('toString')).toBe(0);
  });
});
