// Password resets: a new password chosen by its owner (or set by an admin), and a temporary one emailed to
// someone who forgot theirs. Rules live here; SQL lives in the stores.
import { randomInt } from 'node:crypto';
import {
  FORGOTTEN_DETAILS_MISMATCH,
  FORGOTTEN_DETAILS_SENT,
  isAdmin,
  RESET_CODE_ALPHABET,
  TEMPORARY_PASSWORD_LENGTH,
  TEMPORARY_PASSWORD_SUBJECT,
  type User,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  TOO_MANY_FAILURES,
} from '../auth/auth.service.ts';
import { clearFailures, failureCount, recordFailure, revokeUserSessions } from '../auth/auth.store.ts';
import { type Mailer, MailNotSentError } from '../mail/mailer.ts';
import { findForgottenDetails, revokeOtherSessions } from './password.store.ts';
import { loadUser, updateUserColumns } from './users.store.ts';

export const OTHERS_PASSWORD =
  "You can only reset your own password; teachers reset a student's password from the class page";
export const MAIL_NOT_SENT =
  'We could not send the email just now, so your password has not been changed. Please try again later.';

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
      throw notFound('User not found');
    if (own) await revokeOtherSessions(trx, targetId, currentSessionId, now);
    else await revokeUserSessions(trx, targetId, now);
    return (await loadUser(trx, targetId))!;
  });
};

// Forgotten-details attempts have counters of their own (same limits and window as logging in), so
// failing to log in never stops someone from asking for a temporary password, and the reverse.
const accountKey = (username: string) => `forgotten:user:${username}`;
const addressKey = (ip: string) => `forgotten:ip:${ip}`;
/** Successful resets count too: each replaces the password, so a stranger who knows a pupil's username and
 *  email could otherwise keep them locked out. */
const sentKey = (username: string) => `forgotten:sent:${username}`;
export const RESETS_PER_WINDOW = 3;

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

/** "Forgotten password, by email": a temporary password for the account, mailed to its own address. */
export const resetForgottenDetails = async (
  deps: PasswordDeps,
  username: string,
  email: string,
  ip: string,
) => {
  const nowMs = clock(deps);
  const windowStart = nowMs - LOGIN_WINDOW_MS;
  const [account, address, sent] = await Promise.all([
    failureCount(deps.db, accountKey(username), windowStart),
    failureCount(deps.db, addressKey(ip), windowStart),
    failureCount(deps.db, sentKey(username), windowStart),
  ]);
  if (account >= ACCOUNT_FAILURE_LIMIT || address >= ADDRESS_FAILURE_LIMIT || sent >= RESETS_PER_WINDOW)
    throw tooManyRequests(TOO_MANY_FAILURES);

  const found = await findForgottenDetails(deps.db, username);
  if (!found?.email || found.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
    await deps.db.transaction().execute(async (trx) => {
      await recordFailure(trx, accountKey(username), nowMs, windowStart);
      await recordFailure(trx, addressKey(ip), nowMs, windowStart);
    });
    throw badRequest(FORGOTTEN_DETAILS_MISMATCH);
  }

  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  // The mail goes first: if it cannot be sent, the old password keeps working.
  try {
    await deps.mailer.sendMail({
      to: found.email,
      subject: TEMPORARY_PASSWORD_SUBJECT,
      text: mailText(found.firstName, found.username, temporaryPassword),
    });
  } catch (error) {
    if (error instanceof MailNotSentError) throw new HttpError(503, MAIL_NOT_SENT);
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    const now = iso(deps);
    // Sessions stay: whoever asked never learns the password, and the owner's new one ends the others.
    await updateUserColumns(trx, found.id, { password_hash: passwordHash, reset_password: 1 }, now);
    // The password is now random, so earlier failed logins no longer stand between the owner and the account.
    await clearFailures(trx, accountKey(username));
    await clearFailures(trx, `user:${username}`);
    await recordFailure(trx, sentKey(username), nowMs, windowStart);
  });
  return { message: FORGOTTEN_DETAILS_SENT };
};
