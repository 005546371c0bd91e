// The class progress grid (learner-teacher.md §2 "progress", §7 POST /api/classes/{id}/progress/{courseId}):
// every student of a class by every item of one of its courses, each cell the student's percentage of that
// item. A fixed number of queries whatever the class and course size: the class, the course outline (kept per
// course stamp), the students, their trackers on the course's items, their markings and their projects.
import {
  averagePercent,
  type ClassProgress,
  COURSE_NOT_IN_CLASS,
  canManageClass,
  type Locale,
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
import { containsText } from '../../db/sql.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { loadClass } from '../classes/classes.store.ts';
import { loadCourseOutline } from '../learn/course-home.service.ts';
import type { Conn } from '../users/users.store.ts';
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

/** The trackers of the class's students on the given subjects: what the grid needs of each, no bodies. */
const trackersOf = (db: Conn, classId: string, subjectIds: readonly string[]) =>
  subjectIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('class_members as cm')
        .innerJoin('trackers as t', 't.user_id', 'cm.user_id')
        .select(['t.user_id', 't.kind', 't.subject_id', 't.completed', 't.progress'])
        .where('cm.class_id', '=', classId)
        .where('cm.role', '=', 'student')
        .where('t.subject_id', 'in', subjectIds)
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

/** `POST /api/classes/{id}/progress/{courseId}`. */
export const classProgress = async (
  db: Conn,
  user: User,
  classId: string,
  courseId: string,
  request: ProgressRequest,
  locale: Locale,
): Promise<ClassProgress> => {
  const cls = await loadClass(db, classId);
  if (!cls) throw notFound('Class not found');
  if (!canManageClass(user, cls)) throw forbidden(PROGRESS_FORBIDDEN_CLASS);
  if (!cls.courses.includes(courseId)) throw badRequest(COURSE_NOT_IN_CLASS);
  const outline = await loadCourseOutline(db, courseId, locale);
  if (!outline) throw badRequest(COURSE_NOT_IN_CLASS);

  const items: GridItem[] = outline.stages.flatMap((stage, index) =>
    STAGE_SECTION_ORDER.flatMap((section) =>
      stage.sections[section].map((item) => ({
        _id: item.fixed._id,
        kind: KIND_OF_SECTION[section],
        title: item.fixed.title,
        stage: index,
        lessonId: item.conceptIntroId,
      })),
    ),
  );
  const subjectIds = [
    ...new Set(items.flatMap((item) => (item.lessonId ? [item._id, item.lessonId] : [item._id]))),
  ];

  const [students, trackers, markings, projects] = await Promise.all([
    studentsOf(db, cls._id, request.filter),
    trackersOf(db, cls._id, subjectIds),
    classMarkings(db, cls._id),
    projectsOf(db, cls._id),
  ]);

  // Per student, the progress of each (kind, subject) they have a tracker for.
  const byStudent = new Map<string, Map<string, { completed: boolean; progress: number }>>();
  for (const row of trackers) {
    let mine = byStudent.get(row.user_id);
    if (!mine) {
      mine = new Map();
      byStudent.set(row.user_id, mine);
    }
    mine.set(`${row.kind}:${row.subject_id}`, {
      completed: row.completed === 1,
      progress: Number(row.progress),
    });
  }
  const marks = new Map<string, TeacherAssessment>();
  for (const row of markings)
    marks.set(`${row.student_id}:${row.kind}:${row.subject_id}`, row.teacher_assessment as TeacherAssessment);
  const projectCounts = new Map(
    projects.map((row) => [row.user_id, { count: Number(row.n), latest: row.id }]),
  );

  const cellOf = (studentId: string, item: GridItem): ProgressGridCell => {
    const mine = byStudent.get(studentId);
    const get = (kind: string, id: string) => mine?.get(`${kind}:${id}`);
    switch (item.kind) {
      case 'topic': {
        const done = get('topic', item._id)?.completed === true;
        const lesson = item.lessonId ? (get('assessment', item.lessonId)?.progress ?? 0) : 0;
        return {
          percentageCompleted: done ? 100 : lesson,
          introductionComplete: done,
          teacherAssessment: null,
        };
      }
      case 'quiz': {
        const done = get('quiz', item._id)?.completed === true;
        return {
          percentageCompleted: done ? 100 : (get('assessment', item._id)?.progress ?? 0),
          introductionComplete: false,
          teacherAssessment: null,
        };
      }
      case 'tutorial':
      case 'challenge':
        return {
          percentageCompleted:
            get(item.kind === 'tutorial' ? 'action' : 'challenge', item._id)?.progress ?? 0,
          introductionComplete: false,
          teacherAssessment: marks.get(`${studentId}:${item.kind}:${item._id}`) ?? null,
        };
    }
  };

  const stageCount = outline.stages.length;
  const rows = students.map((student) => {
    const cells = items.map((item) => cellOf(student.id, item));
    const stageTotals = Array.from({ length: stageCount }, (_, stage) =>
      averagePercent(cells.filter((_, i) => items[i]!.stage === stage).map((c) => c.percentageCompleted)),
    );
    return {
      _id: student.id,
      first_name: student.first_name,
      last_name: student.last_name,
      username: student.username,
      xp: Number(student.xp),
      cells,
      stageTotals,
      total: averagePercent(cells.map((c) => c.percentageCompleted)),
      projects: projectCounts.get(student.id) ?? { count: 0, latest: null },
    };
  });

  const count = rows.length;
  const limit = request.all ? Math.max(count, 1) : PROGRESS_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(count / limit));
  const page = Math.min(request.page, pages - 1);
  return {
    course: { _id: courseId, title: outline.head.title },
    stages: outline.stages.map((stage) => ({ _id: stage._id, title: stage.title })),
    items: items.map(({ lessonId: _lesson, ...item }) => item),
    students: rows.slice(page * limit, (page + 1) * limit),
    itemTotals: items.map((_, i) => averagePercent(rows.map((row) => row.cells[i]!.percentageCompleted))),
    stageTotals: Array.from({ length: stageCount }, (_, stage) =>
      averagePercent(rows.map((row) => row.stageTotals[stage]!)),
    ),
    total: averagePercent(rows.map((row) => row.total)),
    count,
    pages,
    page,
  };
};
