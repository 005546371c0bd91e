// All SQL about classes, their members and their courses.
import type { Class, YearGroup } from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import { containsText } from '../../db/sql.ts';

/** Classes as the API presents them (never the password), in four queries whatever their number. */
export const loadClasses = async (db: Conn, ids: readonly string[]): Promise<Class[]> => {
  if (ids.length === 0) return [];
  const [rows, members, courses, starred] = await Promise.all([
    db
      .selectFrom('classes')
      .select(['id', 'code', 'name', 'year', 'teacher_id', 'archived', 'created_at'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('class_members')
      .select(['class_id', 'user_id', 'role'])
      .where('class_id', 'in', ids)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('class_courses')
      .select(['class_id', 'course_id'])
      .where('class_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('class_starred_projects')
      .select(['class_id', 'project_id'])
      .where('class_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('project_id')
      .execute(),
  ]);
  const byId = new Map<string, Class>(
    rows.map((row) => [
      row.id,
      {
        _id: row.id,
        classId: row.code,
        name: row.name,
        year: row.year as YearGroup | null,
        courses: [],
        students: [],
        instructors: [],
        teacher: row.teacher_id,
        archived: row.archived === 1,
        starredProjects: [],
        createdAt: row.created_at,
      },
    ]),
  );
  for (const m of members) {
    const target = byId.get(m.class_id);
    if (target) (m.role === 'instructor' ? target.instructors : target.students).push(m.user_id);
  }
  for (const c of courses) byId.get(c.class_id)?.courses.push(c.course_id);
  for (const star of starred) byId.get(star.class_id)?.starredProjects.push(star.project_id);
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const loadClass = async (db: Conn, id: string) => (await loadClasses(db, [id]))[0] ?? null;

export interface ClassListFilter {
  name?: string;
  archived?: boolean;
  /** Only classes this user teaches or instructs. */
  staffId?: string;
}

export const listClassIds = async (
  db: Conn,
  filter: ClassListFilter,
  page: { offset: number; limit: number; sort?: string },
) => {
  let query = db.selectFrom('classes');
  if (filter.name) query = query.where(containsText(sql`lower(name)`, filter.name.toLowerCase()));
  if (filter.archived !== undefined) query = query.where('archived', '=', filter.archived ? 1 : 0);
  if (filter.staffId) {
    const staffId = filter.staffId;
    query = query.where((w) =>
      w.or([
        w('teacher_id', '=', staffId),
        w(
          'id',
          'in',
          w
            .selectFrom('class_members')
            .select('class_id')
            .where('user_id', '=', staffId)
            .where('role', '=', 'instructor'),
        ),
      ]),
    );
  }
  const descending = page.sort?.startsWith('-') ?? false;
  const column = page.sort?.replace(/^-/, '') === 'created' ? 'created_at' : 'name';
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select('id')
      .orderBy(column, descending ? 'desc' : 'asc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { ids: rows.map((r) => r.id), count: Number(countRow.count) };
};

export const codeTaken = async (db: Conn, code: string) =>
  !!(await db.selectFrom('classes').select('id').where('code', '=', code).executeTakeFirst());

/** The active class with this join code, if any. */
export const findActiveClassByCode = async (db: Conn, code: string) =>
  (await db
    .selectFrom('classes')
    .select(['id', 'name', 'code', 'school_id as schoolId'])
    .where('code', '=', code)
    .where('archived', '=', 0)
    .executeTakeFirst()) ?? null;

export interface NewClassRow {
  id: string;
  code: string;
  name: string;
  year: string | null;
  teacherId: string;
  schoolId: string | null;
  passwordHash: string;
  now: string;
}

export const insertClass = async (db: Conn, row: NewClassRow) => {
  await db
    .insertInto('classes')
    .values({
      id: row.id,
      code: row.code,
      name: row.name,
      year: row.year,
      teacher_id: row.teacherId,
      school_id: row.schoolId,
      password_hash: row.passwordHash,
      archived: 0,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
};

export const updateClassColumns = async (
  db: Conn,
  id: string,
  columns: Partial<{ name: string; year: string | null; password_hash: string; archived: number }>,
  now: string,
) => {
  await db
    .updateTable('classes')
    .set({ ...columns, updated_at: now })
    .where('id', '=', id)
    .execute();
};

export const setClassCourses = async (db: Conn, classId: string, courseIds: readonly string[]) => {
  await db.deleteFrom('class_courses').where('class_id', '=', classId).execute();
  if (courseIds.length) {
    await db
      .insertInto('class_courses')
      .values(courseIds.map((courseId, position) => ({ class_id: classId, course_id: courseId, position })))
      .execute();
  }
};

export const deleteClassRow = async (db: Conn, id: string) => {
  await db.deleteFrom('classes').where('id', '=', id).execute();
};

export const isMember = async (db: Conn, classId: string, userId: string, role: 'student' | 'instructor') =>
  !!(await db
    .selectFrom('class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst());

export const addMember = async (
  db: Conn,
  classId: string,
  userId: string,
  role: 'student' | 'instructor',
  now: string,
) => {
  await db
    .insertInto('class_members')
    .values({ class_id: classId, user_id: userId, role, joined_at: now })
    .execute();
};

export const removeMember = async (
  db: Conn,
  classId: string,
  userId: string,
  role: 'student' | 'instructor',
) => {
  const result = await db
    .deleteFrom('class_members')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};

/** The school a class belongs to (its teacher's when it was made): its students take that school's courses. */
export const schoolOfClass = async (db: Conn, classId: string) =>
  (await db.selectFrom('classes').select('school_id').where('id', '=', classId).executeTakeFirst())
    ?.school_id ?? null;

export const schoolOf = async (db: Conn, userId: string) =>
  (await db.selectFrom('users').select('school_id').where('id', '=', userId).executeTakeFirst())?.school_id ??
  null;

/** Gives every student of the class the betaTester role (once); returns how many students the class has. */
export const makeStudentsBetaTesters = async (db: Conn, classId: string) => {
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role'])
    .expression((eb) =>
      eb
        .selectFrom('class_members')
        .select(['user_id', sql.lit('betaTester').as('role')])
        .where('class_id', '=', classId)
        .where('role', '=', 'student'),
    )
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
  const row = await db
    .selectFrom('class_members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('class_id', '=', classId)
    .where('role', '=', 'student')
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The class's courses in the teacher's order. */
export const classCourseIds = async (db: Conn, classId: string) =>
  (
    await db
      .selectFrom('class_courses')
      .select('course_id')
      .where('class_id', '=', classId)
      .orderBy('position')
      .execute()
  ).map((row) => row.course_id);
