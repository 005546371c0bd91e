// Users beyond the generic resource (users.resource.ts): an admin making one, and what a user changes of their
// own: their language, their core details (the resource's rules), the course they follow. Each call owns its
// transaction.
import {
  authoringCommunities,
  COMMUNITY_TYPE,
  COURSE_NOT_AVAILABLE,
  type CoreInfo,
  type EnvironmentRole,
  isAdmin,
  keyed,
  type Locale,
  mayAuthorIn,
  message,
  seesCoursesInDevelopment,
  type User,
  type UserCreate,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { isPublishedCourseFor } from '../courses/courses.store.ts';
import {
  getEnvironment,
  getEnvironments,
  listEnvironments,
} from '../learning-environments/learning-environments.store.ts';
import { usersResource } from './users.resource.ts';
import { loadUser, updateUserColumns } from './users.store.ts';

/** The id behind `me` or an id. */
const idOf = (user: User, param: string) => (param === 'me' ? user._id : param);

/** A user made by an admin (the user editor), by the resource's rules; answers the user as stored. */
export const createUser = async (db: Db, user: User, fields: UserCreate) => {
  if (!usersResource.allowed(user, 'create')) throw forbidden();
  return db.transaction().execute(async (trx) => {
    const id = await usersResource.insert({ db: trx, user, now: nowIso() }, fields);
    return (await loadUser(trx, id))!;
  });
};

/** Remembers one's own interface language. */
export const chooseLocale = async (db: Db, user: User, param: string, locale: Locale) => {
  const id = idOf(user, param);
  if (id !== user._id) throw forbidden(message('ownLanguage'));
  if (!(await updateUserColumns(db, id, { locale }, nowIso()))) throw notFound(message('userNotFound'));
  return (await loadUser(db, id))!;
};

/** Saves a user's core details, by the same rules as any update of a user (who may, and which fields). */
export const saveCoreInfo = (db: Db, user: User, param: string, info: CoreInfo) =>
  db.transaction().execute(async (trx) => {
    const id = idOf(user, param);
    const ctx = { db: trx, user, now: nowIso() };
    const target = await loadUser(trx, id);
    if (!target) throw notFound(message('userNotFound'));
    if (!(await usersResource.mayTouch(ctx, target, 'update', info))) throw forbidden();
    await usersResource.patch(ctx, target, info);
    return (await loadUser(trx, id))!;
  });

/** Chooses the course a learner follows (oneself, or anyone for an admin); null clears it. */
export const chooseCourse = async (db: Db, user: User, param: string, currentCourse: string | null) => {
  const id = idOf(user, param);
  if (id !== user._id && !isAdmin(user)) throw forbidden(message('ownCourse'));
  return db.transaction().execute(async (trx) => {
    const target = await loadUser(trx, id);
    if (!target) throw notFound(message('userNotFound'));
    if (currentCourse !== null) {
      const communities = [target.school?._id, target.current_community].filter((c): c is string => !!c);
      if (
        !(await isPublishedCourseFor(trx, currentCourse, communities, {
          inDevelopment: seesCoursesInDevelopment(target),
        }))
      )
        throw badRequest(COURSE_NOT_AVAILABLE, [{ path: 'currentCourse', message: COURSE_NOT_AVAILABLE }]);
    }
    await updateUserColumns(trx, id, { current_course_id: currentCourse }, nowIso());
    return (await loadUser(trx, id))!;
  });
};

/**
 * Chooses the community a person authors in (oneself, or anyone for an admin): one they hold an authoring role
 * in, or any for a global admin. Remembered until they choose another.
 */
export const chooseCommunity = async (db: Db, user: User, param: string, environmentId: string) => {
  const id = idOf(user, param);
  if (id !== user._id && !isAdmin(user)) throw forbidden(message('ownCommunity'));
  return db.transaction().execute(async (trx) => {
    const target = await loadUser(trx, id);
    if (!target) throw notFound(message('userNotFound'));
    if (!(await getEnvironment(trx, environmentId))) {
      const refusal = keyed('unknownEnvironments', { ids: environmentId });
      throw badRequest(refusal, [fieldError('learningEnvironmentId', refusal)]);
    }
    if (!mayAuthorIn(target, environmentId)) throw forbidden(message('notAuthorInCommunity'));
    await updateUserColumns(trx, id, { current_community_id: environmentId }, nowIso());
    return (await loadUser(trx, id))!;
  });
};

/** How many content communities a global admin is offered beside those they hold roles in. */
const ADMIN_COMMUNITIES_MAX = 100;

/**
 * The communities a person may switch to (the navbar's community menu), each with the roles they hold there:
 * those they author in, and for a global admin every content community too (two or three queries).
 */
export const communitiesOf = async (db: Db, user: User, param: string) => {
  const id = idOf(user, param);
  if (id !== user._id && !isAdmin(user)) throw forbidden(message('ownCommunity'));
  const target = id === user._id ? user : await loadUser(db, id);
  if (!target) throw notFound(message('userNotFound'));
  const ids = authoringCommunities(target);
  if (target.current_community) ids.push(target.current_community);
  const [held, open] = await Promise.all([
    getEnvironments(db, ids),
    isAdmin(target)
      ? listEnvironments(db, { type: COMMUNITY_TYPE }, { offset: 0, limit: ADMIN_COMMUNITIES_MAX })
      : null,
  ]);
  const all = new Map([...held, ...(open?.items ?? [])].map((env) => [env._id, env]));
  const rolesIn = (envId: string) =>
    (['admin', 'contentCreator', 'translator'] as const satisfies readonly EnvironmentRole[]).filter((role) =>
      target.learningEnvironments[role].includes(envId),
    );
  return [...all.values()]
    .map((env) => ({
      _id: env._id,
      name: env.name,
      global: env.global,
      roles: rolesIn(env._id),
      current: env._id === target.current_community,
    }))
    .sort((a, b) => Number(b.global) - Number(a.global) || a.name.localeCompare(b.name));
};
