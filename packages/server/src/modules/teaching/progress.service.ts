// The class progress grid (learner-teacher.md §2 "progress", §7 POST /api/classes/{id}/progress/{courseId}):
// every student of a class by every item of one of its courses, each cell the student's percentage of that
// item. A fixed number of queries whatever the class and course size: the class, the course outline (kept per
// course stamp), the students, their trackers on the course's items, their markings and their projects.
import {
  type ClassProgress,
  COURSE_NOT_IN_CLASS,
  canManageClass,
  type Locale,
  meanPercent,
  message,
  PROGRESS_FORBIDDEN_CLASS,
  PROGRESS_PAGE_SIZE,
  type ProgressGridCell,
  type ProgressItem,
  type ProgressItemKind,
  type ProgressRequest,
  STAGE_SECTION_ORDER,
  type TeacherAssessment,
  type User,
} from '@brickyard/core';
import { sql } from 'kysely';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { containsText } from '../../db/sql.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { loadClass } from '../classes/classes.store.ts';
import { type ContentItem, loadContents } from '../content/content.store.ts';
import { loadCourseOutline } from '../learn/course-home.service.ts';
import { classMarkings } from './marking.store.ts';

const KIND_OF_SECTION: Record<(typeof STAGE_SECTION_ORDER)[number], ProgressItemKind> = {
  introQuizzes: 'quiz',
  topics: 'topic',
  tutorials: 'tutorial',
  challenges: 'challenge',
  finalQuizzes: 'quiz',
  exams: 'quiz',
};

/** An item of the grid and where its cell's figures come from. */
interface GridItem extends ProgressItem {
  /** Topics: the lesson whose progress shows until the introduction is complete. */
  lessonId: string | null;
}

const studentsOf = (db: Conn, classId: string, filter: string) => {
  let query = db
    .selectFrom('class_members as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.username', 'u.xp'])
    .where('cm.class_id', '=', classId)
    .where('cm.role', '=', 'student');
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    query = query.where((w) =>
      w.or([
        containsText(sql`lower(u.first_name)`, word),
        containsText(sql`lower(u.last_name)`, word),
        containsText(sql`lower(u.username)`, word),
      ]),
    );
  }
  return query.orderBy(sql`lower(u.last_name)`).orderBy(sql`lower(u.first_name)`).orderBy('u.id').execute();
};

/**
 * How far each student of the class is with each of the subjects, from the `progress` column (core
 * `trackerProgress`), no bodies read. Trackers at 0 are left out: no tracker counts 0 as well. A stage quiz has
 * a quiz tracker (100 once finished) and an assessment tracker (the share answered); the caller keeps the
 * higher of the two (folding them here would cost SQLite a sort).
 */
const progressOf = (db: Conn, classId: string, subjectIds: readonly string[]) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('class_members as cm')
        .innerJoin('trackers as t', 't.user_id', 'cm.user_id')
        .select(['t.user_id', 't.subject_id', 't.progress'])
        .where('cm.class_id', '=', classId)
        .where('cm.role', '=', 'student')
        .where('t.subject_id', 'in', subjectIds)
        .where('t.progress', '>', 0)
        .execute();

/** Each student's active projects: how many, and the latest. */
const projectsOf = (db: Conn, classId: string) =>
  db
    .selectFrom(
      db
        .selectFrom('class_members as cm')
        .innerJoin('projects as p', 'p.user_id', 'cm.user_id')
        .select([
          'p.user_id',
          'p.id',
          sql<number | string>`count(*) over (partition by p.user_id)`.as('n'),
          sql<
            number | string
          >`row_number() over (partition by p.user_id order by p.updated_at desc, p.id desc)`.as('rn'),
        ])
        .where('cm.class_id', '=', classId)
        .where('cm.role', '=', 'student')
        .where('p.archived', '=', 0)
        .as('ranked'),
    )
    .select(['ranked.user_id', 'ranked.id', 'ranked.n'])
    .where('ranked.rn', '=', 1)
    .execute();

const childIdsOf = (item: ContentItem | undefined) =>
  item?.kind === 'bricks' && Array.isArray(item.body.bricks) ? item.body.bricks : [];

/**
 * The xp each tutorial's Auto Marked steps give, by tutorial id: its steps and their sub-steps, read level by
 * level (two queries, whatever the number of tutorials; cached rows are not read again).
 */
const autoMarkedXpOf = async (db: Conn, caches: Caches, tutorialIds: readonly string[]) => {
  const tutorials = await loadContents(db, caches.content, tutorialIds);
  const stepIds = tutorialIds.flatMap((id) => childIdsOf(tutorials.get(id)));
  const steps = await loadContents(db, caches.content, stepIds);
  const subSteps = await loadContents(
    db,
    caches.content,
    stepIds.flatMap((id) => childIdsOf(steps.get(id))),
  );
  const xpOf = (item: ContentItem | undefined) =>
    item?.kind === 'bricks' && item.body.autoMarked === true && !item.draft && !item.archived
      ? Number(item.body.xp ?? 0)
      : 0;
  return new Map(
    tutorialIds.map((id) => {
      const own = childIdsOf(tutorials.get(id)).map((stepId) => steps.get(stepId));
      const below = own.flatMap((step) => childIdsOf(step).map((subId) => subSteps.get(subId)));
      return [id, [...own, ...below].reduce((sum, item) => sum + xpOf(item), 0)] as const;
    }),
  );
};

