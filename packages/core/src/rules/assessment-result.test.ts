import { describe, expect, it } from 'vitest';
import type { Question } from '../model/assessment.ts';
import {
  type AttemptState,
  assessmentResult,
  assessmentXpChange,
  assessmentXpTotal,
  canRetake,
  isFreeText,
  isScored,
  markerOf,
  type ResultSettings,
} from './assessment-result.ts';

type Shape = Pick<Question, '_id' | 'fieldType' | 'fieldOptions' | 'code'>;
const option = (isCorrect: boolean, text = 'x') =>
  ({
    _id: `o${text}`,
    data: { text, description: '', isCorrect, pieces: [], lhs: [], rhs: [] },
  }) as Question['fieldOptions'][number];
const radio = (id: string): Shape => ({
  _id: id,
  fieldType: 'radio',
  fieldOptions: [option(true)],
  code: [],
});
const essay = (id: string): Shape => ({ _id: id, fieldType: 'textarea', fieldOptions: [], code: [] });
const intro = (id: string): Shape => ({ _id: id, fieldType: 'concept_intro', fieldOptions: [], code: [] });
const quiz = (settings: Partial<ResultSettings> = {}): ResultSettings => ({
  type: 'quiz',
  passMark: 50,
  passXp: 20,
  maxXp: 50,
  assessmentType: 'auto',
  ...settings,
});
const state = (s: Partial<AttemptState> = {}): AttemptState => ({
  questionsCompleted: [],
  questionsSkipped: [],
  attempts: {},
  marks: {},
  ...s,
});

describe('who marks a question', () => {
  it('free text is a text area or a text field without expected answers', () => {
    expect(isFreeText({ fieldType: 'textarea', fieldOptions: [] })).toBe(true);
    expect(isFreeText({ fieldType: 'textfield', fieldOptions: [] })).toBe(true);
    expect(isFreeText({ fieldType: 'textfield', fieldOptions: [option(true)] })).toBe(false);
    expect(isFreeText({ fieldType: 'radio', fieldOptions: [option(true)] })).toBe(false);
  });
  it('the machine marks everything in auto, and what is not free text in every type', () => {
    expect(markerOf('auto', essay('a'))).toBe('auto');
    expect(markerOf('self', radio('a'))).toBe('auto');
    expect(markerOf('mixed', radio('a'))).toBe('auto');
    expect(markerOf('teacher', radio('a'))).toBe('auto');
  });
  it('free text is marked by the learner in self, by the teacher in mixed and teacher', () => {
    expect(markerOf('self', essay('a'))).toBe('self');
    expect(markerOf('mixed', essay('a'))).toBe('teacher');
    expect(markerOf('teacher', essay('a'))).toBe('teacher');
  });
  it('only what has a right answer or a person marking counts towards the pass mark', () => {
    expect(isScored('auto', radio('a'))).toBe(true);
    expect(isScored('auto', essay('a'))).toBe(false);
    expect(isScored('teacher', essay('a'))).toBe(true);
    expect(isScored('self', intro('a'))).toBe(false);
    expect(isScored('auto', { _id: 'p', fieldType: 'poll', fieldOptions: [option(false)], code: [] })).toBe(
      false,
    );
  });
});

