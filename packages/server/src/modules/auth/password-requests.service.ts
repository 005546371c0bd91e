// "Forgotten password, with my class password" (DECISIONS.md, "Accounts and sessions"; docs/decisions.md):
// the class password, which every classmate knows, never opens an account. It only lets a student ask their
// teacher, who sees who is asking and approves it on the class's students page; then the browser that asked,
// and only it, may log in once within 15 minutes, and must choose a new password.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type ClassPasswordRequest,
  canManageClass,
  INCORRECT_CLASS_LOGIN,
  message,
  PASSWORD_REQUEST_APPROVED_MINUTES,
  PASSWORD_REQUEST_PENDING_MINUTES,
  type PasswordRequestBody,
  type PasswordRequestCreated,
  type PasswordRequestState,
  TOO_MANY_ATTEMPTS,
  type User,
} from '@brickyard/core';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { decoyHash, verifyPassword } from '../../lib/passwords.ts';
import { isMember, loadClass } from '../classes/classes.store.ts';
import { findCredentials, updateUserColumns } from '../users/users.store.ts';
import { type AuthDeps, accountName, type Client, startSession } from './auth.service.ts';
import {
  decidePasswordRequest,
  findPasswordRequest,
  insertPasswordRequest,
  openClassRequests,
  studentClassPasswords,
  usePasswordRequest,
} from './password-requests.store.ts';
import { reserve } from './throttle.ts';

export const TOO_MANY_REQUESTS = TOO_MANY_ATTEMPTS;

// The words are shared with the web, which says them in the reader's language.
export { INCORRECT_CLASS_LOGIN };

export const REQUEST_NOT_FOUND = message('requestNotFound');
export const REQUEST_NOT_USABLE = message('requestNotUsable');
export const REQUEST_ALREADY_ANSWERED = message('requestAlreadyAnswered');
export const ONLY_THE_TEACHER = message('onlyTheTeacherAnswers');

/**
 * Class passwords checked per request, always this many (decoys fill in), at once: a request takes the same
 * time whether the username exists and whatever their classes, so answers reveal no usernames. A student in
 * more classes asks with one of the classes they joined last.
 */
export const CLASS_CHECKS = 3;
/** Wrong username or class password from one address for one account, and from one address in all. */
export const REQUEST_LIMITS = { pair: 10, address: 100, asked: 5 } as const;

const minutesFrom = (ms: number, minutes: number) => new Date(ms + minutes * 60_000).toISOString();
const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const clock = (deps: AuthDeps) => (deps.now ? deps.now() : Date.now());

/** A request as its asking browser may see it: expired once its time is over, whatever it was. */
const stateOf = (row: { status: string; expires_at: string }, nowMs: number): PasswordRequestState => ({
  status:
    (row.status === 'pending' || row.status === 'approved') && Date.parse(row.expires_at) <= nowMs
      ? 'expired'
      : (row.status as PasswordRequestState['status']),
  expiresAt: row.expires_at,
});

/** The request, when `secret` is the one its browser was given; the same 404 for a wrong id or secret. */
const ownRequest = async (deps: AuthDeps, requestId: string, secret: string) => {
  const row = await findPasswordRequest(deps.db, requestId);
  const given = Buffer.from(digest(secret));
  const stored = Buffer.from(row?.secret_hash ?? digest(randomBytes(24).toString('base64url')));
  if (!row || given.length !== stored.length || !timingSafeEqual(given, stored))
    throw notFound(REQUEST_NOT_FOUND);
  return row;
};

