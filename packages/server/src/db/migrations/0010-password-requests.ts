// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** The line of the temporary-password mail that held the password (password.service.ts until this migration). */
const SECRET_LINE = /^(Your temporary password is: ).*$/gm;

/**
 * A student who forgot their password asks their teacher with their class password; the teacher approves
 * on the class's students page, and only the browser that asked may then log in, once, within 15 minutes.
 * Also: mail kept in the outbox no longer holds a temporary password; those already kept lose it.
 */
export const passwordRequests: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const text = 'text';
    void dialect;
    await db.schema
      .createTable('password_requests')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('class_id', text, (c) => c.notNull().references('classes.id').onDelete('cascade'))
      // Only the asking browser holds the secret; the table keeps its SHA-256.
      .addColumn('secret_hash', text, (c) => c.notNull())
      // pending → approved → used, or pending → declined; a request past expires_at is expired.
      .addColumn('status', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('decided_at', text)
      .addColumn('decided_by', text, (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('password_requests_class')
      .on('password_requests')
      .columns(['class_id', 'status', 'created_at'])
      .execute();
    await db.schema.createIndex('password_requests_user').on('password_requests').column('user_id').execute();

    const kept = await db
      .selectFrom('mail_outbox')
      .select(['id', 'body'])
      .where('body', 'like', '%Your temporary password is: %')
      .execute();
    for (const row of kept as { id: string; body: string }[]) {
      await db
        .updateTable('mail_outbox')
        .set({ body: row.body.replace(SECRET_LINE, '$1[not kept]') })
        .where('id', '=', row.id)
        .execute();
    }
  },
});
