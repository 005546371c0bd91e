// All SQL about the mail outbox: every message is kept, with when it was sent or why it was not.
import type { Conn } from '../../db/conn.ts';

export const insertOutboxMail = async (
  db: Conn,
  mail: { id: string; to: string; subject: string; body: string; now: string },
) => {
  await db
    .insertInto('mail_outbox')
    .values({
      id: mail.id,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: mail.now,
      sent_at: null,
      error: null,
    })
    .execute();
};

/** Delivered: the text is dropped, so a temporary password does not outlive its mail in our database. */
export const markOutboxSent = async (db: Conn, id: string, now: string) => {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, error: null, body: '' })
    .where('id', '=', id)
    .execute();
};

export const markOutboxFailed = async (db: Conn, id: string, error: string) => {
  await db
    .updateTable('mail_outbox')
    .set({ error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
};
