// The published courses a user may take or attach to a class: those of the global community and of the user's
// own school, or of a class's school for its staff; admins see every community's.
import {
  canViewClass,
  isAdmin,
  message,
  pagesFor,
  seesCoursesInDevelopment,
  type User,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { loadClass, schoolOfClass } from '../classes/classes.store.ts';
import { listPublishedCourses } from './courses.store.ts';

/** Whose courses to list: a class's school, the caller's own communities, or (admins) all (null). */
const communitiesFor = async (db: Conn, user: User, classId: string | undefined) => {
  if (classId) {
    const cls = await loadClass(db, classId);
    if (!cls)
      throw badRequest(message('unknownClass'), [{ path: 'class', message: message('unknownClass') }]);
    if (!canViewClass(user, cls)) throw forbidden(message('ownClassesCourses'));
    const school = await schoolOfClass(db, cls._id);
    return school ? [school] : [];
  }
  if (isAdmin(user)) return null;
  return [...new Set([user.school?._id, user.current_community].filter((id): id is string => !!id))];
};

/** One page of the published courses `user` may see (of a class's school when `classId` is given). */
export const publishedCourses = async (
  db: Conn,
  user: User,
  classId: string | undefined,
  { page, limit }: { page: number; limit: number },
) => {
  const communities = await communitiesFor(db, user, classId);
  const { items, count } = await listPublishedCourses(
    db,
    communities,
    { offset: page * limit, limit },
    { inDevelopment: seesCoursesInDevelopment(user) },
    user.locale,
  );
  return { items, count, pages: pagesFor(count, limit) };
};
