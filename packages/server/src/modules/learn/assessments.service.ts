// Taking an assessment (learner-teacher.md §4 "Assessment"): the questions without their answers, the
// server's verdict on each answer, and on the last one the tracker, xp and topic or quiz tracker updates.
import {
  ANSWER_QUESTION_NOT_FOUND,
  type Answer,
  type AnswerResult,
  type AssessmentProgress,
  earnedHints,
  fullXpOf,
  gradeAnswer,
  type LearnerAssessment,
  type Locale,
  learnerQuestion,
  localize,
  markerOf,
  message,
  type Question,
  QuestionSchema,
  RETAKE_NOT_ALLOWED,
  SELF_MARK_NOT_EXPECTED,
  SKIP_AFTER_FAILED_ATTEMPTS,
  SKIP_NOT_YET,
  type User,
  type Verdict,
  withoutAuthorOnly,
  xpForType,
} from '@brickyard/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { type ContentItem, loadContent, loadContents } from '../content/content.store.ts';
import { awardAchievements } from './achievements.service.ts';
import {
  answersOf,
  freeTextStates,
  outcomeView,
  settingsOf,
  settleXp,
  xpGivenOf,
} from './assessment-outcome.ts';
import { type LocatedItem, openCourseItem } from './course-home.service.ts';
import { saveTrackers, type TrackerState, trackerKey } from './trackers.store.ts';

export const NOT_AN_ASSESSMENT = message('notAnAssessment');
export const ANSWER_IN_ORDER = message('answerInOrder');

interface Options {
  courseId?: string | null;
  preview?: boolean;
  locale?: Locale;
}

/** Opens the assessment through its course, with its questions in order. */
const openAssessment = async (
  db: Conn,
  caches: Caches,
  user: User,
  assessmentId: string,
  options: Options,
) => {
  const opened = await openCourseItem(db, caches, user, assessmentId, options);
  const { located } = opened;
  const isStageAssessment = located.topicPart === null && located.item.kind === 'assessments';
  if (!isStageAssessment && located.topicPart === null) throw badRequest(NOT_AN_ASSESSMENT);
  const assessment =
    opened.items.get(assessmentId) ?? (await loadContent(db, caches.content, 'assessments', assessmentId));
  if (assessment?.kind !== 'assessments') throw badRequest(NOT_AN_ASSESSMENT);
  const ids = Array.isArray(assessment.body.questions) ? assessment.body.questions : [];
  const rows = await loadContents(db, caches.content, ids);
  const locale = options.locale ?? user.locale;
  const found = ids
    .map((id) => rows.get(id))
    .filter((row): row is ContentItem => !!row && row.kind === 'questions');
  const parse = (row: ContentItem, body: Record<string, unknown>) =>
    QuestionSchema.parse({ _id: row.id, version: 1, updatedAt: new Date(0).toISOString(), ...body });
  // Graded as written: a translation changes what the learner reads, never what counts as right.
  const questions = found.map((row) => parse(row, row.body));
  /** The questions in the learner's language, for showing. */
  const shown = () => found.map((row) => parse(row, localize(row.body, row.translations, locale)));
  const tracker = opened.trackers.get(trackerKey('assessment', assessmentId)) ?? null;
  return { ...opened, assessment, questions, shown, tracker, located };
};

const progressOf = (tracker: TrackerState | null): AssessmentProgress => ({
  questionsCompleted: (tracker?.body.questionsCompleted as string[] | undefined) ?? [],
  questionsSkipped: (tracker?.body.questionsSkipped as string[] | undefined) ?? [],
  attempts: (tracker?.body.attempts as Record<string, number> | undefined) ?? {},
  isComplete: tracker?.completed ?? false,
});

const typeOf = (assessment: ContentItem) => String(assessment.body.type);

/** A finished assessment opens as a preview of its answers, unless the learner is taking it again. */
const isReviewing = (tracker: TrackerState | null) =>
  tracker?.completed === true && tracker.body.retaking !== true;

