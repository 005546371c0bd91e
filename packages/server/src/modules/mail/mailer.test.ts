import { FORGOTTEN_DETAILS_SENT, TEMPORARY_PASSWORD_SUBJECT } from '@brickyard/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';
import { MAIL_NOT_CONFIGURED, MAIL_NOT_SENT } from '../users/password.service.ts';
import { createMailer, SECRET_NOT_KEPT } from './mailer.ts';

const forgot = (h: Harness, username: string, email: string) =>
  h.request({ method: 'PUT', url: `/api/users/${username}/resetForgottenDetails`, payload: { email } });

const login = (h: Harness, username: string, password: string) =>
  h.request({ method: 'POST', url: '/auth/local', payload: { username, password } });

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let h: Harness;

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await createHarness({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SUPPORT_EMAIL: 'help@school.example',
    });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it('delivers the temporary password, which then logs in; the outbox records it as sent', async () => {
    const user = await h.user();
    await h.db.updateTable('users').set({ email: 'kid@example.org' }).where('id', '=', user.id).execute();
    const response = await forgot(h, user.username, 'kid@example.org');
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe(FORGOTTEN_DETAILS_SENT);

    expect(smtp.received).toHaveLength(1);
    expect(json(await h.request({ method: 'GET', url: '/api/site' })).emailEnabled).toBe(true);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['kid@example.org']);
    expect(mail!.from).toBe('help@school.example');
    expect(mail!.raw).toMatch(new RegExp(`^Subject: ${TEMPORARY_PASSWORD_SUBJECT}\\r?$`, 'm'));
    expect(mail!.raw).toMatch(/^To: kid@example\.org\r?$/m);
    const temporary = /temporary password is: (\S+)/.exec(mail!.raw)?.[1] ?? '';
    expect(temporary).toMatch(/^[A-Z0-9]{10,}$/);

    const fresh = await login(h, user.username, temporary);
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh).user.resetPassword).toBe(true);
    expect((await login(h, user.username, user.password)).statusCode).toBe(401);

    const rows = await h.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'kid@example.org')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: TEMPORARY_PASSWORD_SUBJECT, error: null });
    expect(rows[0]!.sent_at).toEqual(expect.any(String));
    // Once delivered, the temporary password is not kept in our database.
    expect(rows[0]!.body).toBe('');
  });
});

describe('mail when SMTP fails', () => {
  it('answers 503, keeps the old password, and records the failure in the outbox', async () => {
    // A port that was just free: nothing listens there.
    const probe = await startSmtp();
    await probe.close();
    const h = await createHarness({ SMTP_URL: `smtp://127.0.0.1:${probe.port}` });
    try {
      const user = await h.user();
      await h.db.updateTable('users').set({ email: 'down@example.org' }).where('id', '=', user.id).execute();
      const response = await forgot(h, user.username, 'down@example.org');
      expect(response.statusCode).toBe(503);
      expect(json(response).message).toBe(MAIL_NOT_SENT);
      expect((await login(h, user.username, user.password)).statusCode).toBe(200);
      const row = await h.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'down@example.org')
        .executeTakeFirstOrThrow();
      expect(row.sent_at).toBeNull();
      expect(row.error).toBeTruthy();
      // The outbox records the mail without the temporary password it held.
      expect(row.body).toContain(`temporary password is: ${SECRET_NOT_KEPT}`);
    } finally {
      await h.close();
    }
  });
});

describe('mail without SMTP', () => {
  it('sends no temporary password (nobody would receive it): 503, and the password and outbox stay as they were', async () => {
    const h = await createHarness();
    try {
      const user = await h.user();
      await h.db
        .updateTable('users')
        .set({ email: 'nosmtp@example.org' })
        .where('id', '=', user.id)
        .execute();
      const response = await forgot(h, user.username, 'nosmtp@example.org');
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({ message: MAIL_NOT_CONFIGURED });
      expect(await h.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      expect((await login(h, user.username, user.password)).statusCode).toBe(200);
      expect(json(await h.request({ method: 'GET', url: '/api/site' })).emailEnabled).toBe(false);
    } finally {
      await h.close();
    }
  });
});

describe('createMailer logging', () => {
  it('logs who the mail is for, never what it says', async () => {
    const h = await createHarness();
    try {
      const lines: unknown[][] = [];
      const record = (...args: unknown[]) => {
        lines.push(args);
      };
      const log = { info: record, error: record, warn: record, debug: record } as unknown as Parameters<
        typeof createMailer
      >[0]['log'];
      const mailer = createMailer({ db: h.db, smtpUrl: null, from: 'x@example.org', log });
      expect(mailer.delivers).toBe(false);
      await mailer.sendMail({
        to: 'log@example.org',
        subject: 'Secret',
        text: 'password: HUNTER2',
        secrets: ['HUNTER2'],
      });
      expect(lines.map((args) => args[args.length - 1])).toEqual(['mail stored for log@example.org']);
      expect(JSON.stringify(lines)).not.toContain('HUNTER2');
      const [row] = await h.db.selectFrom('mail_outbox').select('body').execute();
      expect(row!.body).toBe(`password: ${SECRET_NOT_KEPT}`);
    } finally {
      await h.close();
    }
  });
});
