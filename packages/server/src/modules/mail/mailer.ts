// Sending mail: through SMTP when SMTP_URL is set, and always into the mail_outbox table, so a self-hosted
// school without a mail server can still read what would have been sent. Logs never hold a message's text.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { insertOutboxMail, markOutboxFailed, markOutboxSent } from './mail.store.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Stores the mail in the outbox and, with SMTP configured, sends it; throws MailNotSentError if SMTP fails. */
  sendMail(mail: Mail): Promise<void>;
}

/** SMTP refused or could not be reached; the outbox row keeps the reason. */
export class MailNotSentError extends Error {
  constructor(readonly to: string) {
    super(`mail to ${to} could not be sent`);
    this.name = 'MailNotSentError';
  }
}

export const createMailer = (options: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}): Mailer => {
  const { db, smtpUrl, from, log } = options;
  const transport = smtpUrl ? createTransport(smtpUrl) : null;
  return {
    async sendMail({ to, subject, text }) {
      const id = newId();
      await insertOutboxMail(db, { id, to, subject, body: text, now: nowIso() });
      if (!transport) {
        log.info({ mailId: id }, `mail stored for ${to}`);
        return;
      }
      try {
        await transport.sendMail({ from, to, subject, text });
      } catch (error) {
        const reason = (error as Error).message || 'unknown error';
        await markOutboxFailed(db, id, reason);
        log.error({ mailId: id }, `mail to ${to} could not be sent: ${reason}`);
        throw new MailNotSentError(to);
      }
      await markOutboxSent(db, id, nowIso());
      log.info({ mailId: id }, `mail sent to ${to}`);
    },
  };
};