/** The author's answer notes of a question: its post-task pieces when its Notes toggle is on (docs/decisions.md). */
const notesOf = (question: Question | undefined) =>
  question?.answerNotes ? withoutAuthorOnly(question.postTaskPieces) : [];

/** A stage quiz (not a topic's lesson or boost) keeps a quiz tracker too. */
const isQuiz = (located: LocatedItem) => located.topicPart === null;

/**
 * `GET /api/learn/assessments/{id}`. Outside preview, opening creates the tracker and marks a quiz started;
 * a completed assessment opens in preview (§4), so it can be looked at but not answered again.
 */
export const viewAssessment = async (
  db: Conn,
  caches: Caches,
  user: User,
  assessmentId: string,
  options: Options,
): Promise<LearnerAssessment> =>
  db.transaction().execute(async (trx) => {
    const opened = await openAssessment(trx, caches, user, assessmentId, options);
    const { assessment, tracker, located } = opened;
    const preview = opened.home.preview || isReviewing(tracker);
    if (!preview) {
      const now = nowIso();
      const writes = [];
      if (!tracker) {
        writes.push({
          userId: user._id,
          kind: 'assessment' as const,
          subjectId: assessmentId,
          completed: false,
          dateCompleted: null,
          body: { ...progressOf(null), type: typeOf(assessment) },
        });
      }
      const quiz = opened.trackers.get(trackerKey('quiz', assessmentId));
      if (isQuiz(located) && !quiz?.body.started) {
        writes.push({
          userId: user._id,
          kind: 'quiz' as const,
          subjectId: assessmentId,
          completed: false,
          dateCompleted: null,
          body: { started: true, completed: false, dateCompleted: null },
        });
      }
      await saveTrackers(trx, writes, now);
    }
    const body = localize(assessment.body, assessment.translations, options.locale ?? user.locale);
    const progress = progressOf(tracker);
    const settings = settingsOf(assessment);
    const reviewing = !opened.home.preview && isReviewing(tracker);
    return {
      _id: assessment.id,
      type: typeOf(assessment) as LearnerAssessment['type'],
      title: String(body.title ?? assessment.title),
      description: String(body.description ?? ''),
      // The most it gives: XP for 100% (the type's xp when the settings give none).
      xpValue: fullXpOf(settingsOf(assessment)),
      preview,
      language: body.language === 'python' ? 'python' : 'javascript',
      questions: opened
        .shown()
        .map((question) =>
          learnerQuestion(
            question,
            user._id,
            preview ? 'all' : (progress.attempts[question._id] ?? 0),
            preview || progress.questionsCompleted.includes(question._id),
          ),
        ),
      progress,
      assessmentType: settings.assessmentType,
      canRetake: reviewing && settings.multipleAttempts,
      result:
        tracker && reviewing
          ? outcomeView(settings, opened.questions, tracker.body, xpGivenOf(tracker, settings.type))
          : null,
      freeText: opened.home.preview ? [] : freeTextStates(settings, opened.questions, tracker?.body),
    };
  });

const done = (progress: AssessmentProgress) =>
  new Set([...progress.questionsCompleted, ...progress.questionsSkipped]);

/** What finishing changes besides the assessment tracker: the topic's or the quiz's own tracker (§4). */
const finishWrites = (
  user: User,
  assessment: ContentItem,
  located: LocatedItem,
  trackers: Map<string, TrackerState>,
  now: string,
) => {
  if (located.topicPart) {
    const topicId = located.item._id;
    const topic = trackers.get(trackerKey('topic', topicId))?.body ?? {};
    const body = {
      introductionComplete: topic.introductionComplete === true,
      boostComplete: topic.boostComplete === true,
      strength: typeof topic.strength === 'number' ? topic.strength : 0,
    };
    if (typeOf(assessment) === 'boost') body.boostComplete = true;
    else {
      body.introductionComplete = true;
      body.strength = 100;
    }
    return [
      {
        userId: user._id,
        kind: 'topic' as const,
        subjectId: topicId,
        completed: body.introductionComplete,
        dateCompleted: null,
        body,
      },
    ];
  }
  return [
    {
      userId: user._id,
      kind: 'quiz' as const,
      subjectId: assessment.id,
      completed: true,
      dateCompleted: now,
      body: { started: true, completed: true, dateCompleted: now },
    },
  ];
};

