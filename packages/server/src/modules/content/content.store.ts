// The one store of the `content` table's items (ARCHITECTURE.md "Data"): one row mapper, whose item is typed by
// its kind (`ContentItem`, a union discriminated by `kind`), for the library's reads and writes and the
// learners' reads alike. The library's lists and searches are library.store.ts's.
//
// Learners' screens read through the cache (`loadContentSet`, `loadContents`, `loadContent`): parsed items are
// kept in the app's `ContentCache` and checked against the database on every read: one light query asks for
// the rows' version and update time, and only rows that changed (or were never read) are fetched and parsed
// again. Nothing stale can be served, as each answer still comes from what the database says now; the saving
// is the reading and parsing of large bodies. Cached items are frozen: callers copy before changing.
import {
  type ContentBodies,
  type Locale,
  localize,
  parseStoredBody,
  STORED_CONTENT_KINDS,
  type StoredContentKind,
} from '@brickyard/core';
import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Conn } from '../../db/conn.ts';
import { isRootConnection, precompiled, rowsOf } from '../../db/precompiled.ts';
import { deepFreeze } from '../../lib/freeze.ts';

/** A row's fields besides its kind and body. */
interface ItemFields {
  id: string;
  variant: string | null;
  communityId: string;
  language: string;
  title: string;
  draft: boolean;
  archived: boolean;
  core: boolean;
  authorId: string | null;
  version: number;
  updatedAt: string;
  translations: Record<string, unknown>;
}

/** One row of the `content` table, its body typed by its kind (a union over the kinds when `K` is several). */
export type ContentItem<K extends StoredContentKind = StoredContentKind> = K extends StoredContentKind
  ? ItemFields & { kind: K; body: ContentBodies[K] }
  : never;

const COLUMNS = [
  'id',
  'kind',
  'variant',
  'community_id',
  'language',
  'title',
  'draft',
  'archived',
  'core',
  'author_id',
  'version',
  'body',
  'translations',
  'updated_at',
] as const;

type Row = {
  id: string;
  kind: string;
  variant: string | null;
  community_id: string;
  language: string;
  title: string;
  draft: number;
  archived: number;
  core: number;
  author_id: string | null;
  version: number;
  body: string;
  translations: string;
  updated_at: string;
};

const isKind = (kind: string): kind is StoredContentKind =>
  (STORED_CONTENT_KINDS as readonly string[]).includes(kind);

/** A JSON object's text as an object: a stored body or translations is never anything else. */
const objectOf = (id: string, column: string, text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`Content ${id} has a ${column} that is not an object`);
  return value as Record<string, unknown>;
};

/** A body parsed by its kind's stored body schema (core `parseStoredBody`): one that breaks it names its row. */
const bodyOf = (id: string, kind: StoredContentKind, text: string) => {
  const parsed = parseStoredBody(kind, objectOf(id, 'body', text));
  if (!parsed.ok) throw new Error(`Content ${id} has a body that is not a ${kind} body: ${parsed.problem}`);
  return parsed.body;
};

/** The row mapper: the kind checked, the body parsed as that kind's, the translations read from their JSON. */
const toItem = (row: Row): ContentItem => {
  if (!isKind(row.kind)) throw new Error(`Content ${row.id} is of an unknown kind: ${row.kind}`);
  return {
    id: row.id,
    kind: row.kind,
    variant: row.variant,
    communityId: row.community_id,
    language: row.language,
    title: row.title,
    draft: row.draft === 1,
    archived: row.archived === 1,
    core: row.core === 1,
    authorId: row.author_id,
    version: Number(row.version),
    updatedAt: row.updated_at,
    body: bodyOf(row.id, row.kind, row.body),
    translations: objectOf(row.id, 'translations', row.translations),
  } as ContentItem;
};

/** Whether an item is of `kind` (its body then typed as that kind's). */
export const isOfKind = <K extends StoredContentKind>(
  item: ContentItem | null | undefined,
  kind: K,
): item is ContentItem<K> => item?.kind === kind;

/** A row's title in `locale` (its translation where there is one, else the English). */
export const titleIn = (item: ContentItem, locale: Locale) =>
  String((localize(item.body, item.translations, locale) as { title?: unknown }).title ?? item.title);

// ---- Reads without the cache (the library's, inside its transactions) ----

export const loadItem = async (db: Conn, id: string): Promise<ContentItem | null> => {
  const row = await db.selectFrom('content').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
};

