// Sending mail: through SMTP when SMTP_URL is set, and always into the mail_outbox table, a record of what was
// sent or would have been. A mail's secrets (a temporary password) go only to SMTP: the outbox keeps the text
// with each secret replaced, and logs never hold a message's text.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { insertOutboxMail, markOutboxFailed, markOutboxSent } from './mail.store.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Parts of `text` that only the recipient may read: never stored or logged. */
  secrets?: readonly string[];
}

export interface Mailer {
  /** Whether mail reaches anyone (SMTP is configured); without it, mail is only recorded in the outbox. */
  readonly delivers: boolean;
  /** Stores the mail in the outbox and, with SMTP configured, sends it; throws MailNotSentError if SMTP fails. */
  sendMail(mail: Mail): Promise<void>;
}

/** What the outbox keeps in place of a secret. */
export const SECRET_NOT_KEPT = '[not kept]';

/** The text without its secrets. */
export const withoutSecrets = (text: string, secrets: readonly string[] = []) =>
  secrets.filter(Boolean).reduce((kept, secret) => kept.replaceAll(secret, SECRET_NOT_KEPT), text);

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
    delivers: transport !== null,
    async sendMail({ to, subject, text, secrets }) {
      const id = newId();
      await insertOutboxMail(db, { id, to, subject, body: withoutSecrets(text, secrets), now: nowIso() });
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
