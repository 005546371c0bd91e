// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** Problem reports on tutorial steps, achievements and the levels learners reached. */
export const learning: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const text = 'text';
    void dialect;

    await db.schema
      .createTable('problem_reports')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('brick_id', text, (c) => c.notNull().references('content.id').onDelete('cascade'))
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', text, (c) => c.notNull())
      .addColumn('resolved', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('problem_reports_brick')
      .on('problem_reports')
      .columns(['brick_id', 'resolved'])
      .execute();
    await db.schema
      .createIndex('problem_reports_user')
      .on('problem_reports')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('achievements')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('icon', text, (c) => c.notNull())
      .addColumn('colour', text, (c) => c.notNull())
      .addColumn('metric', text, (c) => c.notNull())
      .addColumn('levels', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_achievements')
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('achievement_id', text, (c) => c.notNull().references('achievements.id').onDelete('cascade'))
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('awarded_at', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
      .execute();
  },
});
