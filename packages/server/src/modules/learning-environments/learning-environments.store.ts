// All SQL about learning environments (schools and content communities).
import {
  ENVIRONMENT_ROLES,
  type EnvironmentMembers,
  foldText,
  type LearningEnvironment,
  type LearningEnvironmentType,
} from '@brickyard/core';
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
  archived: row.archived_at !== null,
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
  archived?: boolean;
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
  if (filter.archived !== undefined) {
    query = query.where('archived_at', filter.archived ? 'is not' : 'is', null);
  }
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
  {
    archived,
    ...changes
  }: Partial<Pick<LearningEnvironmentTable, 'name' | 'postcode' | 'low_age' | 'high_age' | 'admin_ward'>> & {
    archived?: boolean;
  },
  now: string,
) => {
  await db
    .updateTable('learning_environments')
    .set({
      ...changes,
      ...(changes.name ? { name_search: searchText(changes.name) } : {}),
      // Archiving again keeps the first date; restoring clears it.
      ...(archived === undefined
        ? {}
        : { archived_at: archived ? sql<string>`coalesce(archived_at, ${now})` : null }),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
};

/**
 * Whether anything or anyone still belongs to the environment (content, classes, people with a role there or
 * it as their school), which would block deleting it: it is archived instead.
 */
export const environmentInUse = async (db: Conn, id: string) => {
  const [content, classes, roles, people] = await Promise.all([
    db.selectFrom('content').select('id').where('community_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('classes').select('id').where('school_id', '=', id).limit(1).executeTakeFirst(),
    db
      .selectFrom('environment_roles')
      .select('user_id')
      .where('environment_id', '=', id)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('users').select('id').where('school_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return !!content || !!classes || !!roles || !!people;
};

export const deleteEnvironment = async (db: Conn, id: string) => {
  await db.deleteFrom('learning_environments').where('id', '=', id).execute();
};

/**
 * An environment's people by role (the first `shown` of each by name, and how many there are) and its classes
 * (the first `classesShown` by name, each with its teacher and number of students): four queries.
 */
export const environmentMembers = async (
  db: Conn,
  id: string,
  shown: number,
  classesShown: number,
): Promise<EnvironmentMembers> => {
  const ranked = db
    .selectFrom('environment_roles as er')
    .innerJoin('users as u', 'u.id', 'er.user_id')
    .where('er.environment_id', '=', id)
    .select([
      'er.role',
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.username',
      sql<number>`row_number() over (partition by er.role order by u.last_name, u.first_name, u.id)`.as('n'),
    ]);
  const [counts, people, classCount, classes] = await Promise.all([
    db
      .selectFrom('environment_roles')
      .where('environment_id', '=', id)
      .select(['role', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('role')
      .execute(),
    db
      .selectFrom(ranked.as('r'))
      .selectAll()
      .where('r.n', '<=', shown)
      .orderBy('r.role')
      .orderBy('r.n')
      .execute(),
    db
      .selectFrom('classes')
      .where('school_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('classes as c')
      .innerJoin('users as t', 't.id', 'c.teacher_id')
      .where('c.school_id', '=', id)
      .select([
        'c.id',
        'c.name',
        'c.archived',
        'c.teacher_id',
        't.first_name',
        't.last_name',
        (eb) =>
          eb
            .selectFrom('class_members as m')
            .whereRef('m.class_id', '=', 'c.id')
            .where('m.role', '=', 'student')
            .select((inner) => inner.fn.countAll<number>().as('students'))
            .as('students'),
      ])
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(classesShown)
      .execute(),
  ]);
  const roles = Object.fromEntries(
    ENVIRONMENT_ROLES.map((role) => [
      role,
      {
        count: Number(counts.find((c) => c.role === role)?.count ?? 0),
        users: people
          .filter((p) => p.role === role)
          .map((p) => ({
            _id: p.id,
            first_name: p.first_name,
            last_name: p.last_name,
            username: p.username,
          })),
      },
    ]),
  ) as EnvironmentMembers['roles'];
  return {
    roles,
    classes: {
      count: Number(classCount.count),
      items: classes.map((c) => ({
        _id: c.id,
        name: c.name,
        archived: c.archived === 1,
        teacher: { _id: c.teacher_id, name: `${c.first_name} ${c.last_name}` },
        students: Number(c.students ?? 0),
      })),
    },
  };
};
