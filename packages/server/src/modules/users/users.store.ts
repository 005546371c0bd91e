// All SQL about users, their roles and their environment memberships.
import {
  ENVIRONMENT_ROLES,
  type EnvironmentRole,
  type Gender,
  type LearningEnvironmentLists,
  type Locale,
  type Role,
  type User,
} from '@brickyard/core';
import { CompiledQuery, type InferResult, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, UserTable } from '../../db/schema.ts';

export type Conn = Kysely<Database> | Transaction<Database>;

export interface StoredUser {
  id: string;
  username: string;
  passwordHash: string;
  resetPassword: boolean;
}

const emptyLists = (): LearningEnvironmentLists => ({
  student: [],
  teacher: [],
  admin: [],
  contentCreator: [],
  translator: [],
});

/** Users as the API presents them, in one query whatever the number of ids: one row per role, environment
 *  membership or class, each carrying the user's columns. */
const loadUsersQuery = (db: Conn, ids: readonly string[]) => {
  const relations = db
    .selectFrom('user_roles')
    .select((eb) => [
      'user_id',
      eb.val('role').as('kind'),
      'role as a',
      eb.val('').as('b'),
      eb.val('').as('at'),
    ])
    .where('user_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('environment_roles')
        .select((eb) => [
          'user_id',
          eb.val('env').as('kind'),
          'environment_id as a',
          'role as b',
          eb.val('').as('at'),
        ])
        .where('user_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('class_members')
        .select((eb) => [
          'user_id',
          eb.val('class').as('kind'),
          'class_id as a',
          'role as b',
          'joined_at as at',
        ])
        .where('user_id', 'in', ids),
    );
  return db
    .selectFrom('users')
    .leftJoin('learning_environments as school', 'school.id', 'users.school_id')
    .leftJoin(relations.as('r'), 'r.user_id', 'users.id')
    .selectAll('users')
    .select(['school.name as school_name', 'r.kind', 'r.a', 'r.b', 'r.at'])
    .where('users.id', 'in', ids)
    .orderBy('r.at')
    .orderBy('r.a');
};
type LoadedRow = InferResult<ReturnType<typeof loadUsersQuery>>[number];

const assemble = (rows: readonly LoadedRow[], ids: readonly string[]) => {
  const byId = new Map<string, User>();
  for (const row of rows) {
    let user = byId.get(row.id);
    if (!user) {
      user = present(row, [], emptyLists(), []);
      byId.set(row.id, user);
    }
    if (row.kind === 'role') user.roles.push(row.a as Role);
    else if (row.kind === 'env' && (ENVIRONMENT_ROLES as readonly string[]).includes(row.b ?? '')) {
      user.learningEnvironments[row.b as EnvironmentRole].push(row.a as string);
    } else if (row.kind === 'class' && row.a && !user.classes.includes(row.a)) user.classes.push(row.a);
  }
  for (const user of byId.values()) user.roles.sort();
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const loadUsers = async (db: Conn, ids: readonly string[]): Promise<User[]> =>
  ids.length === 0 ? [] : assemble(await loadUsersQuery(db, ids).execute(), ids);

// Loading one user happens on every authenticated request: compile its SQL once per connection and bind
// only the id, instead of building and compiling the same query each time.
const ID_SLOT = '\u0000user-id';
const compiledLoadOne = new WeakMap<Conn, CompiledQuery>();

export const loadUser = async (db: Conn, id: string): Promise<User | null> => {
  let compiled = compiledLoadOne.get(db);
  if (!compiled) {
    compiled = loadUsersQuery(db, [ID_SLOT]).compile();
    compiledLoadOne.set(db, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p === ID_SLOT ? id : p));
  const { rows } = await db.executeQuery<LoadedRow>(CompiledQuery.raw(compiled.sql, parameters));
  return assemble(rows, [id])[0] ?? null;
};

const present = (
  row: UserTable & { school_name: string | null },
  roles: Role[],
  learningEnvironments: LearningEnvironmentLists,
  classes: string[],
): User => ({
  _id: row.id,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  last_name_initial: row.last_name.slice(0, 1).toUpperCase(),
  email: row.email,
  birthMonth: row.birth_month,
  birthYear: row.birth_year,
  gender: row.gender as Gender | null,
  roles,
  avatar: row.avatar,
  classes,
  contentUnlocked: row.content_unlocked === 1,
  resetPassword: row.reset_password === 1,
  xp: Number(row.xp),
  current_course: row.current_course_id,
  current_community: row.current_community_id,
  school: row.school_id ? { _id: row.school_id, school_name: row.school_name ?? '' } : null,
  learningEnvironments,
  locale: row.locale as Locale,
  created: row.created_at,
});

export const findCredentials = async (db: Conn, username: string): Promise<StoredUser | null> => {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'reset_password'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        username: row.username,
        passwordHash: row.password_hash,
        resetPassword: row.reset_password === 1,
      }
    : null;
};

export const usernameTaken = async (db: Conn, username: string, exceptId?: string) => {
  let query = db.selectFrom('users').select('id').where('username', '=', username);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
};

export interface NewUserRow {
  id: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  birthMonth?: number | null;
  birthYear?: number | null;
  gender?: Gender | null;
  schoolId?: string | null;
  currentCommunityId?: string | null;
  resetPassword?: boolean;
  locale?: Locale;
  roles: readonly Role[];
  environmentRoles?: ReadonlyArray<{ environmentId: string; role: EnvironmentRole }>;
  now: string;
}

export const insertUser = async (db: Conn, user: NewUserRow) => {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email ?? null,
      birth_month: user.birthMonth ?? null,
      birth_year: user.birthYear ?? null,
      gender: user.gender ?? null,
      avatar: null,
      content_unlocked: 0,
      reset_password: user.resetPassword ? 1 : 0,
      xp: 0,
      current_course_id: null,
      current_community_id: user.currentCommunityId ?? null,
      school_id: user.schoolId ?? null,
      locale: user.locale ?? 'en',
      created_at: user.now,
      updated_at: user.now,
    })
    .execute();
  await setRoles(db, user.id, user.roles);
  if (user.environmentRoles?.length) {
    await db
      .insertInto('environment_roles')
      .values(
        user.environmentRoles.map((e) => ({
          user_id: user.id,
          environment_id: e.environmentId,
          role: e.role,
        })),
      )
      .execute();
  }
};

