// An assessment's result (issue 21, docs/decisions.md "Assessment settings"): which questions count towards the
// pass mark, who marks each (the machine, the learner or the teacher, by the assessment type), the score, pass or
// fail, the xp it is worth, and how much xp a finish, a retake or a teacher's mark moves, never giving the same
// xp twice. The server applies these; the browser mirrors them.
import type { AssessmentMode, Question } from '../model/assessment.ts';
import { xpForType } from './grading.ts';

type Shape = Pick<Question, '_id' | 'fieldType' | 'fieldOptions' | 'code'>;

/** Who decides whether an answer is right. */
export type Marker = 'auto' | 'self' | 'teacher';

/** A free-text answer: a text area, or a text field without expected answers. */
export const isFreeText = (question: Pick<Question, 'fieldType' | 'fieldOptions'>) =>
  question.fieldType === 'textarea' ||
  (question.fieldType === 'textfield' && !question.fieldOptions.some((o) => o.data.isCorrect));

/** `auto`: the machine as before; `self`: the learner marks free text; `mixed` and `teacher`: the teacher does. */
export const markerOf = (
  mode: AssessmentMode,
  question: Pick<Question, 'fieldType' | 'fieldOptions'>,
): Marker => {
  if (mode === 'auto' || !isFreeText(question)) return 'auto';
  return mode === 'self' ? 'self' : 'teacher';
};

/**
 * Whether a question counts towards the pass mark: one with a right answer the machine checks, or free text a
 * person marks. What only collects an answer (a concept intro, a poll, free text the machine accepts, a program
 * without test cases, a stage-less multi-stage or blank-less missing word) does not.
 */
export const isScored = (mode: AssessmentMode, question: Shape) => {
  if (markerOf(mode, question) !== 'auto') return true;
  switch (question.fieldType) {
    case 'concept_intro':
    case 'poll':
    case 'textarea':
      return false;
    case 'textfield':
    case 'missing_word':
    case 'fill_in_blanks':
      return question.fieldOptions.some((o) => o.data.isCorrect);
    case 'code_challenge':
    case 'multi_stage':
    case 'mix_match':
      return question.fieldOptions.length > 0;
    case 'missing_code':
    case 'parsons_problem':
      return question.code.length > 0;
    default:
      return true;
  }
};

export interface ResultSettings {
  type: string;
  passMark: number;
  passXp: number;
  maxXp: number;
  assessmentType: AssessmentMode;
}

/** One attempt's answers, as the tracker keeps them, and the marks people gave its free-text answers. */
export interface AttemptState {
  questionsCompleted: readonly string[];
  questionsSkipped: readonly string[];
  attempts: Readonly<Record<string, number>>;
  /** Free-text answers marked by the learner (self) or the teacher: true is right, false not yet. */
  marks: Readonly<Record<string, boolean>>;
}

export interface AssessmentOutcome {
  /** Questions counted towards the pass mark. */
  scored: number;
  /** Of those, right first time (or marked right). */
  right: number;
  /** Free-text answers still waiting for the teacher's (or the learner's) mark. */
  pending: number;
  /** right / scored, in whole percent (100 when nothing is scored). */
  percent: number;
  /** null while a teacher-marked assessment waits for the teacher. */
  passed: boolean | null;
  /** The xp this attempt is worth. */
  xp: number;
}

/**
 * The xp a pass is worth: XP for Passing, or the type's xp (§9) when it is 0 (unset, as in older assessments);
 * and 100%: XP for 100%, never less than a pass.
 */
export const passXpOf = (settings: Pick<ResultSettings, 'type' | 'passXp'>) =>
  settings.passXp > 0 ? settings.passXp : xpForType(settings.type);
export const fullXpOf = (settings: Pick<ResultSettings, 'type' | 'passXp' | 'maxXp'>) =>
  Math.max(settings.maxXp, passXpOf(settings));

/**
 * The result of one finished attempt. A machine-marked question is right when answered right first time (no wrong
 * answer before, not skipped); a person-marked one when marked right. Pass: the percent reaches the pass mark.
 * XP: with XP for Passing or XP for 100% set, a pass gives XP for Passing and 100% gives the larger of the two, a
 * fail nothing; without them, finishing gives the type's xp as before. While a `teacher` assessment has answers
 * the teacher has not marked, neither pass nor xp is decided; a `mixed` one counts them as not yet right until
 * marked, so the auto-marked part gives its xp at once.
 */
export const assessmentResult = (
  settings: ResultSettings,
  questions: readonly Shape[],
  state: AttemptState,
): AssessmentOutcome => {
  const completed = new Set(state.questionsCompleted);
  let scored = 0;
  let right = 0;
  let pending = 0;
  for (const question of questions) {
    if (!isScored(settings.assessmentType, question)) continue;
    scored += 1;
    if (markerOf(settings.assessmentType, question) === 'auto') {
      if (completed.has(question._id) && (state.attempts[question._id] ?? 0) === 0) right += 1;
    } else if (question._id in state.marks) {
      if (state.marks[question._id]) right += 1;
    } else if (completed.has(question._id)) pending += 1;
  }
  const percent = scored === 0 ? 100 : Math.floor((right / scored) * 100);
  if (settings.assessmentType === 'teacher' && pending > 0)
    return { scored, right, pending, percent, passed: null, xp: 0 };
  const passed = percent >= settings.passMark;
  const xp = !passed ? 0 : percent === 100 ? fullXpOf(settings) : passXpOf(settings);
  return { scored, right, pending, percent, passed, xp };
};

/**
 * The xp an assessment has given in all: the best of its attempts (earlier attempts' best, and the current one's
 * now). A retake gives only what beats the best so far; a teacher's later mark moves the current attempt's.
 */
export const assessmentXpTotal = (bestBefore: number, current: number) => Math.max(bestBefore, current);

/** How much the learner's xp moves when the total given for the assessment goes from `given` to `total`. */
export const assessmentXpChange = (given: number, total: number) => Math.round((total - given) * 10) / 10;

/**
 * Whether a learner may start the assessment again: only once finished, and only when it allows multiple
 * attempts. Without them, a finished assessment opens as a preview of the answers (learner-teacher.md §4).
 */
export const canRetake = (multipleAttempts: boolean, completed: boolean) => multipleAttempts && completed;
