// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/** Every mail the server sends is kept here too, so a school without SMTP can still read it. */
export const mailOutbox: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    const text = 'text';
    void dialect;

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('to_address', text, (c) => c.notNull())
      .addColumn('subject', text, (c) => c.notNull())
      .addColumn('body', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('sent_at', text)
      .addColumn('error', text)
      .execute();
    await db.schema
      .createIndex('mail_outbox_to_address')
      .on('mail_outbox')
      .columns(['to_address', 'created_at'])
      .execute();
  },
});