describe('pass mark and xp', () => {
  const questions = [radio('q1'), radio('q2'), intro('i')];
  it('right first time only: a question answered wrong before counts as not right', () => {
    const result = assessmentResult(
      quiz(),
      questions,
      state({ questionsCompleted: ['q1', 'q2', 'i'], attempts: { q2: 1 } }),
    );
    expect(result).toMatchObject({ scored: 2, right: 1, percent: 50, passed: true, xp: 20 });
  });
  it('100% gives XP for 100%', () => {
    const result = assessmentResult(quiz(), questions, state({ questionsCompleted: ['q1', 'q2', 'i'] }));
    expect(result).toMatchObject({ percent: 100, passed: true, xp: 50 });
  });
  it('100% never gives less than XP for Passing', () => {
    expect(
      assessmentResult(
        quiz({ passXp: 30, maxXp: 10 }),
        questions,
        state({ questionsCompleted: ['q1', 'q2'] }),
      ).xp,
    ).toBe(30);
  });
  it('below the pass mark fails and gives nothing', () => {
    const result = assessmentResult(
      quiz({ passMark: 60 }),
      questions,
      state({ questionsCompleted: ['q1', 'q2'], attempts: { q2: 2 } }),
    );
    expect(result).toMatchObject({ percent: 50, passed: false, xp: 0 });
  });
  it('skipped questions are not right', () => {
    const result = assessmentResult(
      quiz(),
      questions,
      state({ questionsCompleted: ['q1'], questionsSkipped: ['q2'], attempts: { q2: 3 } }),
    );
    expect(result).toMatchObject({ right: 1, percent: 50 });
  });
  it('without XP for Passing, a pass gives the type xp; XP for 100% alone raises a full mark', () => {
    const settings = quiz({ passXp: 0, maxXp: 0, passMark: 0 });
    const oneWrong = state({ questionsCompleted: ['q1', 'q2'], attempts: { q1: 1 } });
    expect(assessmentResult(settings, questions, oneWrong)).toMatchObject({ passed: true, xp: 15 });
    expect(assessmentResult({ ...settings, maxXp: 40 }, questions, oneWrong).xp).toBe(15);
    expect(
      assessmentResult({ ...settings, maxXp: 40 }, questions, state({ questionsCompleted: ['q1', 'q2'] })).xp,
    ).toBe(40);
    expect(assessmentResult({ ...settings, type: 'conceptIntro' }, [intro('i')], state()).xp).toBe(10);
  });
  it('nothing scored is 100%', () => {
    expect(assessmentResult(quiz(), [intro('i')], state({ questionsCompleted: ['i'] }))).toMatchObject({
      scored: 0,
      percent: 100,
      xp: 50,
    });
  });
});

describe('assessment types', () => {
  const questions = [radio('q1'), essay('e1')];
  const answered = { questionsCompleted: ['q1', 'e1'] };
  it('teacher: nothing is decided while an answer waits for the teacher', () => {
    const result = assessmentResult(
      quiz({ assessmentType: 'teacher', passMark: 100 }),
      questions,
      state(answered),
    );
    expect(result).toMatchObject({ pending: 1, passed: null, xp: 0 });
  });
  it('teacher: the mark decides once given', () => {
    const settings = quiz({ assessmentType: 'teacher', passMark: 100 });
    expect(assessmentResult(settings, questions, state({ ...answered, marks: { e1: true } }))).toMatchObject({
      pending: 0,
      passed: true,
      xp: 50,
    });
    expect(assessmentResult(settings, questions, state({ ...answered, marks: { e1: false } }))).toMatchObject(
      { passed: false, xp: 0 },
    );
  });
  it('mixed: the auto-marked part counts at once, the waiting answer as not yet right', () => {
    const result = assessmentResult(quiz({ assessmentType: 'mixed' }), questions, state(answered));
    expect(result).toMatchObject({ pending: 1, percent: 50, passed: true, xp: 20 });
  });
  it("self: the learner's own mark counts", () => {
    const settings = quiz({ assessmentType: 'self' });
    expect(assessmentResult(settings, questions, state({ ...answered, marks: { e1: true } })).percent).toBe(
      100,
    );
    expect(assessmentResult(settings, questions, state({ ...answered, marks: { e1: false } })).percent).toBe(
      50,
    );
  });
  it('auto: free text is accepted and not scored, as before', () => {
    expect(assessmentResult(quiz(), questions, state(answered))).toMatchObject({
      scored: 1,
      percent: 100,
      xp: 50,
    });
  });
});

describe('multiple attempts', () => {
  it('only a finished assessment that allows them can be taken again', () => {
    expect(canRetake(true, true)).toBe(true);
    expect(canRetake(false, true)).toBe(false);
    expect(canRetake(true, false)).toBe(false);
  });
  it('a retake gives only what beats the best so far', () => {
    expect(assessmentXpTotal(20, 50)).toBe(50);
    expect(assessmentXpTotal(50, 20)).toBe(50);
    expect(assessmentXpChange(20, assessmentXpTotal(20, 50))).toBe(30);
    expect(assessmentXpChange(50, assessmentXpTotal(50, 20))).toBe(0);
  });
  it('a teacher taking a mark back lowers the total, not below the best earlier attempt', () => {
    expect(assessmentXpChange(50, assessmentXpTotal(20, 0))).toBe(-30);
  });
});
