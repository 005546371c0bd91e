// Frozen in time: never edit after it has shipped; add a new migration instead.
import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types.ts';

/**
 * What a student has seen of their teachers' feedback: a marking now records when a teacher last gave something
 * (`feedback_at`: steps marked, a sticker or a comment added) and when its student last looked at it
 * (`seen_at`); feedback given after the student looked is new to them (the navbar's badge). Markings made before
 * count as seen: their students were shown them on their profile, and a badge for all past work would say
 * nothing new.
 */
export const feedbackSeen: MigrationFactory = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's table types
  async up(db: Kysely<any>) {
    await db.schema.alterTable('markings').addColumn('feedback_at', 'text').execute();
    await db.schema.alterTable('markings').addColumn('seen_at', 'text').execute();
    await db
      .updateTable('markings')
      .set((eb) => ({ feedback_at: eb.ref('updated_at'), seen_at: eb.ref('updated_at') }))
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('markings').dropColumn('seen_at').execute();
    await db.schema.alterTable('markings').dropColumn('feedback_at').execute();
  },
});
