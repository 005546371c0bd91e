// The rules of classes beyond the generic resource: joining by code, removing students, instructors and beta
// testers. Each call owns its transaction; all SQL is in classes.store.ts.
//
// Joining a class picks its course (issue 18): a student who joins a class, at signup or with Join Class, has the
// class's first course that is open to them made their current course, so they land on it instead of on
// "No course picked yet". The class's courses are in the teacher's order; drafts and courses of another school
// are passed over, as the course picker would not offer them.
import {
  ALREADY_IN_CLASS,
  type ClassLoginInfo,
  canManageClass,
  fullName,
  hasRole,
  INVALID_CLASS_CODE,
  isAdmin,
  message,
  seesCoursesInDevelopment,
  TOO_MANY_JOIN_GUESSES,
  type User,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { reserve } from '../auth/throttle.ts';
import { publishedCourseIdsFor } from '../courses/courses.store.ts';
import { loadUser, loadUsers, updateUserColumns } from '../users/users.store.ts';
import {
  addMember,
  classCourseIds,
  findActiveClassByCode,
  isMember,
  loadClass,
  makeStudentsBetaTesters,
  removeMember,
} from './classes.store.ts';

/** Wrong class codes a logged-in student may try in 15 minutes, and all students at one address together. */
export const JOIN_LIMITS = { student: 10, address: 100 } as const;
const joinLimits = (userId: string, ip: string) => [
  { key: `join:user:${userId}`, max: JOIN_LIMITS.student },
  { key: `join:ip:${ip}`, max: JOIN_LIMITS.address },
];

/**
 * Inside the joining transaction: the class's courses open to the student, in the class's order, and the first
 * of them made the student's current course. Returns those courses and the current course afterwards.
 */
export const landOnClassCourse = async (trx: Conn, classId: string, userId: string, now: string) => {
  const user = await loadUser(trx, userId);
  if (!user) return { courses: [], currentCourse: null };
  const communities = [user.school?._id, user.current_community].filter((c): c is string => !!c);
  const ids = await classCourseIds(trx, classId);
  const open = await publishedCourseIdsFor(trx, ids, communities, {
    inDevelopment: seesCoursesInDevelopment(user),
  });
  const courses = ids.filter((id) => open.has(id));
  const first = courses[0];
  if (first === undefined) return { courses, currentCourse: user.current_course };
  if (user.current_course !== first) await updateUserColumns(trx, userId, { current_course_id: first }, now);
  return { courses, currentCourse: first };
};

/**
 * The logged-in student joins the active class with this code. A wrong code is a guess: counted per student and
 * per address before the code is looked up, and handed back when the code was right.
 */
export const joinClassByCode = async (db: Db, user: User, code: string, ip: string) => {
  if (!hasRole(user, 'student')) throw forbidden(message('onlyStudentsJoin'));
  const guess = await reserve(db, joinLimits(user._id, ip), TOO_MANY_JOIN_GUESSES);
  const joined = await db
    .transaction()
    .execute(async (trx) => {
      const found = await findActiveClassByCode(trx, code);
      if (!found) return null;
      if (await isMember(trx, found.id, user._id, 'student')) throw conflict(ALREADY_IN_CLASS);
      const now = nowIso();
      await addMember(trx, found.id, user._id, 'student', now);
      const landed = await landOnClassCourse(trx, found.id, user._id, now);
      return { _id: found.id, name: found.name, classId: found.code, ...landed };
    })
    .catch(async (error: unknown) => {
      await guess.refund();
      throw error;
    });
  if (!joined) throw notFound(INVALID_CLASS_CODE);
  await guess.refund();
  return joined;
};

/** Removes a student from a class: its teacher or an admin. */
export const removeStudent = (db: Db, user: User, classId: string, studentId: string) =>
  db.transaction().execute(async (trx) => {
    const cls = await loadClass(trx, classId);
    if (!cls) throw notFound(message('classNotFound'));
    if (!canManageClass(user, cls)) throw forbidden();
    if (!(await removeMember(trx, cls._id, studentId, 'student'))) {
      throw notFound(message('studentNotInClass'));
    }
  });

/** The class whose instructors an admin is changing. */
const classForInstructors = async (trx: Conn, user: User, id: string) => {
  if (!isAdmin(user)) throw forbidden(message('adminChangesInstructors'));
  const cls = await loadClass(trx, id);
  if (!cls) throw notFound(message('classNotFound'));
  return cls;
};

/** Adds an instructor or teacher to a class as an instructor (admin); answers the class as it is then. */
export const addInstructor = (db: Db, user: User, classId: string, instructorId: string) =>
  db.transaction().execute(async (trx) => {
    const cls = await classForInstructors(trx, user, classId);
    const instructor = await loadUser(trx, instructorId);
    if (!instructor) throw notFound(message('userNotFound'));
    if (!hasRole(instructor, 'instructor', 'teacher')) {
      throw badRequest(message('onlyInstructorsAdded'));
    }
    if (cls.instructors.includes(instructor._id)) throw conflict(message('alreadyInstructor'));
    await addMember(trx, cls._id, instructor._id, 'instructor', nowIso());
    return (await loadClass(trx, cls._id))!;
  });

/** Removes an instructor from a class (admin). */
export const removeInstructor = (db: Db, user: User, classId: string, instructorId: string) =>
  db.transaction().execute(async (trx) => {
    const cls = await classForInstructors(trx, user, classId);
    if (!(await removeMember(trx, cls._id, instructorId, 'instructor'))) {
      throw new HttpError(404, message('notAnInstructor'));
    }
  });

/** Gives every student of the class the betaTester role (admin); answers how many were given it. */
export const makeClassBetaTesters = async (db: Db, user: User, classId: string) => {
  if (!isAdmin(user)) throw forbidden(message('betaTestersAdmin'));
  return db.transaction().execute(async (trx) => {
    const cls = await loadClass(trx, classId);
    if (!cls) throw notFound(message('classNotFound'));
    return { students: await makeStudentsBetaTesters(trx, cls._id) };
  });
};

/** The names a class's login link shows (class-login.routes.ts): an active class's and its teacher's. */
export const classLoginInfo = async (db: Conn, id: string): Promise<ClassLoginInfo> => {
  const cls = await loadClass(db, id);
  if (!cls || cls.archived) throw notFound(message('classLinkGone'));
  const [teacher] = await loadUsers(db, [cls.teacher]);
  return { name: cls.name, teacher: teacher ? fullName(teacher) : '' };
};
