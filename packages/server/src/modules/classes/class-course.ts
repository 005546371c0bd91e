// Joining a class picks its course (issue 18): a student who joins a class, at signup or with Join Class, has the
// class's first course that is open to them made their current course, so they land on it instead of on
// "No course picked yet". The class's courses are in the teacher's order; drafts and courses of another school
// are passed over, as the course picker would not offer them.
import { publishedCourseIdsFor } from '../courses/courses.store.ts';
import { type Conn, loadUser, updateUserColumns } from '../users/users.store.ts';

/** The class's courses in its order. */
export const classCourseIds = async (db: Conn, classId: string) =>
  (
    await db
      .selectFrom('class_courses')
      .select('course_id')
      .where('class_id', '=', classId)
      .orderBy('position')
      .execute()
  ).map((row) => row.course_id);

/**
 * Inside the joining transaction: the class's courses open to the student, in the class's order, and the first
 * of them made the student's current course. Returns those courses and the current course afterwards.
 */
export const landOnClassCourse = async (trx: Conn, classId: string, userId: string, now: string) => {
  const user = await loadUser(trx, userId);
  if (!user) return { courses: [], currentCourse: null };
  const communities = [user.school?._id, user.current_community].filter((c): c is string => !!c);
  const ids = await classCourseIds(trx, classId);
  const open = await publishedCourseIdsFor(trx, ids, communities);
  const courses = ids.filter((id) => open.has(id));
  const first = courses[0];
  if (first === undefined) return { courses, currentCourse: user.current_course };
  if (user.current_course !== first) await updateUserColumns(trx, userId, { current_course_id: first }, now);
  return { courses, currentCourse: first };
};
