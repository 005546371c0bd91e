// Marking an assessment (issue 21): the free-text answers a teacher-marked or mixed assessment keeps for the
// teacher, each marked right or not yet; the marks go onto the student's tracker, and the assessment's result and
// xp follow by the core rule (`rules/assessment-result.ts`), never by an amount anyone sends.
import {
  type AssessmentMarking,
  type Locale,
  localize,
  type MarkingAnswer,
  markerOf,
  message,
  type Question,
  QuestionSchema,
  withoutAuthorOnly,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest } from '../../lib/errors.ts';
import { type ContentItem, loadContents } from '../content/content.store.ts';
import {
  answersOf,
  attemptOf,
  outcomeView,
  settingsOf,
  settleXp,
  xpGivenOf,
} from '../learn/assessment-outcome.ts';
import { loadTrackers, saveTrackers, type TrackerState, trackerKey } from '../learn/trackers.store.ts';

export const ANSWER_NOT_TEACHER_MARKED = message('answerNotTeacherMarked');

const parse = (row: ContentItem, body: Record<string, unknown>) =>
  QuestionSchema.parse({ _id: row.id, version: 1, updatedAt: new Date(0).toISOString(), ...body });

/** The assessment's questions in order, as written and in the reader's language. */
const questionsOf = async (db: Conn, caches: Caches, assessment: ContentItem, locale: Locale) => {
  const ids = Array.isArray(assessment.body.questions) ? (assessment.body.questions as string[]) : [];
  const rows = await loadContents(db, caches.content, ids);
  const found = ids
    .map((id) => rows.get(id))
    .filter((row): row is ContentItem => !!row && row.kind === 'questions');
  return found.map((row) => ({
    question: parse(row, row.body),
    shown: parse(row, localize(row.body, row.translations, locale)),
  }));
};

export interface AssessmentWork {
  questions: Question[];
  tracker: TrackerState | null;
  /** The teacher-marked questions the student has answered: the marking's steps. */
  steps: { _id: string; title: string; completed: boolean; dateCompleted: string | null }[];
  answers: MarkingAnswer[];
  result: ReturnType<typeof outcomeView> | null;
  completed: boolean;
  dateCompleted: string | null;
}

/** The student's side of an assessment: their free-text answers for the teacher, with the author's notes. */
export const loadAssessmentWork = async (
  db: Conn,
  caches: Caches,
  studentId: string,
  assessment: ContentItem,
  locale: Locale,
): Promise<AssessmentWork> => {
  const settings = settingsOf(assessment);
  const both = await questionsOf(db, caches, assessment, locale);
  const tracker =
    (await loadTrackers(db, studentId, [assessment.id])).get(trackerKey('assessment', assessment.id)) ?? null;
  const attempt = attemptOf(tracker?.body);
  const texts = answersOf(tracker?.body);
  const answered = new Set(attempt.questionsCompleted);
  const marked = both.filter(
    ({ question }) => markerOf(settings.assessmentType, question) === 'teacher' && answered.has(question._id),
  );
  const finished = tracker?.completed === true && tracker.body.retaking !== true;
  return {
    questions: both.map((b) => b.question),
    tracker,
    steps: marked.map(({ shown }) => ({
      _id: shown._id,
      title: shown.title,
      completed: true,
      dateCompleted: null,
    })),
    answers: marked.map(({ shown }) => {
      const mark = attempt.marks[shown._id];
      return {
        question: shown._id,
        title: shown.title,
        pieces: withoutAuthorOnly(shown.pieces),
        answer: texts[shown._id] ?? '',
        answered: true,
        notes: shown.answerNotes ? withoutAuthorOnly(shown.postTaskPieces) : [],
        mark: mark === undefined ? null : mark ? ('right' as const) : ('notYet' as const),
      };
    }),
    result:
      tracker && finished
        ? outcomeView(
            settings,
            both.map((b) => b.question),
            tracker.body,
            xpGivenOf(tracker, settings.type),
          )
        : null,
    completed: finished,
    dateCompleted: finished ? tracker.dateCompleted : null,
  };
};

/**
 * Applies the teacher's marks to the student's tracker and, when the attempt is finished, settles its xp. Answers
 * the xp the assessment has given in all and how much the student's xp moved.
 */
export const applyAssessmentMarks = async (
  trx: Conn,
  student: { _id: string; xp: number },
  assessment: ContentItem,
  work: AssessmentWork,
  input: AssessmentMarking,
  now: string,
) => {
  const markable = new Set(work.steps.map((s) => s._id));
  for (const answer of input.answers ?? [])
    if (!markable.has(answer.question))
      throw badRequest(ANSWER_NOT_TEACHER_MARKED, [{ path: 'answers', message: ANSWER_NOT_TEACHER_MARKED }]);
  const tracker = work.tracker;
  const settings = settingsOf(assessment);
  const xpGiven = xpGivenOf(tracker, settings.type);
  if (!tracker || !input.answers?.length) return { xpGiven, change: 0, xp: student.xp };
  const marks = { ...attemptOf(tracker.body).marks };
  for (const answer of input.answers) marks[answer.question] = answer.right;
  let body: Record<string, unknown> = { ...tracker.body, marks };
  let change = 0;
  let xp = student.xp;
  if (work.completed) {
    const settled = await settleXp(trx, student, settings, work.questions, body, xpGiven, now);
    ({ body, change, xp } = settled);
  }
  await saveTrackers(
    trx,
    [
      {
        userId: student._id,
        kind: 'assessment',
        subjectId: assessment.id,
        completed: tracker.completed,
        dateCompleted: tracker.dateCompleted,
        body,
        questionCount: work.questions.length,
      },
    ],
    now,
  );
  return { xpGiven: typeof body.xpGiven === 'number' ? body.xpGiven : xpGiven, change, xp };
};