export const loadItems = async (db: Conn, ids: readonly string[]): Promise<ContentItem[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('content')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toItem);
};

/** Every item of `kind` in a community (a reference tree: a few hundred pages at most). */
export const loadItemsOfKind = async <K extends StoredContentKind>(db: Conn, kind: K, communityId: string) =>
  (
    await db
      .selectFrom('content')
      .select(COLUMNS)
      .where('kind', '=', kind)
      .where('community_id', '=', communityId)
      .execute()
  )
    .map(toItem)
    .filter((item): item is ContentItem<K> => item.kind === kind);

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
  )
    .map(toItem)
    .filter((item) => isOfKind(item, 'references'));

const globalsQuery = precompiled((db, _unused) =>
  db.selectFrom('learning_environments').select('id').where('is_global', '=', 1),
);

/** The global communities, whose published courses every learner may take. */
export const globalCommunityIds = async (db: Conn) =>
  (await rowsOf(db, globalsQuery(db, ''))).map((r) => r.id);

// ---- Writes (each raises `version`, which the cache's stamps rely on) ----

export interface NewItem {
  id: string;
  kind: StoredContentKind;
  variant: string | null;
  communityId: string;
  language: string;
  title: string;
  draft: boolean;
  core: boolean;
  authorId: string | null;
  body: Record<string, unknown>;
  translations: Record<string, unknown>;
}

