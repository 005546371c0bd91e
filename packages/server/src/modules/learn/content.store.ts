// Reading library rows for the learner's screens: a fixed number of queries however many items a page shows.
import type { Conn } from '../users/users.store.ts';

export interface ContentRecord {
  id: string;
  kind: string;
  communityId: string;
  language: string;
  title: string;
  draft: boolean;
  archived: boolean;
  body: Record<string, unknown>;
  translations: Record<string, unknown>;
}

const COLUMNS = [
  'id',
  'kind',
  'community_id',
  'language',
  'title',
  'draft',
  'archived',
  'body',
  'translations',
] as const;

type Row = {
  id: string;
  kind: string;
  community_id: string;
  language: string;
  title: string;
  draft: number;
  archived: number;
  body: string;
  translations: string;
};

const toRecord = (row: Row): ContentRecord => ({
  id: row.id,
  kind: row.kind,
  communityId: row.community_id,
  language: row.language,
  title: row.title,
  draft: row.draft === 1,
  archived: row.archived === 1,
  body: JSON.parse(row.body) as Record<string, unknown>,
  translations: JSON.parse(row.translations) as Record<string, unknown>,
});

/** One row of `kind`, or null. */
export const loadContent = async (db: Conn, kind: string, id: string) => {
  const row = await db
    .selectFrom('content')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
};

/** Rows by id, in one query; ids that are not found are simply absent. */
export const loadContents = async (db: Conn, ids: readonly string[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, ContentRecord>();
  const rows = await db.selectFrom('content').select(COLUMNS).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, toRecord(row)]));
};

/** Every reference of a language in the given communities, titles and tree links only. */
export const loadReferenceTree = async (db: Conn, language: string, communities: readonly string[]) =>
  (
    await db
      .selectFrom('content')
      .select(COLUMNS)
      .where('kind', '=', 'references')
      .where('language', '=', language)
      .where('archived', '=', 0)
      .where('draft', '=', 0)
      .where('community_id', 'in', communities)
      .orderBy('title')
      .execute()
  ).map(toRecord);

/** The learner's courses' communities: the global one and their own school's. */
export const globalCommunityIds = async (db: Conn) =>
  (await db.selectFrom('learning_environments').select('id').where('is_global', '=', 1).execute()).map(
    (r) => r.id,
  );
