// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/**
 * Schools and communities can be archived by an admin (issue 22): `archived_at` says when, null while in use.
 * An archived school is no longer offered to teachers signing up; nothing that belongs to it is touched.
 */
export const environmentArchive: MigrationFactory = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    await db.schema.alterTable('learning_environments').addColumn('archived_at', 'text').execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('learning_environments').dropColumn('archived_at').execute();
  },
});
