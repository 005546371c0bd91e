// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** The projects a class's teachers have starred on its project wall (the class's `starredProjects`). */
export const starredProjects: MigrationFactory = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('class_starred_projects')
      .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('class_starred_projects_pk', ['class_id', 'project_id'])
      .execute();
  },
});
