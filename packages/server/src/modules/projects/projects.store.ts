// All SQL for projects and their kept versions.
import type {
  ClassProjectListQuery,
  ProjectFile,
  ProjectLanguage,
  ProjectListQuery,
  ProjectSummary,
} from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import { containsText } from '../../db/sql.ts';

export interface ProjectRecord extends ProjectSummary {
  files: ProjectFile[];
  version: number;
}

const summaryColumns = [
  'p.id',
  'p.name',
  'p.language',
  'p.archived',
  'p.size',
  'p.created_at',
  'p.updated_at',
  'p.user_id',
  'u.first_name',
  'u.last_name',
] as const;

type SummaryRow = {
  id: string;
  name: string;
  language: string;
  archived: number;
  size: number;
  created_at: string;
  updated_at: string;
  user_id: string;
  first_name: string;
  last_name: string;
};

const toSummary = (row: SummaryRow): ProjectSummary => ({
  _id: row.id,
  name: row.name,
  language: row.language as ProjectLanguage,
  user: { _id: row.user_id, first_name: row.first_name, last_name: row.last_name },
  archived: row.archived === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  size: row.size,
});

export const loadProject = async (db: Conn, id: string): Promise<ProjectRecord | null> => {
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([...summaryColumns, 'p.files', 'p.version'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toSummary(row), files: JSON.parse(row.files) as ProjectFile[], version: row.version };
};

export interface NewProjectRow {
  id: string;
  userId: string;
  name: string;
  language: ProjectLanguage;
  files: ProjectFile[];
  size: number;
  /** The tutorial or challenge it is the learner's work for. */
  learningProject?: string | null;
  now: string;
}

export const insertProject = async (db: Conn, row: NewProjectRow) => {
  await db
    .insertInto('projects')
    .values({
      id: row.id,
      user_id: row.userId,
      name: row.name,
      language: row.language,
      archived: 0,
      learning_project: row.learningProject ?? null,
      files: JSON.stringify(row.files),
      size: row.size,
      version: 1,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
};

/**
 * Saves the project if its stored version is still `expected` (any version when null); true when saved.
 * The check and the write are one statement, so two saves racing cannot both pass.
 */
export const updateProject = async (
  db: Conn,
  id: string,
  expected: number | null,
  changes: { name?: string; files?: ProjectFile[]; size?: number; now: string },
) => {
  let query = db
    .updateTable('projects')
    .set((eb) => ({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.files !== undefined
        ? { files: JSON.stringify(changes.files), size: changes.size ?? 0 }
        : {}),
      version: eb('version', '+', 1),
      updated_at: changes.now,
    }))
    .where('id', '=', id);
  if (expected !== null) query = query.where('version', '=', expected);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const setProjectArchived = async (db: Conn, id: string, archived: boolean, now: string) => {
  await db
    .updateTable('projects')
    .set((eb) => ({ archived: archived ? 1 : 0, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
};

// A-Z reads as people expect: "apple" before "Banana".
const byName = sql<string>`lower(p.name)`;
const SORT_COLUMNS = {
  '-updatedAt': ['p.updated_at', 'desc'],
  '-createdAt': ['p.created_at', 'desc'],
  name: [byName, 'asc'],
  '-name': [byName, 'desc'],
  '-size': ['p.size', 'desc'],
  size: ['p.size', 'asc'],
} as const;

/** The sort, then the page, then the count: two queries whatever the page. */
const pageOf = async (
  base: ReturnType<typeof projectsWithOwners>,
  query: { sort: ProjectListQuery['sort']; page: number; limit: number },
) => {
  const [column, direction] = SORT_COLUMNS[query.sort];
  const [rows, total] = await Promise.all([
    base
      .select(summaryColumns)
      .orderBy(column, direction)
      .orderBy('p.id')
      .offset(query.page * query.limit)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSummary), count: Number(total.n) };
};

const projectsWithOwners = (
  db: Conn,
  filter: { archived: 'true' | 'false'; language?: string; minSize?: number },
) => {
  let base = db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.archived', '=', filter.archived === 'true' ? 1 : 0);
  if (filter.language) base = base.where('p.language', '=', filter.language);
  if (filter.minSize) base = base.where('p.size', '>=', filter.minSize);
  return base;
};

/** A page of projects, newest first by default, with the total count: two queries whatever the page. */
export const listProjects = async (db: Conn, query: ProjectListQuery) => {
  let base = projectsWithOwners(db, query);
  if (query.user) base = base.where('p.user_id', '=', query.user);
  if (query.learningProject) base = base.where('p.learning_project', '=', query.learningProject);
  // The same LIKE … ESCAPE on SQLite and PostgreSQL; the name's own % and _ match only themselves.
  if (query.name) base = base.where(containsText(sql`lower(p.name)`, query.name.toLowerCase()));
  return pageOf(base, query);
};

/**
 * A page of the projects of a class's students, each saying whether the class starred it: three queries
 * whatever the page. `q` matches the project's name or its owner's first or last name.
 */
export const listClassProjects = async (db: Conn, classId: string, query: ClassProjectListQuery) => {
  let base = projectsWithOwners(db, query).where((eb) =>
    eb.exists(
      eb
        .selectFrom('class_members as m')
        .select('m.user_id')
        .whereRef('m.user_id', '=', 'p.user_id')
        .where('m.class_id', '=', classId)
        .where('m.role', '=', 'student'),
    ),
  );
  if (query.q) {
    const text = query.q.toLowerCase();
    base = base.where((eb) =>
      eb.or([
        containsText(sql`lower(p.name)`, text),
        containsText(sql`lower(u.first_name)`, text),
        containsText(sql`lower(u.last_name)`, text),
      ]),
    );
  }
  if (query.starred) {
    const wanted = query.starred === 'true';
    base = base.where((eb) => {
      const isStarred = eb.exists(
        eb
          .selectFrom('class_starred_projects as s')
          .select('s.project_id')
          .whereRef('s.project_id', '=', 'p.id')
          .where('s.class_id', '=', classId),
      );
      return wanted ? isStarred : eb.not(isStarred);
    });
  }
  const page = await pageOf(base, query);
  const ids = page.items.map((item) => item._id);
  const stars = ids.length
    ? await db
        .selectFrom('class_starred_projects')
        .select('project_id')
        .where('class_id', '=', classId)
        .where('project_id', 'in', ids)
        .execute()
    : [];
  const starredIds = new Set(stars.map((star) => star.project_id));
  return {
    items: page.items.map((item) => ({ ...item, starred: starredIds.has(item._id) })),
    count: page.count,
  };
};

/** Stars a project on a class's wall, or takes the star away; starring twice changes nothing. */
export const setProjectStarred = async (
  db: Conn,
  classId: string,
  projectId: string,
  starred: boolean,
  now: string,
) => {
  if (starred)
    await db
      .insertInto('class_starred_projects')
      .values({ class_id: classId, project_id: projectId, created_at: now })
      .onConflict((oc) => oc.columns(['class_id', 'project_id']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('class_starred_projects')
      .where('class_id', '=', classId)
      .where('project_id', '=', projectId)
      .execute();
};

export const latestVersionAt = async (db: Conn, projectId: string) =>
  (
    await db
      .selectFrom('project_versions')
      .select('created_at')
      .where('project_id', '=', projectId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.created_at ?? null;

/**
 * Keeps `files` as a version of the project, and only the newest `keep` versions. A version is always later
 * than the one before it (by a millisecond when two land in the same one): ids are random within a second, so
 * the time alone must order them, or pruning could drop the newest.
 */
export const keepVersion = async (
  db: Conn,
  row: { id: string; projectId: string; files: string; size: number; now: string },
  keep: number,
) => {
  const latest = await latestVersionAt(db, row.projectId);
  const createdAt =
    latest !== null && latest >= row.now ? new Date(Date.parse(latest) + 1).toISOString() : row.now;
  await db
    .insertInto('project_versions')
    .values({
      id: row.id,
      project_id: row.projectId,
      files: row.files,
      size: row.size,
      created_at: createdAt,
    })
    .execute();
  const kept = db
    .selectFrom('project_versions')
    .select('id')
    .where('project_id', '=', row.projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('project_versions')
    .where('project_id', '=', row.projectId)
    .where('id', 'not in', kept)
    .execute();
};

export const listVersions = async (db: Conn, projectId: string) =>
  (
    await db
      .selectFrom('project_versions')
      .select(['id', 'size', 'created_at'])
      .where('project_id', '=', projectId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => ({ _id: r.id, size: r.size, createdAt: r.created_at }));

export const loadVersion = async (db: Conn, projectId: string, versionId: string) => {
  const row = await db
    .selectFrom('project_versions')
    .select(['id', 'files', 'size', 'created_at'])
    .where('project_id', '=', projectId)
    .where('id', '=', versionId)
    .executeTakeFirst();
  return row
    ? {
        _id: row.id,
        size: row.size,
        createdAt: row.created_at,
        files: JSON.parse(row.files) as ProjectFile[],
      }
    : null;
};

/** A person's active projects, newest first, as the teaching screens list them; only those made for a tutorial
 * or challenge when `learningProject` is given. */
export const projectBriefs = async (
  db: Conn,
  userId: string,
  options: { learningProject?: string; limit?: number } = {},
) => {
  let query = db
    .selectFrom('projects')
    .select(['id', 'name', 'language', 'updated_at'])
    .where('user_id', '=', userId)
    .where('archived', '=', 0);
  if (options.learningProject) query = query.where('learning_project', '=', options.learningProject);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    language: row.language as ProjectLanguage,
    updatedAt: row.updated_at,
  }));
};
