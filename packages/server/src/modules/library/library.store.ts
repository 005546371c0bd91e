// The authoring library's SQL besides the items themselves (content/content.store.ts reads and writes those):
// one community's content table (two queries a page), rows by id, tag search, the tree list, problem reports,
// and where an item is in use.
import {
  fullName,
  LIBRARY_KINDS,
  type LibraryKind,
  type LibraryQuery,
  type LibraryRow,
} from '@brickyard/core';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import type { Database } from '../../db/schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: any filtered selection of content rows
const withRowColumns = (query: SelectQueryBuilder<Database, 'content', any>) =>
  query
    .leftJoin('users', 'users.id', 'content.author_id')
    .select([
      'content.id',
      'content.kind',
      'content.variant',
      'content.title',
      'content.language',
      'content.draft',
      'content.archived',
      'content.core',
      'content.community_id',
      'content.author_id',
      'content.version',
      'content.updated_at',
      'users.first_name',
      'users.last_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('problem_reports')
        .whereRef('problem_reports.tutorial_id', '=', 'content.id')
        .where('problem_reports.resolved', '=', 0)
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('open_reports'),
    );

type RowColumns = {
  id: string;
  kind: string;
  variant: string | null;
  title: string;
  language: string;
  draft: number;
  archived: number;
  core: number;
  community_id: string;
  author_id: string | null;
  version: number;
  updated_at: string;
  first_name: string | null;
  last_name: string | null;
  open_reports: number | string | null;
};

const toRow = (row: RowColumns): LibraryRow => ({
  _id: row.id,
  kind: row.kind as LibraryKind,
  variant: row.variant,
  title: row.title,
  language: row.language as LibraryRow['language'],
  draft: row.draft === 1,
  archived: row.archived === 1,
  core: row.core === 1,
  community: row.community_id,
  author: row.author_id
    ? { _id: row.author_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() }
    : null,
  version: Number(row.version),
  updatedAt: row.updated_at,
  openReports: Number(row.open_reports ?? 0),
});

/** A `like` pattern for titles holding `text`, whatever its case, its own `%` and `_` taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The library's content table for one community: the page asked for and the count, in two queries. */
export const listLibrary = async (
  db: Conn,
  communityIds: readonly string[],
  kind: LibraryKind,
  variant: string | null,
  query: LibraryQuery,
): Promise<{ items: LibraryRow[]; count: number }> => {
  let filtered = db
    .selectFrom('content')
    .where('content.community_id', 'in', [...communityIds])
    .where('content.kind', '=', kind)
    .where('content.archived', '=', query.archived ? 1 : 0);
  if (variant !== null) filtered = filtered.where('content.variant', '=', variant);
  if (query.status) filtered = filtered.where('content.draft', '=', query.status === 'draft' ? 1 : 0);
  if (query.language) filtered = filtered.where('content.language', '=', query.language);
  if (query.author) filtered = filtered.where('content.author_id', '=', query.author);
  if (query.core !== undefined) filtered = filtered.where('content.core', '=', query.core ? 1 : 0);
  if (query.name)
    filtered = filtered.where(sql<boolean>`lower(content.title) like ${containing(query.name)} escape '\\'`);
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    withRowColumns(filtered)
      .orderBy('content.updated_at', 'desc')
      .orderBy('content.id')
      .limit(query.limit)
      .offset(query.page * query.limit)
      .execute(),
  ]);
  return {
    count: Number(counted.n),
    items: rows.map((row) => toRow(row as RowColumns)),
  };
};

