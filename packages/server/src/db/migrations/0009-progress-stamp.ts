// Frozen in time: never edit after it has shipped; add a new migration instead.
import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './types.ts';

/**
 * Every user gets a progress stamp: a number that grows whenever any of their trackers is written, added or
 * removed, kept by the database itself (triggers), so no write can forget it. A reader that saw the same
 * stamp before knows the learner's trackers are as they were, and can reuse what it built from them.
 */
export const progressStamp: MigrationFactory = (dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('progress_stamp', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function bump_progress_stamp() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            update users set progress_stamp = progress_stamp + 1 where id = old.user_id;
            return old;
          end if;
          update users set progress_stamp = progress_stamp + 1 where id = new.user_id;
          if tg_op = 'UPDATE' and old.user_id <> new.user_id then
            update users set progress_stamp = progress_stamp + 1 where id = old.user_id;
          end if;
          return new;
        end
        $$`.execute(db);
      await sql`
        create trigger trackers_progress_stamp after insert or update or delete on trackers
        for each row execute function bump_progress_stamp()`.execute(db);
      return;
    }
    await sql`
      create trigger trackers_progress_stamp_insert after insert on trackers begin
        update users set progress_stamp = progress_stamp + 1 where id = new.user_id;
      end`.execute(db);
    await sql`
      create trigger trackers_progress_stamp_update after update on trackers begin
        update users set progress_stamp = progress_stamp + 1 where id in (old.user_id, new.user_id);
      end`.execute(db);
    await sql`
      create trigger trackers_progress_stamp_delete after delete on trackers begin
        update users set progress_stamp = progress_stamp + 1 where id = old.user_id;
      end`.execute(db);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect === 'postgres') {
      await sql`drop trigger trackers_progress_stamp on trackers`.execute(db);
      await sql`drop function bump_progress_stamp()`.execute(db);
    } else {
      for (const name of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger trackers_progress_stamp_${name}`).execute(db);
    }
    await db.schema.alterTable('users').dropColumn('progress_stamp').execute();
  },
});