/** `POST /api/classes/{id}/progress/{courseId}`. */
export const classProgress = async (
  db: Conn,
  caches: Caches,
  user: User,
  classId: string,
  courseId: string,
  request: ProgressRequest,
  locale: Locale,
): Promise<ClassProgress> => {
  const cls = await loadClass(db, classId);
  if (!cls) throw notFound(message('classNotFound'));
  if (!canManageClass(user, cls)) throw forbidden(PROGRESS_FORBIDDEN_CLASS);
  if (!cls.courses.includes(courseId)) throw badRequest(COURSE_NOT_IN_CLASS);
  const outline = await loadCourseOutline(db, caches, courseId, locale);
  if (!outline) throw badRequest(COURSE_NOT_IN_CLASS);

  const items: GridItem[] = outline.stages.flatMap((stage, index) =>
    STAGE_SECTION_ORDER.flatMap((section) =>
      stage.sections[section].map((item) => ({
        _id: item.fixed._id,
        kind: KIND_OF_SECTION[section],
        title: item.fixed.title,
        stage: index,
        lessonId: item.conceptIntroId,
        autoMarkedXp: 0,
      })),
    ),
  );
  const tutorialIds = items.filter((item) => item.kind === 'tutorial').map((item) => item._id);
  const autoMarked = await autoMarkedXpOf(db, caches, tutorialIds);
  for (const item of items) item.autoMarkedXp = autoMarked.get(item._id) ?? 0;
  // Subjects and students by index, and each student's progress on each subject in one flat array.
  const subjects = new Map<string, number>();
  const subjectOf = (id: string) => {
    let index = subjects.get(id);
    if (index === undefined) {
      index = subjects.size;
      subjects.set(id, index);
    }
    return index;
  };
  const cellSubjects = items.map((item) => ({
    own: subjectOf(item._id),
    lesson: item.lessonId ? subjectOf(item.lessonId) : -1,
  }));

  const [students, progress, markings, projects] = await Promise.all([
    studentsOf(db, cls._id, request.filter),
    progressOf(db, cls._id, [...subjects.keys()]),
    classMarkings(db, cls._id),
    projectsOf(db, cls._id),
  ]);

  const width = subjects.size;
  const rowOf = new Map(students.map((student, index) => [student.id, index]));
  const matrix = new Float64Array(students.length * width);
  for (const entry of progress) {
    const r = rowOf.get(entry.user_id);
    const c = subjects.get(entry.subject_id);
    if (r === undefined || c === undefined) continue;
    const value = Number(entry.progress);
    if (value > matrix[r * width + c]!) matrix[r * width + c] = value;
  }
  /** A cell's percentage: a topic shows its lesson's progress until its introduction is complete. */
  const percentage = (r: number, i: number) => {
    const { own, lesson } = cellSubjects[i]!;
    const value = matrix[r * width + own]!;
    return lesson < 0 ? value : Math.max(value, matrix[r * width + lesson]!);
  };

  const stageCount = outline.stages.length;
  const stageSizes = new Array<number>(stageCount).fill(0);
  for (const item of items) stageSizes[item.stage]! += 1;
  const itemSums = new Array<number>(items.length).fill(0);
  const stageSums = new Array<number>(stageCount).fill(0);
  let totalSum = 0;
  const totals = students.map((_, r) => {
    const stageTotals = new Array<number>(stageCount).fill(0);
    let sum = 0;
    for (let i = 0; i < items.length; i++) {
      const value = percentage(r, i);
      itemSums[i]! += value;
      stageTotals[items[i]!.stage]! += value;
      sum += value;
    }
    for (let stage = 0; stage < stageCount; stage++) {
      stageTotals[stage] = meanPercent(stageTotals[stage]!, stageSizes[stage]!);
      stageSums[stage]! += stageTotals[stage]!;
    }
    const total = meanPercent(sum, items.length);
    totalSum += total;
    return { stageTotals, total };
  });

  const marks = new Map<string, TeacherAssessment>();
  for (const mark of markings)
    marks.set(
      `${mark.student_id}:${mark.kind}:${mark.subject_id}`,
      mark.teacher_assessment as TeacherAssessment,
    );
  const projectCounts = new Map(projects.map((p) => [p.user_id, { count: Number(p.n), latest: p.id }]));
  const cellOf = (r: number, studentId: string, i: number): ProgressGridCell => {
    const item = items[i]!;
    return {
      percentageCompleted: percentage(r, i),
      introductionComplete: item.kind === 'topic' && matrix[r * width + cellSubjects[i]!.own] === 100,
      teacherAssessment:
        item.kind === 'tutorial' || item.kind === 'challenge'
          ? (marks.get(`${studentId}:${item.kind}:${item._id}`) ?? null)
          : null,
    };
  };

  const count = students.length;
  const limit = request.all ? Math.max(count, 1) : PROGRESS_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(count / limit));
  const page = Math.min(request.page, pages - 1);
  const first = page * limit;
  const mean = (sum: number) => meanPercent(sum, count);
  return {
    course: { _id: courseId, title: outline.head.title },
    stages: outline.stages.map((stage) => ({ _id: stage._id, title: stage.title })),
    items: items.map(({ lessonId: _lesson, ...item }) => item),
    // Cells are made only for the students on the page; the totals above counted everyone.
    students: students.slice(first, first + limit).map((student, offset) => {
      const r = first + offset;
      return {
        _id: student.id,
        first_name: student.first_name,
        last_name: student.last_name,
        username: student.username,
        xp: Number(student.xp),
        cells: items.map((_, i) => cellOf(r, student.id, i)),
        stageTotals: totals[r]!.stageTotals,
        total: totals[r]!.total,
        projects: projectCounts.get(student.id) ?? { count: 0, latest: null },
      };
    }),
    itemTotals: itemSums.map(mean),
    stageTotals: stageSums.map(mean),
    total: mean(totalSum),
    count,
    pages,
    page,
  };
};
