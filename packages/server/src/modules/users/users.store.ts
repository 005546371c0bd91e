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
import { type InferResult, PostgresAdapter, sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import type { RowReader } from '../../db/database.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { UserTable } from '../../db/schema.ts';
import { containsText } from '../../db/sql.ts';

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

/** `group_concat` in SQLite, `string_agg` in PostgreSQL: the one dialect difference of the user load. */
const aggregateFunction = (db: Conn) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'string_agg' : 'group_concat';

/**
 * Users as the API presents them, in one statement whatever the number of ids: roles, environment
 * memberships and classes come as comma-separated lists (ids, role names and timestamps never hold commas),
 * sorted here rather than in SQL, which saves a sorter per list on every request.
 */
const loadUsersQuery = (db: Conn, ids: readonly string[]) => {
  const agg = sql.raw(aggregateFunction(db));
  return db
    .selectFrom('users')
    .leftJoin('learning_environments as school', 'school.id', 'users.school_id')
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.birth_month',
      'users.birth_year',
      'users.gender',
      'users.avatar',
      'users.content_unlocked',
      'users.reset_password',
      'users.xp',
      'users.current_course_id',
      'users.current_community_id',
      'users.school_id',
      'users.locale',
      'users.created_at',
      'school.name as school_name',
      sql<string | null>`(select ${agg}(role, ',') from user_roles where user_id = users.id)`.as('roles'),
      sql<
        string | null
      >`(select ${agg}(environment_id || ':' || role, ',') from environment_roles where user_id = users.id)`.as(
        'environments',
      ),
      // joined_at first, so sorting the entries orders the classes by when the user joined.
      sql<
        string | null
      >`(select ${agg}(joined_at || '|' || class_id, ',') from class_members where user_id = users.id)`.as(
        'class_ids',
      ),
    ])
    .where('users.id', 'in', ids);
};
type LoadedRow = InferResult<ReturnType<typeof loadUsersQuery>>[number];

const present = (row: LoadedRow): User => {
  const learningEnvironments = emptyLists();
  for (const entry of row.environments?.split(',').sort() ?? []) {
    const [environmentId, role] = entry.split(':');
    if (environmentId && (ENVIRONMENT_ROLES as readonly string[]).includes(role ?? '')) {
      learningEnvironments[role as EnvironmentRole].push(environmentId);
    }
  }
  return {
    _id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    last_name_initial: row.last_name.slice(0, 1).toUpperCase(),
    email: row.email,
    birthMonth: row.birth_month,
    birthYear: row.birth_year,
    gender: row.gender as Gender | null,
    roles: (row.roles?.split(',').sort() ?? []) as Role[],
    avatar: row.avatar,
    classes: [
      ...new Set(
        row.class_ids
          ?.split(',')
          .sort()
          .map((entry) => entry.slice(entry.indexOf('|') + 1)),
      ),
    ],
    contentUnlocked: row.content_unlocked === 1,
    resetPassword: row.reset_password === 1,
    xp: Number(row.xp),
    current_course: row.current_course_id,
    current_community: row.current_community_id,
    school: row.school_id ? { _id: row.school_id, school_name: row.school_name ?? '' } : null,
    learningEnvironments,
    locale: row.locale as Locale,
    created: row.created_at,
  };
};

