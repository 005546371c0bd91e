// SQL about courses as lists show them; the course body stays in `content.body`.
import type { Conn } from '../users/users.store.ts';

/** Published courses of the global community and of `communities` (every community when null). */
const publishedCourses = (db: Conn, communities: readonly string[] | null) => {
  const query = db
    .selectFrom('content')
    .innerJoin('learning_environments as e', 'e.id', 'content.community_id')
    .where('content.kind', '=', 'courses')
    .where('content.draft', '=', 0)
    .where('content.archived', '=', 0);
  if (communities === null) return query;
  return query.where((w) =>
    w.or([
      w('e.is_global', '=', 1),
      ...(communities.length ? [w('content.community_id', 'in', communities)] : []),
    ]),
  );
};

/** One page of those courses, by title, and their number. */
export const listPublishedCourses = async (
  db: Conn,
  communities: readonly string[] | null,
  page: { offset: number; limit: number },
) => {
  const query = publishedCourses(db, communities);
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select(['content.id', 'content.title', 'content.language'])
      .orderBy('content.title')
      .orderBy('content.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    items: rows.map((row) => ({ _id: row.id, title: row.title, language: row.language })),
    count: Number(countRow.count),
  };
};

/** Whether `courseId` is one of those courses. */
export const isPublishedCourseFor = async (db: Conn, courseId: string, communities: readonly string[]) =>
  !!(await publishedCourses(db, communities)
    .select('content.id')
    .where('content.id', '=', courseId)
    .executeTakeFirst());
