// Marking (learner-teacher.md §4 "Marking"): the teacher of a class (or an admin) marks the steps of a student's
// tutorial or challenge, awards stickers and writes comments; a project gets stickers and comments only. The
// teacher assessment and the xp follow from the marked steps by the core rule, and the student's xp moves by
// the difference from what the marking gave before, never by an amount anyone sends.
import {
  type AssessmentMarking,
  type Award,
  type ChallengeMarking,
  COMMENT_NOT_REMOVABLE,
  COMMENT_UNKNOWN,
  canManageClass,
  fullXpOf,
  ITEM_NOT_IN_CLASS_COURSES,
  isAdmin,
  type Locale,
  localize,
  MARKING_FORBIDDEN,
  type MarkingKind,
  type MarkingProject,
  type MarkingResult,
  type MarkingStep,
  type MarkingView,
  markingXp,
  message,
  PROJECT_NOT_STUDENTS,
  type ProjectMarking,
  STEP_NOT_IN_ITEM,
  STICKER_UNKNOWN,
  STUDENT_NOT_IN_CLASS,
  stageItemIds,
  type TutorialMarking,
  teacherAssessmentOf,
  type User,
  xpChange,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { loadClass } from '../classes/classes.store.ts';
import { type ContentItem, loadContent, loadContents, titleIn } from '../content/content.store.ts';
import { awardAchievements } from '../learn/achievements.service.ts';
import { settingsOf } from '../learn/assessment-outcome.ts';
import { loadTrackers, trackerKey } from '../learn/trackers.store.ts';
import { loadProject, projectBriefs } from '../projects/projects.store.ts';
import { addXp, loadUser } from '../users/users.store.ts';
import {
  addComments,
  loadMarking,
  type MarkingRecord,
  markingComments,
  markingStickers,
  removeComments,
  saveMarking,
  setMarkingStickers,
  toComment,
} from './marking.store.ts';
import { type AssessmentWork, applyAssessmentMarks, loadAssessmentWork } from './marking-assessment.ts';
import { listUsableStickers } from './stickers.store.ts';

export const MARKED_ELSEWHERE = message('markedElsewhere');

interface Target {
  classId: string;
  studentId: string;
  kind: MarkingKind;
  itemId: string;
}

const SECTION_OF = { tutorial: 'tutorials', challenge: 'challenges' } as const;
const CONTENT_KIND_OF = { tutorial: 'bricks', challenge: 'challenges', assessment: 'assessments' } as const;

const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The first class course whose (published) stages list the item in the section of its kind (an assessment: in
 * any of a stage's lists).
 */
export const courseHolding = (
  courses: Map<string, ContentItem>,
  order: readonly string[],
  kind: 'tutorial' | 'challenge' | 'assessment',
  itemId: string,
) => {
  for (const id of order) {
    const stages = courses.get(id)?.body.stages;
    if (!Array.isArray(stages)) continue;
    for (const stage of stages as Record<string, unknown>[]) {
      if (stage.draft === true) continue;
      const listed = kind === 'assessment' ? stageItemIds(stage) : stringList(stage[SECTION_OF[kind]]);
      if (listed.includes(itemId)) return id;
    }
  }
  return null;
};

/** Who may mark, whom, and what: the class's teacher or an admin, a student of the class, work of theirs. */
const openTarget = async (db: Conn, user: User, target: Target) => {
  const cls = await loadClass(db, target.classId);
  if (!cls) throw notFound(message('classNotFound'));
  if (!canManageClass(user, cls)) throw forbidden(MARKING_FORBIDDEN);
  if (!cls.students.includes(target.studentId)) throw notFound(STUDENT_NOT_IN_CLASS);
  const student = await loadUser(db, target.studentId);
  if (!student) throw notFound(STUDENT_NOT_IN_CLASS);
  return { cls, student };
};

interface Work {
  title: string;
  course: string | null;
  steps: {
    _id: string;
    title: string;
    completed: boolean;
    dateCompleted: string | null;
    autoMarkedXp: number;
  }[];
  completed: boolean | null;
  dateCompleted: string | null;
  projects: MarkingProject[];
  /** An assessment's answers for the teacher, and what saving needs of it. */
  assessment?: { item: ContentItem; work: AssessmentWork };
}

/** The student's side of the work: its steps with what they did, and their projects for it. */
const loadWork = async (
  db: Conn,
  caches: Caches,
  courses: readonly string[],
  target: Target,
  locale: Locale,
): Promise<Work> => {
  if (target.kind === 'project') {
    const project = await loadProject(db, target.itemId);
    if (!project) throw notFound(message('projectNotFound'));
    if (project.user._id !== target.studentId) throw badRequest(PROJECT_NOT_STUDENTS);
    const { _id, name, language, updatedAt } = project;
    return {
      title: name,
      course: null,
      steps: [],
      completed: null,
      dateCompleted: null,
      projects: [{ _id, name, language, updatedAt }],
    };
  }
  const kind = target.kind;
  const courseRecords = await loadContents(db, caches.content, courses);
  const course = courseHolding(courseRecords, courses, kind, target.itemId);
  const item = course ? await loadContent(db, caches.content, CONTENT_KIND_OF[kind], target.itemId) : null;
  if (!course || !item) throw notFound(ITEM_NOT_IN_CLASS_COURSES);
  const body = localize(item.body, item.translations, locale) as Record<string, unknown>;
  const title = String(body.title ?? item.title);
  if (kind === 'assessment') {
    const work = await loadAssessmentWork(db, caches, target.studentId, item, locale);
    return {
      title,
      course,
      projects: [],
      completed: work.completed,
      dateCompleted: work.dateCompleted,
      // An assessment's answers are marked by the teacher: none marks itself.
      steps: work.steps.map((step) => ({ ...step, autoMarkedXp: 0 })),
      assessment: { item, work },
    };
  }
  const projects = await projectBriefs(db, target.studentId, { learningProject: target.itemId });

  if (kind === 'tutorial') {
    const childIds = stringList(item.body.bricks);
    const children = await loadContents(db, caches.content, childIds);
    const steps = childIds
      .map((id) => children.get(id))
      .filter(
        (child): child is ContentItem =>
          !!child &&
          child.kind === 'bricks' &&
          !child.draft &&
          !child.archived &&
          (child.body.audience === undefined || child.body.audience === 'student'),
      );
    const actions = await loadTrackers(db, target.studentId, [item.id, ...steps.map((s) => s.id)]);
    const own = actions.get(trackerKey('action', item.id));
    return {
      title,
      course,
      projects,
      completed: !!own?.dateCompleted,
      dateCompleted: own?.dateCompleted ?? null,
      steps: steps.map((step) => {
        const action = actions.get(trackerKey('action', step.id));
        return {
          _id: step.id,
          title: titleIn(step, locale),
          completed: action?.completed ?? false,
          dateCompleted: action?.dateCompleted ?? null,
          autoMarkedXp: step.body.autoMarked === true ? Number(step.body.xp ?? 0) : 0,
        };
      }),
    };
  }

  const trackers = await loadTrackers(db, target.studentId, [item.id]);
  const tracker = trackers.get(trackerKey('challenge', item.id));
  const ticked = new Map(
    (
      (tracker?.body.decomposition ?? []) as {
        item?: unknown;
        completed?: unknown;
        dateCompleted?: unknown;
      }[]
    ).map((state) => [String(state.item), state] as const),
  );
  const decomposition = (Array.isArray(body.decomposition) ? body.decomposition : []) as {
    _id: string;
    text: string;
    autoMarked?: boolean;
    xp?: number;
  }[];
  return {
    title,
    course,
    projects,
    completed: !!tracker?.dateCompleted,
    dateCompleted: tracker?.dateCompleted ?? null,
    steps: decomposition.map((step) => {
      const state = ticked.get(step._id);
      return {
        _id: step._id,
        title: step.text,
        autoMarkedXp: step.autoMarked === true ? (step.xp ?? 0) : 0,
        completed: state?.completed === true,
        dateCompleted: typeof state?.dateCompleted === 'string' ? state.dateCompleted : null,
      };
    }),
  };
};

const present = async (
  db: Conn,
  user: User,
  target: Target,
  context: { cls: { _id: string; name: string }; student: User },
  work: Work,
  marking: MarkingRecord | null,
): Promise<MarkingView> => {
  const stepIds = new Set(work.steps.map((s) => s._id));
  const marked = marking ? Object.entries(marking.steps).filter(([id]) => stepIds.has(id)) : [];
  const markedAt = new Map(marked);
  const [stickers, comments] = marking
    ? await Promise.all([markingStickers(db, marking.id), markingComments(db, marking.id)])
    : [[], []];
  const steps: MarkingStep[] = work.steps.map((step) => ({
    ...step,
    teacherMarkedComplete: markedAt.has(step._id),
    dateTeacherMarkedComplete: markedAt.get(step._id) ?? null,
  }));
  return {
    kind: target.kind,
    item: { _id: target.itemId, title: work.title },
    student: {
      _id: context.student._id,
      first_name: context.student.first_name,
      last_name: context.student.last_name,
      username: context.student.username,
      xp: context.student.xp,
    },
    class: { _id: context.cls._id, name: context.cls.name },
    course: work.course,
    steps,
    completed: work.completed,
    dateCompleted: work.dateCompleted,
    teacherAssessment: marking?.teacherAssessment ?? 'incomplete',
    xpAwarded: marking?.xpAwarded ?? 0,
    xpValue: work.assessment
      ? fullXpOf(settingsOf(work.assessment.item))
      : markingXp(target.kind, 'complete'),
    stickers,
    comments: comments.map((c) => toComment(c, c.authorId === user._id || isAdmin(user))),
    projects: work.projects,
    ...(work.assessment
      ? { answers: work.assessment.work.answers, result: work.assessment.work.result }
      : {}),
    updatedAt: marking?.updatedAt ?? null,
  };
};

/** `GET /api/classes/{id}/students/{studentId}/marking/{kind}/{itemId}`. */
export const viewMarking = async (db: Conn, caches: Caches, user: User, target: Target, locale: Locale) => {
  const context = await openTarget(db, user, target);
  const work = await loadWork(db, caches, context.cls.courses, target, locale);
  const marking = await loadMarking(db, target.studentId, target.kind, target.itemId);
  return present(db, user, target, context, work, marking);
};

type MarkingInput = TutorialMarking | ChallengeMarking | ProjectMarking | AssessmentMarking;

const stepChangesOf = (kind: MarkingKind, input: MarkingInput) => {
  if (kind === 'tutorial')
    return ((input as TutorialMarking).steps ?? []).map((s) => ({
      id: s.step,
      marked: s.teacherMarkedComplete,
    }));
  if (kind === 'challenge')
    return ((input as ChallengeMarking).decomposition ?? []).map((s) => ({
      id: s.item,
      marked: s.teacherMarkedComplete,
    }));
  if (kind === 'assessment')
    return ((input as AssessmentMarking).answers ?? []).map((a) => ({ id: a.question, marked: a.right }));
  return [];
};

/** `PUT /api/classes/{id}/students/{studentId}/marking/{kind}/{itemId}`: all of it or nothing. */
export const saveMarkingFor = async (
  db: Conn,
  caches: Caches,
  user: User,
  target: Target,
  input: MarkingInput,
  locale: Locale,
): Promise<MarkingResult> =>
  db.transaction().execute(async (trx) => {
    const context = await openTarget(trx, user, target);
    const work = await loadWork(trx, caches, context.cls.courses, target, locale);
    const before = await loadMarking(trx, target.studentId, target.kind, target.itemId);
    const now = nowIso();

    const stepIds = new Set(work.steps.map((s) => s._id));
    const steps: Record<string, string> = Object.fromEntries(
      Object.entries(before?.steps ?? {}).filter(([id]) => stepIds.has(id)),
    );
    const markedBefore = new Set(Object.keys(steps));
    // An assessment's answers are checked (400) and marked on the student's tracker, its xp settled there.
    const assessed = work.assessment
      ? await applyAssessmentMarks(
          trx,
          context.student,
          work.assessment.item,
          work.assessment.work,
          input as AssessmentMarking,
          now,
        )
      : null;
    for (const change of stepChangesOf(target.kind, input)) {
      if (!stepIds.has(change.id))
        throw badRequest(STEP_NOT_IN_ITEM, [
          { path: target.kind === 'challenge' ? 'decomposition' : 'steps', message: STEP_NOT_IN_ITEM },
        ]);
      if (!change.marked) delete steps[change.id];
      else steps[change.id] ??= now;
    }
    const teacherAssessment = teacherAssessmentOf(Object.keys(steps).length, work.steps.length);
    const xpAwarded = assessed ? assessed.xpGiven : markingXp(target.kind, teacherAssessment);
    const change = assessed ? assessed.change : xpChange(before?.xpAwarded ?? 0, xpAwarded);

    const currentStickers = before ? (await markingStickers(trx, before.id)).map((s) => s._id) : [];
    if (input.stickers) {
      const usable = new Set((await listUsableStickers(trx, user._id)).map((s) => s._id));
      for (const id of input.stickers)
        if (!usable.has(id) && !currentStickers.includes(id))
          throw badRequest(STICKER_UNKNOWN, [{ path: 'stickers', message: STICKER_UNKNOWN }]);
    }
    if (input.removeComments?.length) {
      const comments = before ? await markingComments(trx, before.id) : [];
      for (const id of input.removeComments) {
        const comment = comments.find((c) => c.id === id);
        if (!comment)
          throw badRequest(COMMENT_UNKNOWN, [{ path: 'removeComments', message: COMMENT_UNKNOWN }]);
        if (comment.authorId !== user._id && !isAdmin(user)) throw forbidden(COMMENT_NOT_REMOVABLE);
      }
    }

    // Something new for the student (their navbar's badge): steps marked or unmarked, a sticker or a comment
    // added. Taking a sticker or a comment away is not news.
    const marked = Object.keys(steps);
    const gives =
      marked.length !== markedBefore.size ||
      marked.some((id) => !markedBefore.has(id)) ||
      (input.stickers ?? []).some((id) => !currentStickers.includes(id)) ||
      (input.comments ?? []).length > 0 ||
      ('answers' in input && (input.answers ?? []).length > 0);
    const feedbackAt = gives ? now : (before?.feedbackAt ?? null);

    const markingId = await saveMarking(
      trx,
      { studentId: target.studentId, kind: target.kind, subjectId: target.itemId },
      before,
      { teacherAssessment, steps, xpAwarded, feedbackAt },
      user._id,
      now,
    );
    if (!markingId) throw conflict(MARKED_ELSEWHERE);
    if (input.stickers) {
      await setMarkingStickers(trx, markingId, currentStickers, [...new Set(input.stickers)], user._id, now);
    }
    await removeComments(trx, markingId, input.removeComments ?? []);
    await addComments(
      trx,
      markingId,
      (input.comments ?? []).map((c) => c.text),
      user._id,
      now,
    );

    const xp = assessed
      ? assessed.xp
      : change !== 0
        ? await addXp(trx, target.studentId, change, now)
        : context.student.xp;
    // Achievements count xp and stickers: only a save that moved either can reach a new level.
    const awards: Award[] =
      change !== 0 || input.stickers ? await awardAchievements(trx, target.studentId, now) : [];
    const marking = await loadMarking(trx, target.studentId, target.kind, target.itemId);
    // An assessment's answers and result are read again: the marks just given change them.
    const shown = work.assessment ? await loadWork(trx, caches, context.cls.courses, target, locale) : work;
    const view = await present(
      trx,
      user,
      target,
      { ...context, student: { ...context.student, xp } },
      shown,
      marking,
    );
    return { marking: view, xpChange: change, xp, awards };
  });
