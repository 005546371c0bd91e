// An assessment's settings as stored, a learner's attempt as its tracker keeps it, and its result and xp by the
// core rule (`rules/assessment-result.ts`), shared by the learner's answers and the teacher's marking.
import {
  ASSESSMENT_MODES,
  type AssessmentMode,
  type AssessmentOutcomeView,
  type AttemptState,
  assessmentResult,
  assessmentXpChange,
  assessmentXpTotal,
  type FreeTextState,
  markerOf,
  type Question,
  type ResultSettings,
  xpForType,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import type { ContentItem } from '../content/content.store.ts';
import { addXp } from '../users/users.store.ts';
import type { TrackerState } from './trackers.store.ts';

export interface AssessmentSettings extends ResultSettings {
  multipleAttempts: boolean;
}

const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The settings an assessment's body holds, with older rows' gaps filled as the editor fills them. */
export const settingsOf = (assessment: ContentItem): AssessmentSettings => {
  const body = assessment.body as Record<string, unknown>;
  const mode = ASSESSMENT_MODES.includes(body.assessmentType as AssessmentMode)
    ? (body.assessmentType as AssessmentMode)
    : 'auto';
  return {
    type: String(body.type),
    passMark: num(body.passMark),
    passXp: num(body.passXp),
    maxXp: num(body.maxXp),
    assessmentType: mode,
    multipleAttempts: body.multipleAttempts !== false,
  };
};

const record = <T>(value: unknown): Record<string, T> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The attempt a tracker body holds: its answers' progress and the marks people gave its free text. */
export const attemptOf = (body: Record<string, unknown> | undefined): AttemptState => ({
  questionsCompleted: list(body?.questionsCompleted),
  questionsSkipped: list(body?.questionsSkipped),
  attempts: record<number>(body?.attempts),
  marks: record<boolean>(body?.marks),
});

/** The free-text answers a tracker keeps for the learner's or the teacher's mark. */
export const answersOf = (body: Record<string, unknown> | undefined) => record<string>(body?.answers);

/** The xp the assessment has given so far: kept on the tracker; a tracker finished before it was kept, the type's. */
export const xpGivenOf = (tracker: TrackerState | null | undefined, type: string) => {
  const kept = tracker?.body.xpGiven;
  if (typeof kept === 'number') return kept;
  return tracker?.completed ? xpForType(type) : 0;
};

/** The best xp of the attempts before this one (a retake keeps it). */
export const bestBeforeOf = (body: Record<string, unknown> | undefined) => num(body?.bestXp);

type Shape = Pick<Question, '_id' | 'fieldType' | 'fieldOptions' | 'code'>;

/** The result as the learner and the teacher see it. */
export const outcomeView = (
  settings: AssessmentSettings,
  questions: readonly Shape[],
  body: Record<string, unknown>,
  xpGiven: number,
): AssessmentOutcomeView => ({
  ...assessmentResult(settings, questions, attemptOf(body)),
  passMark: settings.passMark,
  xpGiven,
});

/** Where each free-text answer a person marks stands. */
export const freeTextStates = (
  settings: AssessmentSettings,
  questions: readonly Shape[],
  body: Record<string, unknown> | undefined,
): FreeTextState[] => {
  const attempt = attemptOf(body);
  const answered = new Set(attempt.questionsCompleted);
  return questions.flatMap((question) => {
    const marker = markerOf(settings.assessmentType, question);
    if (marker === 'auto' || !answered.has(question._id)) return [];
    const mark = attempt.marks[question._id];
    return [
      {
        question: question._id,
        marker,
        state: mark === undefined ? ('pending' as const) : mark ? ('right' as const) : ('notYet' as const),
      },
    ];
  });
};

/**
 * Settles the xp of a finished attempt (on finishing, and again when the teacher marks it): the total given is the
 * best of the earlier attempts and this one, and the learner's xp moves by what that changes. Answers the body to
 * store (with `xpGiven`), the change and the learner's xp after it.
 */
export const settleXp = async (
  trx: Conn,
  learner: { _id: string; xp: number },
  settings: AssessmentSettings,
  questions: readonly Shape[],
  body: Record<string, unknown>,
  xpGiven: number,
  now: string,
) => {
  const outcome = assessmentResult(settings, questions, attemptOf(body));
  const total = assessmentXpTotal(bestBeforeOf(body), outcome.xp);
  const change = assessmentXpChange(xpGiven, total);
  const xp = change !== 0 ? await addXp(trx, learner._id, change, now) : learner.xp;
  return {
    body: { ...body, xpGiven: total },
    change,
    xp,
    outcome: { ...outcome, passMark: settings.passMark, xpGiven: total },
  };
};
