// All SQL about learning environments (schools and content communities).
import { foldText, type LearningEnvironment, type LearningEnvironmentType } from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import type { LearningEnvironmentTable } from '../../db/schema.ts';
import { containsText } from '../../db/sql.ts';

const present = (row: LearningEnvironmentTable): LearningEnvironment => ({
  _id: row.id,
  name: row.name,
  type: row.type as LearningEnvironmentType,
  postcode: row.postcode,
  low_age: row.low_age,
  high_age: row.high_age,
  admin_ward: row.admin_ward,
  global: row.is_global === 1,
});

/** Lower-case, accent-free text for name search. */
export const searchText = foldText;

export const getEnvironment = async (db: Conn, id: string) => {
  const row = await db
    .selectFrom('learning_environments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? present(row) : null;
};

/** The environments of these ids that exist, in one query. */
export const getEnvironments = async (db: Conn, ids: readonly string[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('learning_environments')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(present);
};

export interface EnvironmentFilter {
  name?: string;
  type?: string;
  global?: boolean;
  ids?: readonly string[];
}

export const listEnvironments = async (
  db: Conn,
  filter: EnvironmentFilter,
  page: { offset: number; limit: number; sort?: string },
) => {
  let query = db.selectFrom('learning_environments');
  if (filter.name) {
    query = query.where(containsText(sql.ref('name_search'), searchText(filter.name)));
  }
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.global !== undefined) query = query.where('is_global', '=', filter.global ? 1 : 0);
  if (filter.ids) {
    if (filter.ids.length === 0) return { items: [], count: 0 };
    query = query.where('id', 'in', [...filter.ids]);
  }
  const descending = page.sort?.startsWith('-') ?? false;
  const column = page.sort?.replace(/^-/, '') === 'created' ? 'created_at' : 'name_search';
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy(column, descending ? 'desc' : 'asc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { items: rows.map(present), count: Number(countRow.count) };
};

export interface NewEnvironment {
  id: string;
  name: string;
  type: string;
  postcode?: string | null;
  low_age?: number | null;
  high_age?: number | null;
  admin_ward?: string | null;
  global?: boolean;
  now: string;
}

export const insertEnvironment = async (db: Conn, env: NewEnvironment) => {
  await db
    .insertInto('learning_environments')
    .values({
      id: env.id,
      name: env.name,
      name_search: searchText(env.name),
      type: env.type,
      postcode: env.postcode ?? null,
      low_age: env.low_age ?? null,
      high_age: env.high_age ?? null,
      admin_ward: env.admin_ward ?? null,
      is_global: env.global ? 1 : 0,
      created_at: env.now,
      updated_at: env.now,
    })
    .execute();
};

export const updateEnvironment = async (
  db: Conn,
  id: string,
  changes: Partial<
    Pick<LearningEnvironmentTable, 'name' | 'postcode' | 'low_age' | 'high_age' | 'admin_ward'>
  >,
  now: string,
) => {
  await db
    .updateTable('learning_environments')
    .set({ ...changes, ...(changes.name ? { name_search: searchText(changes.name) } : {}), updated_at: now })
    .where('id', '=', id)
    .execute();
};

/** Whether anything still belongs to the environment (content or classes), which would block deleting it. */
export const environmentInUse = async (db: Conn, id: string) => {
  const [content, classes] = await Promise.all([
    db.selectFrom('content').select('id').where('community_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('classes').select('id').where('school_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return !!content || !!classes;
};

export const deleteEnvironment = async (db: Conn, id: string) => {
  await db.deleteFrom('learning_environments').where('id', '=', id).execute();
};
