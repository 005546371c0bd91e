// Password resets: a new password chosen by its owner (or set by an admin), and a temporary one emailed to
// someone who forgot theirs. Rules live here; SQL lives in the stores.
import { randomInt } from 'node:crypto';
import {
  FORGOTTEN_DETAILS_MISMATCH,
  FORGOTTEN_DETAILS_SENT,
  isAdmin,
  message,
  RESET_CODE_ALPHABET,
  TEMPORARY_PASSWORD_LENGTH,
  TEMPORARY_PASSWORD_SUBJECT,
  type User,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { accountName, TOO_MANY_FAILURES } from '../auth/auth.service.ts';
import { clearAttempts, revokeUserSessions } from '../auth/auth.store.ts';
import { reserve } from '../auth/throttle.ts';
import { type Mailer, MailNotSentError } from '../mail/mailer.ts';
import { findForgottenDetails, revokeOtherSessions } from './password.store.ts';
import { loadUser, updateUserColumns } from './users.store.ts';

export const OTHERS_PASSWORD = message('othersPassword');
export const MAIL_NOT_SENT = message('mailNotSent');

export interface PasswordDeps {
  db: Db;
  mailer: Mailer;
  now?: () => number;
}

const clock = (deps: PasswordDeps) => (deps.now ? deps.now() : Date.now());
const iso = (deps: PasswordDeps) => new Date(clock(deps)).toISOString();

export const newTemporaryPassword = () =>
  Array.from(
    { length: TEMPORARY_PASSWORD_LENGTH },
    () => RESET_CODE_ALPHABET[randomInt(RESET_CODE_ALPHABET.length)],
  ).join('');

/**
 * `PUT /api/users/{id}/reset`: users set their own password (their other sessions end, this one stays);
 * admins set anyone's (all of that user's sessions end). Teachers use reset-student instead.
 */
export const resetPassword = async (
  deps: PasswordDeps,
  actor: User,
  currentSessionId: string,
  targetId: string,
  newPassword: string,
) => {
  const own = targetId === actor._id;
  if (!own && !isAdmin(actor)) throw forbidden(OTHERS_PASSWORD);
  const passwordHash = await hashPassword(newPassword);
  return deps.db.transaction().execute(async (trx) => {
    const now = iso(deps);
    if (!(await updateUserColumns(trx, targetId, { password_hash: passwordHash, reset_password: 0 }, now)))
      throw notFound(message('userNotFound'));
    if (own) await revokeOtherSessions(trx, targetId, currentSessionId, now);
    else await revokeUserSessions(trx, targetId, now);
    return (await loadUser(trx, targetId))!;
  });
};

// Forgotten-details attempts have counters of their own (limits like logging in's), so failing to log in never
// stops someone from asking for a temporary password, and the reverse.
export const FORGOTTEN_LIMITS = {
  /** Wrong username and email pairs for one account from one address. */
  pair: 10,
  /** For one account from every address. */
  account: 30,
  /** From one address over every account (a school shares one). */
  address: 200,
  /** Temporary passwords sent for one account: each replaces the password, so a stranger who knows a pupil's
   *  username and email could otherwise keep them locked out. */
  sent: 3,
} as const;
export const RESETS_PER_WINDOW = FORGOTTEN_LIMITS.sent;
export const MAIL_NOT_CONFIGURED = message('mailNotConfigured');

const mailText = (firstName: string, username: string, temporaryPassword: string) =>
  [
    `Hello ${firstName},`,
    '',
    `Someone (hopefully you) asked for a new password for the Brickyard account "${username}".`,
    '',
    `Your temporary password is: ${temporaryPassword}`,
    '',
    'Log in with your username and this temporary password. You will then be asked to choose a new',
    'password of your own; please do so straight away.',
    '',
    'Your old password no longer works. If you did not ask for this, log in with the temporary password,',
    'choose a new one, and tell your teacher.',
  ].join('\n');

/**
 * "Forgotten password, by email": a temporary password for the account, mailed to its own address. The
 * account's sessions all end: whoever was logged in (perhaps someone who should not be) must log in again.
 */
export const resetForgottenDetails = async (
  deps: PasswordDeps,
  username: string,
  email: string,
  ip: string,
) => {
  // Without SMTP nobody would receive the password, and the account would be locked behind it.
  if (!deps.mailer.delivers) throw new HttpError(503, MAIL_NOT_CONFIGURED);
  const account = accountName(username);
  const limits = {
    pair: { key: `forgotten:pair:${account}|${ip}`, max: FORGOTTEN_LIMITS.pair },
    account: { key: `forgotten:account:${account}`, max: FORGOTTEN_LIMITS.account },
    address: { key: `forgotten:ip:${ip}`, max: FORGOTTEN_LIMITS.address },
    sent: { key: `forgotten:sent:${account}`, max: FORGOTTEN_LIMITS.sent },
  };
  const attempt = await reserve(
    deps.db,
    [limits.pair, limits.account, limits.address],
    TOO_MANY_FAILURES,
    clock(deps),
  );
  const found = await findForgottenDetails(deps.db, account);
  if (!found?.email || found.email.trim().toLowerCase() !== email.trim().toLowerCase())
    throw badRequest(FORGOTTEN_DETAILS_MISMATCH);
  // A right guess is not a failure; the password it sends counts on its own limit.
  await attempt.refund();
  const sent = await reserve(deps.db, [limits.sent], TOO_MANY_FAILURES, clock(deps));

  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  // The mail goes first: if it cannot be sent, the old password keeps working.
  try {
    await deps.mailer.sendMail({
      to: found.email,
      subject: TEMPORARY_PASSWORD_SUBJECT,
      text: mailText(found.firstName, found.username, temporaryPassword),
      secrets: [temporaryPassword],
    });
  } catch (error) {
    await sent.refund();
    if (error instanceof MailNotSentError) throw new HttpError(503, MAIL_NOT_SENT);
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    const now = iso(deps);
    await updateUserColumns(trx, found.id, { password_hash: passwordHash, reset_password: 1 }, now);
    await revokeUserSessions(trx, found.id, now);
    // The password is now random, so earlier failed logins no longer stand between the owner and the account.
    await clearAttempts(trx, `login:account:${account}`, `login:pair:${account}|`);
  });
  return { message: FORGOTTEN_DETAILS_SENT };
};
