// Signing up without an account: students with a class code, teachers with the server's signup code.
// Guessing either code costs the caller: wrong codes count against their address, as failed logins do.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type EstablishmentSummary,
  message,
  SEARCH_RESULTS_MAX,
  SIGNUP_CLOSED,
  type StudentSignup,
  type TeacherSignup,
  type TeacherSignupCheck,
  UNKNOWN_CLASS_CODE,
  UNKNOWN_ESTABLISHMENT,
  USERNAME_IN_USE,
  usernameBase,
  usernameSuggestions,
  WRONG_SIGNUP_CODE,
} from '@brickyard/core';
import { sql } from 'kysely';
import type { Conn } from '../../db/conn.ts';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../db/sql.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { type Limit, type Reservation, reserve } from '../auth/throttle.ts';
import { landOnClassCourse } from '../classes/classes.service.ts';
import { addMember, findActiveClassByCode } from '../classes/classes.store.ts';
import {
  getEnvironment,
  insertEnvironment,
  searchText,
} from '../learning-environments/learning-environments.store.ts';
import { insertUser, loadUser, usernameTaken } from './users.store.ts';

/** Wrong class or signup codes one address may try in 15 minutes (a school shares one address). */
export const CODE_FAILURE_LIMIT = 100;
/** Accounts one address may create by signing up in 15 minutes: a few whole classes at once. */
export const SIGNUPS_PER_WINDOW = 200;
export const TOO_MANY_CODE_FAILURES = message('tooManyCodeFailures');
export const TOO_MANY_SIGNUPS = message('tooManySignups');

const codeKey = (ip: string) => `signup:codes:${ip}`;
const createdKey = (ip: string) => `signup:created:${ip}`;

export interface SignupDeps {
  db: Db;
  teacherSignupCode: string | null;
  now?: () => number;
}

const clock = (deps: SignupDeps) => deps.now?.() ?? Date.now();

const codeLimit = (ip: string): Limit => ({
  key: codeKey(ip),
  max: CODE_FAILURE_LIMIT,
  message: TOO_MANY_CODE_FAILURES,
});
const createdLimit = (ip: string): Limit => ({ key: createdKey(ip), max: SIGNUPS_PER_WINDOW });

/** Counts a code guess before the code is looked at; a right code hands it back. */
const reserveCodeGuess = (deps: SignupDeps, ip: string) =>
  reserve(deps.db, [codeLimit(ip)], TOO_MANY_CODE_FAILURES, clock(deps));

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time, so the code cannot be found a character at a time. */
const signupCodeMatches = (deps: SignupDeps, given: string) => {
  if (deps.teacherSignupCode === null) throw forbidden(SIGNUP_CLOSED);
  return timingSafeEqual(digest(given.trim()), digest(deps.teacherSignupCode));
};

const wrongSignupCode = () =>
  badRequest(WRONG_SIGNUP_CODE, [{ path: 'signupCode', message: WRONG_SIGNUP_CODE }]);
const usernameInUse = () => badRequest(USERNAME_IN_USE, [{ path: 'username', message: USERNAME_IN_USE }]);

/** A signup code is right, or the caller may search establishments because they are logged in. */
export const requireSignupCode = async (deps: SignupDeps, code: string, ip: string) => {
  const guess = await reserveCodeGuess(deps, ip);
  if (!signupCodeMatches(deps, code)) throw wrongSignupCode();
  await guess.refund();
};

/** Student stage 1: whether an active class has this code; unknown codes count as guesses. */
export const classCodeExists = async (deps: SignupDeps, code: string, ip: string) => {
  const guess = await reserveCodeGuess(deps, ip);
  const found = await findActiveClassByCode(deps.db, code);
  if (found) await guess.refund();
  return !!found;
};

/** Teacher stage 1: the signup code, and whether the username is free. */
export const checkTeacherSignup = async (deps: SignupDeps, body: TeacherSignupCheck, ip: string) => {
  await requireSignupCode(deps, body.signupCode, ip);
  if (await usernameTaken(deps.db, body.username)) throw usernameInUse();
  return { ok: true as const };
};

/**
 * A free username made from a first name with a random number ("Zoë" → "zoe417"): one lookup of a fixed number
 * of candidates, so neither the answer nor its timing tells how many "zoe…" accounts exist.
 */