/**
 * `POST /api/learn/assessments/{id}/answers` and `/skip`: grades one answer (or skips a question after
 * three wrong answers) for the first unanswered question. In preview nothing is written.
 */
export const answerQuestion = async (
  db: Conn,
  caches: Caches,
  user: User,
  assessmentId: string,
  input: { question: string; answer?: Answer; skip?: boolean },
  options: Options & { log?: FastifyBaseLogger },
): Promise<AnswerResult> =>
  db.transaction().execute(async (trx) => {
    const opened = await openAssessment(trx, caches, user, assessmentId, options);
    const { assessment, questions, tracker } = opened;
    const question = questions.find((q) => q._id === input.question);
    if (!question)
      throw badRequest(ANSWER_QUESTION_NOT_FOUND, [{ path: 'question', message: ANSWER_QUESTION_NOT_FOUND }]);
    const retry = typeOf(assessment) === 'conceptIntro';
    const preview = opened.home.preview || isReviewing(tracker);
    const settings = settingsOf(assessment);
    const marker = markerOf(settings.assessmentType, question);
    const progress = progressOf(tracker);
    // Hints are read in the learner's language; what they earned is counted when the answer is judged.
    const shownQuestion = opened.shown().find((q) => q._id === question._id);
    const shownHints = shownQuestion?.hints ?? [];
    const result = (
      status: AnswerResult['status'],
      feedback: string,
      extra: Partial<AnswerResult> = {},
    ): AnswerResult => ({
      status,
      feedback,
      progress,
      canSkip: (progress.attempts[question._id] ?? 0) >= SKIP_AFTER_FAILED_ATTEMPTS,
      finished: false,
      xpAwarded: 0,
      xp: user.xp,
      awards: [],
      hints: withoutAuthorOnly(
        earnedHints(shownHints, preview ? 'all' : (progress.attempts[question._id] ?? 0)),
      ),
      // What the learner reads after answering comes only with a verdict that passes the question.
      postTaskPieces:
        status === 'correct' || status === 'accepted'
          ? withoutAuthorOnly(shownQuestion?.postTaskPieces ?? [])
          : [],
      ...extra,
    });

    if (preview) {
      if (input.skip) return result('skipped', '');
      const verdict = gradeAnswer(question, input.answer ?? {}, { retry });
      return result(verdict.status, verdict.feedback, casesOf(verdict));
    }
    if (!tracker) throw conflict(message('openAssessmentFirst'));
    const answered = done(progress);
    const next = questions.find((q) => !answered.has(q._id));
    if (next?._id !== question._id)
      throw badRequest(ANSWER_IN_ORDER, [{ path: 'question', message: ANSWER_IN_ORDER }]);

    let status: AnswerResult['status'];
    let feedback = '';
    let cases: Partial<AnswerResult> = {};
    const answers = answersOf(tracker.body);
    const now = nowIso();
    if (!input.skip && marker !== 'auto') {
      // Free text a person marks: kept; the teacher's waits for them, the learner's own is marked next.
      const verdict = gradeAnswer(question, input.answer ?? {}, { retry });
      if (verdict.status !== 'accepted') return result(verdict.status, verdict.feedback);
      answers[question._id] = input.answer?.text ?? '';
      if (marker === 'self') {
        await saveTrackers(
          trx,
          [assessmentWrite(user, assessment, tracker, progress, answers, false, now, questions.length)],
          now,
        );
        return result('review', verdict.feedback, {
          notes: notesOf(opened.shown().find((q) => q._id === question._id)),
        });
      }
      progress.questionsCompleted = [...progress.questionsCompleted, question._id];
      status = 'accepted';
      feedback = verdict.feedback;
      cases = { awaitingTeacher: true };
    } else if (input.skip) {
      if ((progress.attempts[question._id] ?? 0) < SKIP_AFTER_FAILED_ATTEMPTS) throw forbidden(SKIP_NOT_YET);
      progress.questionsSkipped = [...progress.questionsSkipped, question._id];
      status = 'skipped';
    } else {
      const verdict = gradeAnswer(question, input.answer ?? {}, { retry });
      status = verdict.status;
      feedback = verdict.feedback;
      cases = casesOf(verdict);
      if (status === 'correct' || status === 'accepted')
        progress.questionsCompleted = [...progress.questionsCompleted, question._id];
      else if (status === 'wrong')
        progress.attempts = {
          ...progress.attempts,
          [question._id]: (progress.attempts[question._id] ?? 0) + 1,
        };
      else return result(status, feedback, cases);
    }

    return finishOrGoOn(trx, user, opened, progress, answers, now, options, (extra) =>
      result(status, feedback, { ...cases, ...extra }),
    );
  });