export const insertItems = async (db: Conn, items: readonly NewItem[], now: string) => {
  for (let start = 0; start < items.length; start += 50)
    await db
      .insertInto('content')
      .values(
        items.slice(start, start + 50).map((item) => ({
          id: item.id,
          kind: item.kind,
          variant: item.variant,
          community_id: item.communityId,
          language: item.language,
          title: item.title,
          draft: item.draft ? 1 : 0,
          archived: 0,
          core: item.core ? 1 : 0,
          author_id: item.authorId,
          version: 1,
          body: JSON.stringify(item.body),
          translations: JSON.stringify(item.translations),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
};

/** Removes rows of one kind (an assessment's dropped questions). */
export const deleteItems = async (db: Conn, ids: readonly string[], kind: StoredContentKind) => {
  await db
    .deleteFrom('content')
    .where('id', 'in', [...ids])
    .where('kind', '=', kind)
    .execute();
};

export interface ItemChanges {
  title: string;
  draft: boolean;
  archived: boolean;
  core: boolean;
  variant: string | null;
  body: Record<string, unknown>;
  translations: Record<string, unknown>;
  /** A new language (an unused item's, issue 18); unchanged when left out. */
  language?: string;
}

/**
 * Writes a new version over `expectedVersion`; false when the row has moved on since (another save got there
 * first), so two saves racing cannot both win.
 */
export const updateItem = async (
  db: Conn,
  id: string,
  expectedVersion: number,
  changes: ItemChanges,
  now: string,
) => {
  const result = await db
    .updateTable('content')
    .set({
      title: changes.title,
      draft: changes.draft ? 1 : 0,
      archived: changes.archived ? 1 : 0,
      core: changes.core ? 1 : 0,
      variant: changes.variant,
      body: JSON.stringify(changes.body),
      translations: JSON.stringify(changes.translations),
      ...(changes.language ? { language: changes.language } : {}),
      version: expectedVersion + 1,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

// ---- Reads through the cache (the learners' screens) ----

type Stamp = { id: string; version: number; updated_at: string };
type SetStamp = { rows: number | string; versions: number | string | null; latest: string | null };

/** How many parsed items, item sets and compiled set queries (per connection) a cache keeps. */
const ITEMS_MAX = 4000;
const SETS_MAX = 500;

/** The content store's part of the app's caches (src/caches.ts): one per app, never shared between apps. */
export const createContentCache = () => ({
  /** Parsed items by id, with the stamp (version and update time) they were read at. */
  items: new LRUCache<string, { stamp: string; item: ContentItem }>({ max: ITEMS_MAX }),
  /** Sets of items read together (a course's items), by the set's key, with the set's stamp. */
  sets: new LRUCache<string, { stamp: string; items: Map<string, ContentItem> }>({ max: SETS_MAX }),
  /** Each root connection's compiled stamp queries, by set key: their text and values depend only on the ids. */
  setStampQueries: new WeakMap<Conn, LRUCache<string, CompiledQuery<SetStamp>>>(),
});
export type ContentCache = ReturnType<typeof createContentCache>;

const stampOf = (row: Stamp) => `${row.version}|${row.updated_at}`;

const oneStampQuery = precompiled((db, id) =>
  db.selectFrom('content').select(['id', 'version', 'updated_at']).where('id', '=', id),
);

/** Items by id, checked row by row: ids that are not found are simply absent. */
const loadEach = async (db: Conn, cache: ContentCache, unique: readonly string[]) => {
  const items = new Map<string, ContentItem>();
  const stamps =
    unique.length === 1
      ? await rowsOf(db, oneStampQuery(db, unique[0]!))
      : await db
          .selectFrom('content')
          .select(['id', 'version', 'updated_at'])
          .where('id', 'in', unique)
          .execute();
  const changed: string[] = [];
  for (const stamp of stamps) {
    const hit = cache.items.get(stamp.id);
    if (hit && hit.stamp === stampOf(stamp)) items.set(stamp.id, hit.item);
    else changed.push(stamp.id);
  }
  if (changed.length > 0) {
    const rows = await db.selectFrom('content').select(COLUMNS).where('id', 'in', changed).execute();
    for (const row of rows) {
      const item = deepFreeze(toItem(row));
      cache.items.set(row.id, { stamp: stampOf(row), item });
      items.set(row.id, item);
    }
  }
  return items;
};

// A page asks for the same set of rows again and again (a course's items): the set is checked in one row,
// how many of its rows exist, the sum of their versions and the latest update. Versions only grow, so any
// change to a row of the set changes that stamp. The stamp query of a set is compiled once per connection.
const compileSetStamp = (db: Conn, unique: readonly string[]) =>
  db
    .selectFrom('content')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('rows'),
      eb.fn.sum<number | string | null>('version').as('versions'),
      eb.fn.max('updated_at').as('latest'),
    ])
    .where('id', 'in', unique)
    .compile() as CompiledQuery<SetStamp>;

// Kept for a database's root connection only: a transaction is a new connection object each time, and making
// it a cache of its own would cost more than compiling its few queries.
const setStampQuery = (db: Conn, cache: ContentCache, key: string, unique: readonly string[]) => {
  if (!isRootConnection(db)) return compileSetStamp(db, unique);
  let compiled = cache.setStampQueries.get(db);
  if (!compiled) {
    compiled = new LRUCache({ max: SETS_MAX });
    cache.setStampQueries.set(db, compiled);
  }
  let query = compiled.get(key);
  if (!query) {
    query = compileSetStamp(db, unique);
    compiled.set(key, query);
  }
  return query;
};

/** A set of ids to read together, made once for a set that is read often. */
export interface ContentSet {
  unique: readonly string[];
  key: string;
}
export const contentSet = (ids: readonly string[]): ContentSet => {
  const unique = [...new Set(ids)];
  return { unique, key: unique.join(',') };
};

/**
 * Items by id, in one query when nothing changed since the same set was last read (else two or three), with
 * the set's stamp: the same stamp means the same rows, unchanged.
 */
export const loadContentSet = async (db: Conn, cache: ContentCache, set: ContentSet) => {
  const { unique, key } = set;
  if (unique.length === 0) return { records: new Map<string, ContentItem>(), stamp: '' };
  if (unique.length === 1) {
    const records = await loadEach(db, cache, unique);
    return { records, stamp: `${key}|${cache.items.peek(unique[0]!)?.stamp ?? 'absent'}` };
  }
  const rows = await rowsOf(db, setStampQuery(db, cache, key, unique));
  const aggregate = rows[0]!;
  const stamp = `${key}|${aggregate.rows}|${aggregate.versions}|${aggregate.latest}`;
  const group = cache.sets.get(key);
  if (group && group.stamp === stamp) return { records: new Map(group.items), stamp };
  const records = await loadEach(db, cache, unique);
  cache.sets.set(key, { stamp, items: new Map(records) });
  return { records, stamp };
};

/** Items by id: ids that are not found are simply absent. */
export const loadContents = async (db: Conn, cache: ContentCache, ids: readonly string[]) =>
  (await loadContentSet(db, cache, contentSet(ids))).records;

/** One item of `kind`, or null. */
export const loadContent = async <K extends StoredContentKind>(
  db: Conn,
  cache: ContentCache,
  kind: K,
  id: string,
): Promise<ContentItem<K> | null> => {
  const item = (await loadContents(db, cache, [id])).get(id);
  return isOfKind(item, kind) ? item : null;
};
