// Reading library rows for the learner's screens: a fixed number of queries however many items a page shows.
// Parsed rows are kept per process and checked against the database on every read: one light query asks for
// the rows' version and update time, and only rows that changed (or were never read) are fetched and parsed
// again. Nothing stale can be served, as each answer still comes from what the database says now; the saving
// is the reading and parsing of large bodies. Cached records are frozen: callers copy before changing.
import { type Locale, localize } from '@brickyard/core';
import type { CompiledQuery } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import { precompiled, rowsOf } from '../../db/precompiled.ts';
import { deepFreeze } from '../../lib/freeze.ts';

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

/** A row's title in `locale` (its translation where there is one, else the English). */
export const titleIn = (record: ContentRecord, locale: Locale) =>
  String((localize(record.body, record.translations, locale) as { title?: unknown }).title ?? record.title);

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
  'version',
  'updated_at',
] as const;

type Stamp = { id: string; version: number; updated_at: string };

type Row = Stamp & {
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

const CACHE_LIMIT = 4000;
const cache = new Map<string, { stamp: string; record: ContentRecord }>();
const stampOf = (row: Stamp) => `${row.version}|${row.updated_at}`;

const remember = (row: Row) => {
  const record = deepFreeze(toRecord(row));
  cache.set(row.id, { stamp: stampOf(row), record });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return record;
};

const oneStampQuery = precompiled((db, id) =>
  db.selectFrom('content').select(['id', 'version', 'updated_at']).where('id', '=', id),
);

/** Rows by id, checked row by row: ids that are not found are simply absent. */
const loadEach = async (db: Conn, unique: readonly string[]) => {
  const records = new Map<string, ContentRecord>();
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
    const hit = cache.get(stamp.id);
    if (hit && hit.stamp === stampOf(stamp)) {
      // Most recently used last, so the oldest leave first.
      cache.delete(stamp.id);
      cache.set(stamp.id, hit);
      records.set(stamp.id, hit.record);
    } else changed.push(stamp.id);
  }
  if (changed.length > 0) {
    const rows = await db.selectFrom('content').select(COLUMNS).where('id', 'in', changed).execute();
    for (const row of rows) records.set(row.id, remember(row));
  }
  return records;
};

// A page asks for the same set of rows again and again (a course's items): the set is checked in one row,
// how many of its rows exist, the sum of their versions and the latest update. Versions only grow, so any
// change to a row of the set changes that stamp. The stamp query of a set is compiled once: its text and
// values depend only on the ids.
const GROUP_LIMIT = 500;
const groups = new Map<string, { stamp: string; records: Map<string, ContentRecord> }>();
const stampQueries = new WeakMap<Conn, Map<string, CompiledQuery<SetStamp>>>();
type SetStamp = { rows: number | string; versions: number | string | null; latest: string | null };

const setStampQuery = (db: Conn, key: string, unique: readonly string[]) => {
  let compiled = stampQueries.get(db);
  if (!compiled) {
    compiled = new Map();
    stampQueries.set(db, compiled);
  }
  let query = compiled.get(key);
  if (!query) {
    query = db
      .selectFrom('content')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('rows'),
        eb.fn.sum<number | string | null>('version').as('versions'),
        eb.fn.max('updated_at').as('latest'),
      ])
      .where('id', 'in', unique)
      .compile() as CompiledQuery<SetStamp>;
    compiled.set(key, query);
    if (compiled.size > GROUP_LIMIT) compiled.delete(compiled.keys().next().value!);
  }
  return query;
};

/**
 * Rows by id, in one query when nothing changed since the same set was last read (else two or three), with
 * the set's stamp: the same stamp means the same rows, unchanged.
 */
export const loadContentSet = async (db: Conn, set: ContentSet) => {
  const { unique, key } = set;
  if (unique.length === 0) return { records: new Map<string, ContentRecord>(), stamp: '' };
  if (unique.length === 1) {
    const records = await loadEach(db, unique);
    return { records, stamp: `${key}|${cache.get(unique[0]!)?.stamp ?? 'absent'}` };
  }
  const rows = await rowsOf(db, setStampQuery(db, key, unique));
  const aggregate = rows[0]!;
  const stamp = `${key}|${aggregate.rows}|${aggregate.versions}|${aggregate.latest}`;
  const group = groups.get(key);
  if (group && group.stamp === stamp) return { records: new Map(group.records), stamp };
  const records = await loadEach(db, unique);
  groups.delete(key);
  groups.set(key, { stamp, records: new Map(records) });
  if (groups.size > GROUP_LIMIT) groups.delete(groups.keys().next().value!);
  return { records, stamp };
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

/** Rows by id: ids that are not found are simply absent. */
export const loadContents = async (db: Conn, ids: readonly string[]) =>
  (await loadContentSet(db, contentSet(ids))).records;

/** One row of `kind`, or null. */
export const loadContent = async (db: Conn, kind: string, id: string) => {
  const record = (await loadContents(db, [id])).get(id);
  return record?.kind === kind ? record : null;
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

const globalsQuery = precompiled((db, _unused) =>
  db.selectFrom('learning_environments').select('id').where('is_global', '=', 1),
);

/** The global communities, whose published courses every learner may take. */
export const globalCommunityIds = async (db: Conn) =>
  (await rowsOf(db, globalsQuery(db, ''))).map((r) => r.id);