type Opened = Awaited<ReturnType<typeof openAssessment>>;

/** The assessment tracker's write: its progress, the free-text answers kept, and while retaking still complete. */
const assessmentWrite = (
  user: User,
  assessment: ContentItem,
  tracker: TrackerState,
  progress: AssessmentProgress,
  answers: Record<string, string>,
  finished: boolean,
  now: string,
  questionCount: number,
) => {
  const retaking = tracker.body.retaking === true && !finished;
  const dateCompleted = finished ? now : retaking ? tracker.dateCompleted : null;
  return {
    userId: user._id,
    kind: 'assessment' as const,
    subjectId: assessment.id,
    completed: finished || retaking,
    dateCompleted,
    body: { ...tracker.body, ...progress, answers, type: typeOf(assessment), dateCompleted, retaking },
    questionCount,
  };
};

/**
 * After a question is done: the tracker written, and on the last one the result settled (xp by the core rule, the
 * best attempt's only), the topic or quiz tracker updated and achievements awarded.
 */
const finishOrGoOn = async (
  trx: Conn,
  user: User,
  opened: Opened,
  progress: AssessmentProgress,
  answers: Record<string, string>,
  now: string,
  options: Options & { log?: FastifyBaseLogger },
  answer: (extra: Partial<AnswerResult>) => AnswerResult,
) => {
  const { assessment, questions, located } = opened;
  const tracker = opened.tracker as TrackerState;
  const finished = questions.every((q) => done(progress).has(q._id));
  progress.isComplete = finished;
  const write = assessmentWrite(
    user,
    assessment,
    tracker,
    progress,
    answers,
    finished,
    now,
    questions.length,
  );
  if (!finished) {
    await saveTrackers(trx, [write], now);
    return answer({});
  }
  const settings = settingsOf(assessment);
  if (xpForType(settings.type) === 0)
    options.log?.warn(
      { assessment: assessment.id, type: settings.type },
      'unknown assessment value counts 0',
    );
  const settled = await settleXp(
    trx,
    user,
    settings,
    questions,
    write.body,
    xpGivenOf(tracker, settings.type),
    now,
  );
  await saveTrackers(
    trx,
    [{ ...write, body: settled.body }, ...finishWrites(user, assessment, located, opened.trackers, now)],
    now,
  );
  const awards = await awardAchievements(trx, user._id, now, options.log);
  return answer({
    finished: true,
    xpAwarded: settled.change,
    xp: settled.xp,
    awards,
    result: settled.outcome,
  });
};

/**
 * `POST /api/learn/assessments/{id}/self-mark`: the learner marks their kept free-text answer to the current
 * question right or not yet, against the author's notes; the question is then done.
 */