/** A student asks their teacher: the username and the class password of one of their classes. */
export const createPasswordRequest = async (
  deps: AuthDeps,
  body: PasswordRequestBody,
  ip: string,
): Promise<PasswordRequestCreated> => {
  const account = accountName(body.username);
  const stored = await findCredentials(deps.db, account);
  const classes = stored ? (await studentClassPasswords(deps.db, stored.id)).slice(0, CLASS_CHECKS) : [];
  const pair = { key: `help:pair:${account}|${ip}`, max: REQUEST_LIMITS.pair };
  const address = { key: `help:ip:${ip}`, max: REQUEST_LIMITS.address };
  const attempt = await reserve(deps.db, [pair, address], TOO_MANY_REQUESTS, clock(deps));
  const decoy = await decoyHash();
  const hashes = Array.from({ length: CLASS_CHECKS }, (_, i) => classes[i]?.passwordHash ?? decoy);
  const results = await Promise.all(hashes.map((hash) => verifyPassword(hash, body.classPassword)));
  const match = classes.find((_, i) => results[i]);
  if (!stored || !match) throw unauthorized(INCORRECT_CLASS_LOGIN);
  await attempt.refund();
  // Requests made count too, so nobody can flood a teacher with one pupil's requests.
  await reserve(
    deps.db,
    [{ key: `help:asked:${account}`, max: REQUEST_LIMITS.asked }],
    TOO_MANY_REQUESTS,
    clock(deps),
  );
  const nowMs = clock(deps);
  const secret = randomBytes(24).toString('base64url');
  const requestId = newId();
  const expiresAt = minutesFrom(nowMs, PASSWORD_REQUEST_PENDING_MINUTES);
  await deps.db.transaction().execute((trx) =>
    insertPasswordRequest(trx, {
      id: requestId,
      userId: stored.id,
      classId: match.classId,
      secretHash: digest(secret),
      now: new Date(nowMs).toISOString(),
      expiresAt,
    }),
  );
  return { requestId, secret, expiresAt };
};

/** Where the asking browser's request stands. */
export const passwordRequestState = async (deps: AuthDeps, requestId: string, secret: string) =>
  stateOf(await ownRequest(deps, requestId, secret), clock(deps));

/** The asking browser logs in with its approved request, once; the student must then choose a new password. */
export const loginWithPasswordRequest = async (
  deps: AuthDeps,
  requestId: string,
  secret: string,
  client: Client,
) => {
  const row = await ownRequest(deps, requestId, secret);
  const nowMs = clock(deps);
  const now = new Date(nowMs).toISOString();
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await usePasswordRequest(trx, row.id, now))) return false;
    await updateUserColumns(trx, row.user_id, { reset_password: 1 }, now);
    return true;
  });
  if (!used) throw unauthorized(REQUEST_NOT_USABLE);
  return { ...(await startSession(deps, row.user_id, client)), userId: row.user_id };
};

const present = (
  row: Awaited<ReturnType<typeof openClassRequests>>[number],
  nowMs: number,
): ClassPasswordRequest => ({
  _id: row.id,
  student: { _id: row.user_id, username: row.username, first_name: row.first_name, last_name: row.last_name },
  ...stateOf(row, nowMs),
  createdAt: row.created_at,
});

const manageableClass = async (deps: AuthDeps, actor: User, classId: string) => {
  const cls = await loadClass(deps.db, classId);
  if (!cls) throw notFound(message('classNotFound'));
  if (!canManageClass(actor, cls)) throw forbidden(ONLY_THE_TEACHER);
  return cls;
};

/** The requests waiting for the class's teacher (and the approved ones not used yet). */
export const classPasswordRequests = async (deps: AuthDeps, actor: User, classId: string) => {
  await manageableClass(deps, actor, classId);
  const nowMs = clock(deps);
  return (await openClassRequests(deps.db, classId, new Date(nowMs).toISOString())).map((row) =>
    present(row, nowMs),
  );
};

/** The teacher approves (the student then has 15 minutes) or declines a request of their class. */
export const decidePasswordRequestOf = async (
  deps: AuthDeps,
  actor: User,
  classId: string,
  requestId: string,
  approve: boolean,
) => {
  await manageableClass(deps, actor, classId);
  const nowMs = clock(deps);
  const now = new Date(nowMs).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findPasswordRequest(trx, requestId);
    if (!row || row.class_id !== classId || !(await isMember(trx, classId, row.user_id, 'student')))
      throw notFound(REQUEST_NOT_FOUND);
    const expiresAt = approve ? minutesFrom(nowMs, PASSWORD_REQUEST_APPROVED_MINUTES) : row.expires_at;
    const decided = await decidePasswordRequest(
      trx,
      { id: requestId, classId, status: approve ? 'approved' : 'declined' },
      actor._id,
      now,
      expiresAt,
    );
    if (!decided) throw conflict(REQUEST_ALREADY_ANSWERED);
    return { status: approve ? ('approved' as const) : ('declined' as const), expiresAt };
  });
};
