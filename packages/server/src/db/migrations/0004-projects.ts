// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** Student projects and the earlier versions kept of each. */
export const projects: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const text = 'text';
    void dialect;

    await db.schema
      .createTable('projects')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('language', text, (c) => c.notNull())
      .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('learning_project', text)
      .addColumn('files', text, (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('projects_user')
      .on('projects')
      .columns(['user_id', 'archived', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('projects_updated')
      .on('projects')
      .columns(['archived', 'updated_at'])
      .execute();

    await db.schema
      .createTable('project_versions')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('project_id', text, (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('files', text, (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('project_versions_project')
      .on('project_versions')
      .columns(['project_id', 'created_at'])
      .execute();
  },
});