export const selfMark = async (
  db: Conn,
  caches: Caches,
  user: User,
  assessmentId: string,
  input: { question: string; right: boolean },
  options: Options & { log?: FastifyBaseLogger },
): Promise<AnswerResult> =>
  db.transaction().execute(async (trx) => {
    const opened = await openAssessment(trx, caches, user, assessmentId, options);
    const { questions, tracker } = opened;
    const question = questions.find((q) => q._id === input.question);
    if (!question)
      throw badRequest(ANSWER_QUESTION_NOT_FOUND, [{ path: 'question', message: ANSWER_QUESTION_NOT_FOUND }]);
    if (opened.home.preview || isReviewing(tracker)) throw conflict(SELF_MARK_NOT_EXPECTED);
    if (!tracker) throw conflict(message('openAssessmentFirst'));
    const progress = progressOf(tracker);
    const next = questions.find((q) => !done(progress).has(q._id));
    if (next?._id !== question._id)
      throw badRequest(ANSWER_IN_ORDER, [{ path: 'question', message: ANSWER_IN_ORDER }]);
    const answers = answersOf(tracker.body);
    if (
      markerOf(settingsOf(opened.assessment).assessmentType, question) !== 'self' ||
      !(question._id in answers)
    )
      throw badRequest(SELF_MARK_NOT_EXPECTED, [{ path: 'question', message: SELF_MARK_NOT_EXPECTED }]);
    progress.questionsCompleted = [...progress.questionsCompleted, question._id];
    const marks = {
      ...((tracker.body.marks as Record<string, boolean> | undefined) ?? {}),
      [question._id]: input.right,
    };
    const now = nowIso();
    const withMarks = { ...opened, tracker: { ...tracker, body: { ...tracker.body, marks } } };
    // Marked, the question is done: what the learner reads after answering comes with it, in their language.
    const shownQuestion = opened.shown().find((q) => q._id === question._id);
    return finishOrGoOn(trx, user, withMarks, progress, answers, now, options, (extra) => ({
      status: 'accepted',
      feedback: '',
      progress,
      canSkip: false,
      finished: false,
      xpAwarded: 0,
      xp: user.xp,
      awards: [],
      hints: [],
      postTaskPieces: withoutAuthorOnly(shownQuestion?.postTaskPieces ?? []),
      ...extra,
    }));
  });

/**
 * `POST /api/learn/assessments/{id}/retake`: a finished assessment that allows multiple attempts starts again.
 * It stays complete for the course (locks, progress); its answers and marks start afresh, and the best xp so far is
 * kept so the new attempt gives only what beats it.
 */
export const retakeAssessment = async (
  db: Conn,
  caches: Caches,
  user: User,
  assessmentId: string,
  options: Options,
): Promise<LearnerAssessment> => {
  await db.transaction().execute(async (trx) => {
    const opened = await openAssessment(trx, caches, user, assessmentId, options);
    const { tracker, assessment } = opened;
    const settings = settingsOf(assessment);
    if (opened.home.preview || !tracker || !isReviewing(tracker) || !settings.multipleAttempts)
      throw badRequest(RETAKE_NOT_ALLOWED);
    const xpGiven = xpGivenOf(tracker, settings.type);
    const now = nowIso();
    await saveTrackers(
      trx,
      [
        {
          userId: user._id,
          kind: 'assessment',
          subjectId: assessmentId,
          completed: true,
          dateCompleted: tracker.dateCompleted,
          body: {
            ...progressOf(null),
            type: settings.type,
            dateCompleted: tracker.dateCompleted,
            answers: {},
            marks: {},
            xpGiven,
            bestXp: xpGiven,
            retaking: true,
            attempt: (typeof tracker.body.attempt === 'number' ? tracker.body.attempt : 1) + 1,
          },
          questionCount: opened.questions.length,
        },
      ],
      now,
    );
  });
  return viewAssessment(db, caches, user, assessmentId, options);
};

/** A code_challenge verdict says which test cases passed. */
const casesOf = (verdict: Verdict): Partial<AnswerResult> =>
  'cases' in verdict ? { cases: verdict.cases } : {};