const inOrder = (rows: readonly LoadedRow[], ids: readonly string[]) => {
  const byId = new Map(rows.map((row) => [row.id, present(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const loadUsers = async (db: Conn, ids: readonly string[]): Promise<User[]> =>
  ids.length === 0 ? [] : inOrder(await loadUsersQuery(db, ids).execute(), ids);

// Loading one user happens on every authenticated request: its SQL is compiled once per connection.
const loadOneQuery = precompiled((db, id) => loadUsersQuery(db, [id]));

export const loadUser = async (db: Conn, id: string): Promise<User | null> => {
  const { rows } = await db.executeQuery<LoadedRow>(loadOneQuery(db, id));
  return inOrder(rows, [id])[0] ?? null;
};

/** The same, through the database's read path (committed data, no transaction). */
export const readUser = async (read: RowReader, db: Conn, id: string): Promise<User | null> =>
  inOrder(await read<LoadedRow>(loadOneQuery(db, id)), [id])[0] ?? null;

/**
 * The user of an access token, only while the token's session is live (not logged out, not ended by a password
 * change, a reset or a revoked refresh family): one statement, run on every authenticated request.
 */
const loadSessionUserQuery = precompiled((db, id, sessionId) =>
  loadUsersQuery(db, [id]).where(({ exists, selectFrom }) =>
    exists(
      selectFrom('sessions')
        .select('sessions.id')
        .where('sessions.id', '=', sessionId!)
        .whereRef('sessions.user_id', '=', 'users.id')
        .where('sessions.ended_at', 'is', null),
    ),
  ),
);

export const readSessionUser = async (
  read: RowReader,
  db: Conn,
  id: string,
  sessionId: string,
): Promise<User | null> =>
  inOrder(await read<LoadedRow>(loadSessionUserQuery(db, id, sessionId)), [id])[0] ?? null;

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

export const insertUser = (db: Conn, user: NewUserRow) => insertUsers(db, [user]);

/** Many users in three statements (users, roles, environment roles), whatever their number. */
export const insertUsers = async (db: Conn, users: readonly NewUserRow[]) => {
  if (users.length === 0) return;
  await db
    .insertInto('users')
    .values(
      users.map((user) => ({
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
      })),
    )
    .execute();
  const roles = users.flatMap((user) => [...new Set(user.roles)].map((role) => ({ user_id: user.id, role })));
  if (roles.length) await db.insertInto('user_roles').values(roles).execute();
  const environmentRoles = users.flatMap((user) =>
    (user.environmentRoles ?? []).map((e) => ({
      user_id: user.id,
      environment_id: e.environmentId,
      role: e.role,
    })),
  );
  if (environmentRoles.length) await db.insertInto('environment_roles').values(environmentRoles).execute();
};

/** Replaces a user's roles per learning environment with these lists. */
export const setEnvironmentRoles = async (db: Conn, userId: string, lists: LearningEnvironmentLists) => {
  await db.deleteFrom('environment_roles').where('user_id', '=', userId).execute();
  const rows = (Object.entries(lists) as [EnvironmentRole, string[]][]).flatMap(([role, ids]) =>
    ids.map((environmentId) => ({ user_id: userId, environment_id: environmentId, role })),
  );
  if (rows.length) await db.insertInto('environment_roles').values(rows).execute();
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
    | 'current_course_id'
    | 'current_community_id'
    | 'school_id'
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
  /** Only the members of this class in `classRole` (students unless said). */
  studentsOfClass?: string;
  classRole?: 'student' | 'instructor';
  /** First name, last name or username contains this (any of them). */
  q?: string;
}

const SORTS = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  created: 'created_at',
} as const;
export const USER_SORTS = Object.keys(SORTS);

/** One page of user ids plus the total, in two queries. */
export const listUserIds = async (
  db: Conn,
  filter: UserListFilter,
  page: { offset: number; limit: number; sort?: string },
) => {
  let query = db.selectFrom('users');
  const like = (column: 'users.first_name' | 'users.last_name' | 'users.username', value: string) =>
    query.where(containsText(sql`lower(${sql.ref(column)})`, value.toLowerCase()));
  if (filter.first_name) query = like('users.first_name', filter.first_name);
  if (filter.last_name) query = like('users.last_name', filter.last_name);
  if (filter.username) query = like('users.username', filter.username);
  if (filter.q) {
    const text = filter.q.toLowerCase();
    query = query.where((w) =>
      w.or(
        (['users.first_name', 'users.last_name', 'users.username'] as const).map((column) =>
          containsText(sql`lower(${sql.ref(column)})`, text),
        ),
      ),
    );
  }
  if (filter.role) {
    const role = filter.role;
    query = query.where('users.id', 'in', (eb) =>
      eb.selectFrom('user_roles').select('user_id').where('role', '=', role),
    );
  }
  if (filter.memberOfClassesOf) {
    const staffId = filter.memberOfClassesOf;
    query = query.where('users.id', 'in', studentsTaughtBy(db, staffId).select('m.user_id'));
  }
  if (filter.studentsOfClass) {
    const classId = filter.studentsOfClass;
    const role = filter.classRole ?? 'student';
    query = query.where('users.id', 'in', (eb) =>
      eb
        .selectFrom('class_members')
        .select('user_id')
        .where('class_id', '=', classId)
        .where('role', '=', role),
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

/** Memberships of students in the classes `staffId` teaches or instructs (as `m`). */
const studentsTaughtBy = (db: Conn, staffId: string) =>
  db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
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
    );

/** Whether a user with this id exists. */
export const userExists = async (db: Conn, id: string) =>
  !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());

/** Whether `staffId` teaches or instructs a class that `studentId` is a student of. */
export const teachesStudent = async (db: Conn, staffId: string, studentId: string) =>
  !!(await studentsTaughtBy(db, staffId)
    .select('m.user_id')
    .where('m.user_id', '=', studentId)
    .executeTakeFirst());

/** Adds `amount` (negative to take away) to a user's xp in one statement; answers the new total. */
export const addXp = async (db: Conn, userId: string, amount: number, now: string) =>
  Number(
    (
      await db
        .updateTable('users')
        .set((eb) => ({ xp: eb('xp', '+', amount), updated_at: now }))
        .where('id', '=', userId)
        .returning('xp')
        .executeTakeFirstOrThrow()
    ).xp,
  );

export const setContentUnlocked = async (db: Conn, id: string, unlocked: boolean, now: string) => {
  await db
    .updateTable('users')
    .set({ content_unlocked: unlocked ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
};
