// SQL about courses as lists show them; the course body stays in `content.body`.
import { type CourseSummary, CourseSummarySchema, type Locale } from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import { jsonFlag } from '../../db/sql.ts';

/** Who asks: beta testers see the courses in development too. */
export interface CourseAudience {
  inDevelopment: boolean;
}

/**
 * Published courses of the global community and of `communities` (every community when null); those in
 * development only for an audience that sees them.
 */
const publishedCourses = (db: Conn, communities: readonly string[] | null, audience: CourseAudience) => {
  let query = db
    .selectFrom('content')
    .innerJoin('learning_environments as e', 'e.id', 'content.community_id')
    .where('content.kind', '=', 'courses')
    .where('content.draft', '=', 0)
    .where('content.archived', '=', 0);
  if (!audience.inDevelopment)
    query = query.where(sql<boolean>`not ${jsonFlag(db, 'content.body', 'inDevelopment')}`);
  if (communities === null) return query;
  return query.where((w) =>
    w.or([
      w('e.is_global', '=', 1),
      ...(communities.length ? [w('content.community_id', 'in', communities)] : []),
    ]),
  );
};

/** The thumbnail and colour a list shows, read from the body; a value that does not fit is left out. */
const looksOf = (body: string): Pick<CourseSummary, 'thumbnail' | 'colour' | 'inDevelopment'> => {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const thumbnail = CourseSummarySchema.shape.thumbnail.safeParse(parsed.thumbnail ?? undefined);
  const colour = CourseSummarySchema.shape.colour.safeParse(parsed.colour ?? undefined);
  return {
    ...(thumbnail.success && thumbnail.data ? { thumbnail: thumbnail.data } : {}),
    ...(colour.success && colour.data ? { colour: colour.data } : {}),
    ...(parsed.inDevelopment === true ? { inDevelopment: true } : {}),
  };
};

/** The course's title in `locale` when it has one (titles stay sorted by their English). */
const translatedTitle = (translations: string, locale: Locale) => {
  if (locale === 'en') return null;
  const title = (JSON.parse(translations) as Record<string, { title?: unknown } | undefined>)[locale]?.title;
  return typeof title === 'string' && title.trim() ? title : null;
};

/** One page of those courses, by title, and their number. */
export const listPublishedCourses = async (
  db: Conn,
  communities: readonly string[] | null,
  page: { offset: number; limit: number },
  audience: CourseAudience,
  locale: Locale = 'en',
) => {
  const query = publishedCourses(db, communities, audience);
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select(['content.id', 'content.title', 'content.language', 'content.body', 'content.translations'])
      .orderBy('content.title')
      .orderBy('content.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    items: rows.map(
      (row): CourseSummary => ({
        _id: row.id,
        title: translatedTitle(row.translations, locale) ?? row.title,
        language: row.language,
        ...looksOf(row.body),
      }),
    ),
    count: Number(countRow.count),
  };
};

/** Whether `courseId` is one of those courses. */
export const isPublishedCourseFor = async (
  db: Conn,
  courseId: string,
  communities: readonly string[],
  audience: CourseAudience,
) =>
  !!(await publishedCourses(db, communities, audience)
    .select('content.id')
    .where('content.id', '=', courseId)
    .executeTakeFirst());

/** The ids among `ids` that are published courses of the global community or of `communities`. */
export const publishedCourseIdsFor = async (
  db: Conn,
  ids: readonly string[],
  communities: readonly string[],
  audience: CourseAudience,
) => {
  if (ids.length === 0) return new Set<string>();
  const rows = await publishedCourses(db, communities, audience)
    .select('content.id')
    .where('content.id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
};

/** The titles of whichever of `ids` are courses, to name them in a message. */
export const courseTitles = async (db: Conn, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('content')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .where('kind', '=', 'courses')
    .execute();
  return new Map(rows.map((r) => [r.id, r.title]));
};