export const setRoles = async (db: Conn, userId: string, roles: readonly Role[]) => {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const unique = [...new Set(roles)];
  if (unique.length) {
    await db
      .insertInto('user_roles')
      .values(unique.map((role) => ({ user_id: userId, role })))
      .execute();
  }
};

export type UserColumns = Partial<
  Pick<
    UserTable,
    | 'username'
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'birth_month'
    | 'birth_year'
    | 'gender'
    | 'avatar'
    | 'locale'
    | 'password_hash'
    | 'reset_password'
  >
>;

export const updateUserColumns = async (db: Conn, id: string, columns: UserColumns, now: string) => {
  const result = await db
    .updateTable('users')
    .set({ ...columns, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const deleteUserRow = async (db: Conn, id: string) => {
  await db.deleteFrom('users').where('id', '=', id).execute();
};

export interface UserListFilter {
  first_name?: string;
  last_name?: string;
  username?: string;
  role?: Role;
  /** Only users who are members of a class taught or instructed by this user. */
  memberOfClassesOf?: string;
  /** Only users holding a role in this learning environment. */
  inEnvironment?: string;
}

const SORTS = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  created: 'created_at',
} as const;
export const USER_SORTS = Object.keys(SORTS);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of user ids plus the total, in two queries. */
export const listUserIds = async (
  db: Conn,
  filter: UserListFilter,
  page: { offset: number; limit: number; sort?: string },
) => {
  let query = db.selectFrom('users');
  const like = (column: 'users.first_name' | 'users.last_name' | 'users.username', value: string) =>
    query.where(
      sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(value.toLowerCase())}%`} escape '\\'`,
    );
  if (filter.first_name) query = like('users.first_name', filter.first_name);
  if (filter.last_name) query = like('users.last_name', filter.last_name);
  if (filter.username) query = like('users.username', filter.username);
  if (filter.role) {
    const role = filter.role;
    query = query.where('users.id', 'in', (eb) =>
      eb.selectFrom('user_roles').select('user_id').where('role', '=', role),
    );
  }
  if (filter.memberOfClassesOf) {
    const teacher = filter.memberOfClassesOf;
    query = query.where('users.id', 'in', (eb) =>
      eb
        .selectFrom('class_members as m')
        .innerJoin('classes as c', 'c.id', 'm.class_id')
        .select('m.user_id')
        .where('m.role', '=', 'student')
        .where((w) =>
          w.or([
            w('c.teacher_id', '=', teacher),
            w(
              'c.id',
              'in',
              w
                .selectFrom('class_members as i')
                .select('i.class_id')
                .where('i.user_id', '=', teacher)
                .where('i.role', '=', 'instructor'),
            ),
          ]),
        ),
    );
  }
  if (filter.inEnvironment) {
    const environment = filter.inEnvironment;
    query = query.where('users.id', 'in', (eb) =>
      eb.selectFrom('environment_roles').select('user_id').where('environment_id', '=', environment),
    );
  }
  const descending = page.sort?.startsWith('-') ?? false;
  const key = (page.sort?.replace(/^-/, '') ?? 'last_name') as keyof typeof SORTS;
  const column = SORTS[key] ?? 'last_name';
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query
      .select('users.id')
      .orderBy(`users.${column}`, descending ? 'desc' : 'asc')
      .orderBy('users.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { ids: rows.map((r) => r.id), count: Number(countRow.count) };
};

/** Whether `staffId` teaches or instructs a class that `studentId` is a student of. */
export const teachesStudent = async (db: Conn, staffId: string, studentId: string) => {
  const row = await db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .select('m.user_id')
    .where('m.user_id', '=', studentId)
    .where('m.role', '=', 'student')
    .where((w) =>
      w.or([
        w('c.teacher_id', '=', staffId),
        w(
          'c.id',
          'in',
          w
            .selectFrom('class_members as i')
            .select('i.class_id')
            .where('i.user_id', '=', staffId)
            .where('i.role', '=', 'instructor'),
        ),
      ]),
    )
    .executeTakeFirst();
  return !!row;
};
