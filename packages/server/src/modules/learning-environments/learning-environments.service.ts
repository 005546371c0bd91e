// What the admin's pages ask of an environment beyond the generic resource: its people and classes.
import {
  canManageEnvironment,
  ENVIRONMENT_CLASSES_SHOWN,
  ENVIRONMENT_MEMBERS_SHOWN,
  message,
  type User,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { environmentMembers, getEnvironment } from './learning-environments.store.ts';

/** An environment's people by role and its classes: for admins and the environment's own admins. */
export const membersOf = async (db: Db, user: User, id: string) => {
  const environment = await getEnvironment(db, id);
  if (!environment) throw notFound(message('notFound'));
  if (!canManageEnvironment(user, id)) throw forbidden(message('environmentAdminsOnly'));
  return environmentMembers(db, id, ENVIRONMENT_MEMBERS_SHOWN, ENVIRONMENT_CLASSES_SHOWN);
};
