// All SQL for projects and their kept versions.
import type { ProjectFile, ProjectLanguage, ProjectListQuery, ProjectSummary } from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../users/users.store.ts';

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
      learning_project: null,
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
} as const;

/** A page of projects, newest first by default, with the total count: two queries whatever the page. */
export const listProjects = async (db: Conn, query: ProjectListQuery) => {
  let base = db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.archived', '=', query.archived === 'true' ? 1 : 0);
  if (query.user) base = base.where('p.user_id', '=', query.user);
  if (query.language) base = base.where('p.language', '=', query.language);
  if (query.name) {
    const pattern = `%${query.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The same LIKE … ESCAPE on SQLite and PostgreSQL; the name's own % and _ match only themselves.
    base = base.where(sql<boolean>`lower(p.name) like ${pattern} escape '\\'`);
  }
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

/** Keeps `files` as a version of the project, and only the newest `keep` versions. */
export const keepVersion = async (
  db: Conn,
  row: { id: string; projectId: string; files: string; size: number; now: string },
  keep: number,
) => {
  await db
    .insertInto('project_versions')
    .values({ id: row.id, project_id: row.projectId, files: row.files, size: row.size, created_at: row.now })
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
