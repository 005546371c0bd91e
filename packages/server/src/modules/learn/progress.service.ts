// Who may read a learner's progress (their trackers, achievements, profile and feedback): the learner themself,
// the teachers and instructors of their classes, and admins. Nobody writes trackers here.
import { isAdmin, message, type User } from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { teachesStudent, userExists } from '../users/users.store.ts';
import { userAchievements } from './achievements.service.ts';
import { listTrackers } from './trackers.store.ts';

export const PROGRESS_FORBIDDEN = "Only the learner, their teachers and admins can see a learner's progress";

/** Whose progress `user` may read: their own, their students' (teachers and instructors), anyone's (admins). */
export const readableId = async (db: Conn, user: User, param: string, message = PROGRESS_FORBIDDEN) => {
  const id = param === 'me' ? user._id : param;
  if (id === user._id || isAdmin(user)) return id;
  if (await teachesStudent(db, user._id, id)) return id;
  throw forbidden(message);
};

/** The id behind `me` or an id, when `user` may read that learner's progress and the learner exists. */
export const readableLearnerId = async (
  db: Conn,
  user: User,
  param: string,
  refusal = PROGRESS_FORBIDDEN,
) => {
  const id = await readableId(db, user, param, refusal);
  if (!(await userExists(db, id))) throw notFound(message('userNotFound'));
  return id;
};

/** A learner's trackers as the API shows them. */
export const learnerTrackers = async (db: Conn, user: User, param: string) => {
  const id = await readableLearnerId(db, user, param);
  const items = (await listTrackers(db, id)).map((t) => ({
    _id: t.id,
    kind: t.kind,
    subject: t.subjectId,
    completed: t.completed,
    dateCompleted: t.dateCompleted,
    body: t.body,
    updatedAt: t.updatedAt,
  }));
  return { items, count: items.length };
};

/** Every achievement with the level the learner reached. */
export const learnerAchievements = async (db: Conn, user: User, param: string) =>
  userAchievements(db, await readableId(db, user, param));
