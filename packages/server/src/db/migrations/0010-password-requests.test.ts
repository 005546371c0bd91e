import { describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../lib/ids.ts';
import { databaseMigratedTo } from '../../test/migration-fixtures.ts';
import { migrateToLatest } from '../database.ts';

const database = databaseMigratedTo('0009-progress-stamp');

describe('migration 0010-password-requests', () => {
  it('removes the temporary passwords kept in the outbox, leaving the rest of each mail and other mail as they were', async () => {
    const handle = database();
    const { db } = handle;
    const mail = (body: string) => ({
      id: newId(),
      to_address: 'parent@example.org',
      subject: 'Your temporary Brickyard password',
      body,
      created_at: nowIso(),
      sent_at: null,
      error: null,
    });
    const withSecret = mail('Hello Ann,\n\nYour temporary password is: KQ7ZP2MX\n\nLog in with it.');
    const other = mail('Hello Ann,\n\nWelcome to your class.');
    await db.insertInto('mail_outbox').values([withSecret, other]).execute();
    await migrateToLatest(handle);
    const bodies = Object.fromEntries(
      (await db.selectFrom('mail_outbox').select(['id', 'body']).execute()).map((row) => [row.id, row.body]),
    );
    expect(bodies[withSecret.id]).toBe(
      'Hello Ann,\n\nYour temporary password is: [not kept]\n\nLog in with it.',
    );
    expect(bodies[other.id]).toBe(other.body);
    expect(await db.selectFrom('password_requests').selectAll().execute()).toEqual([]);
  });
});