/** Items as library rows (what saves and copies answer with; the titles an editor's lists show), one query. */
export const loadLibraryRows = async (
  db: Conn,
  ids: readonly string[],
  communities: readonly string[] | null = null,
): Promise<LibraryRow[]> => {
  if (ids.length === 0 || communities?.length === 0) return [];
  // Only library items: questions and other rows of their own have ids too, but no row in a library table.
  let query = db
    .selectFrom('content')
    .where('content.id', 'in', [...ids])
    .where('content.kind', 'in', [...LIBRARY_KINDS]);
  if (communities) query = query.where('content.community_id', 'in', [...communities]);
  const rows = await withRowColumns(query).execute();
  const byId = new Map(rows.map((row) => [row.id, toRow(row as RowColumns)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Tag autocomplete: up to `limit` unarchived items whose title contains `q`, in the given communities. */
export const searchTags = async (
  db: Conn,
  communities: readonly string[] | null,
  kind: 'references' | 'topics' | 'faqs',
  variant: 'skill' | 'notSkill' | null,
  q: string,
  language: string | undefined,
  limit: number,
) => {
  if (communities?.length === 0) return [];
  let query = db
    .selectFrom('content')
    .select(['id', 'title', 'language'])
    .where('kind', '=', kind)
    .where('archived', '=', 0)
    .where(sql<boolean>`lower(title) like ${containing(q)} escape '\\'`);
  if (communities) query = query.where('community_id', 'in', [...communities]);
  if (variant === 'skill') query = query.where('variant', '=', 'skill');
  if (variant === 'notSkill')
    query = query.where((eb) => eb.or([eb('variant', 'is', null), eb('variant', '!=', 'skill')]));
  if (language) query = query.where('language', '=', language);
  const rows = await query.orderBy('title').limit(limit).execute();
  return rows.map((row) => ({ _id: row.id, title: row.title, language: row.language }));
};

/**
 * A language's unarchived pages of a tree kind in one community, by title, at most `limit` (one query): what
 * the library's tree list shows. The bodies are read for their parent and meta tags only.
 */
export const loadTreePages = async (
  db: Conn,
  kind: string,
  communityId: string,
  language: string,
  limit: number,
) => {
  const rows = await db
    .selectFrom('content')
    .select(['id', 'title', 'draft', 'version', 'body'])
    .where('kind', '=', kind)
    .where('community_id', '=', communityId)
    .where('language', '=', language)
    .where('archived', '=', 0)
    .orderBy('title')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const body = JSON.parse(row.body) as { parent?: unknown; metaTags?: unknown };
    return {
      _id: row.id,
      title: row.title,
      parent: typeof body.parent === 'string' ? body.parent : null,
      draft: Boolean(row.draft),
      version: Number(row.version),
      metaTags: Array.isArray(body.metaTags)
        ? body.metaTags.filter((t): t is string => typeof t === 'string')
        : [],
    };
  });
};

/** A tutorial's newest open problem reports, with the step's title and the student's name (one query). */
export const loadOpenReports = async (db: Conn, tutorialId: string, limit: number) => {
  const rows = await db
    .selectFrom('problem_reports as r')
    .innerJoin('content as c', 'c.id', 'r.brick_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.brick_id',
      'c.title',
      'r.user_id',
      'u.first_name',
      'u.last_name',
      'r.text',
      'r.created_at',
    ])
    .where('r.tutorial_id', '=', tutorialId)
    .where('r.resolved', '=', 0)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    step: { _id: row.brick_id, title: row.title },
    student: { _id: row.user_id, name: fullName(row) },
    text: row.text,
    createdAt: row.created_at,
  }));
};

export const loadReport = (db: Conn, id: string) =>
  db
    .selectFrom('problem_reports')
    .select(['id', 'tutorial_id', 'resolved'])
    .where('id', '=', id)
    .executeTakeFirst();

export const resolveReport = (db: Conn, id: string) =>
  db.updateTable('problem_reports').set({ resolved: 1 }).where('id', '=', id).execute();

/** Whether any learner has a tracker on one of these items (has opened or answered it). */
export const anyTrackerOn = async (db: Conn, ids: readonly string[]) => {
  if (ids.length === 0) return false;
  const row = await db
    .selectFrom('trackers')
    .select('id')
    .where('subject_id', 'in', [...ids])
    .limit(1)
    .executeTakeFirst();
  return !!row;
};

/** The bodies of every published (not draft, not archived) course: where an item is in use. */
export const loadPublishedCourseBodies = async (db: Conn) =>
  (
    await db
      .selectFrom('content')
      .select('body')
      .where('kind', '=', 'courses')
      .where('draft', '=', 0)
      .where('archived', '=', 0)
      .execute()
  ).map((row) => JSON.parse(row.body) as Record<string, unknown>);

/** The lessons and boosts of those of `ids` that are topics (a topic's parts are in use where it is). */
export const loadTopicParts = async (db: Conn, ids: readonly string[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('content')
    .select('body')
    .where('id', 'in', [...ids])
    .where('kind', '=', 'topics')
    .execute();
  return rows.flatMap((row) => {
    const body = JSON.parse(row.body) as Record<string, unknown>;
    return [body.conceptIntro, body.boost].filter((id): id is string => typeof id === 'string');
  });
};