export const generateUsername = async (db: Conn, firstName: string) => {
  const base = usernameBase(firstName);
  for (let round = 0; ; round += 1) {
    const candidates = usernameSuggestions(base, round, randomInt);
    const taken = new Set(
      (await db.selectFrom('users').select('username').where('username', 'in', candidates).execute()).map(
        (row) => row.username,
      ),
    );
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
};

/** Up to 32 schools in use whose name contains the query (never the content communities or archived ones). */
export const searchEstablishments = async (db: Conn, query: string): Promise<EstablishmentSummary[]> => {
  const rows = await db
    .selectFrom('learning_environments')
    .select(['id', 'name', 'type', 'postcode'])
    .where('is_global', '=', 0)
    .where('type', '!=', 'Community')
    .where('archived_at', 'is', null)
    .where(containsText(sql.ref('name_search'), searchText(query)))
    .orderBy('name_search')
    .orderBy('id')
    .limit(SEARCH_RESULTS_MAX)
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, type: row.type, postcode: row.postcode }));
};

/** A student joins with their class's code: the account, its school and the class in one transaction. */
export const signUpStudent = async (deps: SignupDeps, body: StudentSignup, ip: string) => {
  // The code is a guess until found; then the account counts against the address's signups.
  const guess = await reserveCodeGuess(deps, ip);
  const found = await findActiveClassByCode(deps.db, body.classCode);
  if (!found) throw badRequest(UNKNOWN_CLASS_CODE, [{ path: 'classCode', message: UNKNOWN_CLASS_CODE }]);
  await guess.refund();
  const created = createdLimit(ip);
  const attempt = await reserve(deps.db, [created], TOO_MANY_SIGNUPS, clock(deps));
  const passwordHash = await hashPassword(body.password);
  return settleSignup(attempt, created, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await usernameTaken(trx, body.username)) throw usernameInUse();
      const id = newId();
      const now = nowIso();
      await insertUser(trx, {
        id,
        username: body.username,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email ?? null,
        birthMonth: body.birthMonth,
        birthYear: body.birthYear,
        gender: body.gender,
        schoolId: found.schoolId,
        locale: body.locale,
        roles: ['student'],
        environmentRoles: found.schoolId ? [{ environmentId: found.schoolId, role: 'student' }] : [],
        now,
      });
      await addMember(trx, found.id, id, 'student', now);
      await landOnClassCourse(trx, found.id, id, now);
      return (await loadUser(trx, id))!;
    }),
  );
};

/** A teacher signs up with the server's code, into an existing school or a new one. */
export const signUpTeacher = async (deps: SignupDeps, body: TeacherSignup, ip: string) => {
  await requireSignupCode(deps, body.signupCode, ip);
  const created = createdLimit(ip);
  const attempt = await reserve(deps.db, [created], TOO_MANY_SIGNUPS, clock(deps));
  const passwordHash = await hashPassword(body.password);
  return settleSignup(attempt, created, () =>
    deps.db.transaction().execute(async (trx) => {
      if (await usernameTaken(trx, body.username)) throw usernameInUse();
      const now = nowIso();
      let schoolId: string;
      if (body.school !== undefined) {
        const school = await getEnvironment(trx, body.school);
        if (!school || school.global || school.type === 'Community' || school.archived)
          throw badRequest(UNKNOWN_ESTABLISHMENT, [{ path: 'school', message: UNKNOWN_ESTABLISHMENT }]);
        schoolId = school._id;
      } else {
        schoolId = newId();
        await insertEnvironment(trx, { id: schoolId, ...body.newSchool!, now });
      }
      const id = newId();
      await insertUser(trx, {
        id,
        username: body.username,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        schoolId,
        locale: body.locale,
        roles: ['teacher'],
        environmentRoles: [{ environmentId: schoolId, role: 'teacher' }],
        now,
      });
      return (await loadUser(trx, id))!;
    }),
  );
};

/** A signup that fails (a username taken meanwhile) hands its reserved account back. */
const settleSignup = async <T>(attempt: Reservation, created: Limit, signUp: () => Promise<T>) => {
  try {
    return await signUp();
  } catch (error) {
    await attempt.refund(created);
    throw error;
  }
};
