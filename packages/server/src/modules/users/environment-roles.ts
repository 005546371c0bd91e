// A person's roles per learning environment as an admin sets them in the user editor: every id must name a
// school or community, teachers and students belong to schools, and the person's school and current
// community follow the roles (core's placementAfterRoles).
import {
  COMMUNITY_TYPE,
  ENVIRONMENT_ROLES,
  keyed,
  type LearningEnvironmentLists,
  placementAfterRoles,
  type User,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { badRequest, fieldError } from '../../lib/errors.ts';
import { getEnvironments } from '../learning-environments/learning-environments.store.ts';
import { setEnvironmentRoles, updateUserColumns } from './users.store.ts';

const FIELD = 'learningEnvironments';

/** Refuses ids that name nothing, and a teacher's or student's role in a content community. */
export const checkEnvironmentLists = async (db: Conn, lists: LearningEnvironmentLists) => {
  const ids = ENVIRONMENT_ROLES.flatMap((role) => lists[role]);
  const found = new Map((await getEnvironments(db, ids)).map((env) => [env._id, env]));
  const unknown = [...new Set(ids.filter((id) => !found.has(id)))];
  if (unknown.length) {
    const refusal = keyed('unknownEnvironments', { ids: unknown.join(', ') });
    throw badRequest(refusal, [fieldError(FIELD, refusal)]);
  }
  const communities = [...lists.teacher, ...lists.student]
    .map((id) => found.get(id)!)
    .filter((env) => env.type === COMMUNITY_TYPE);
  if (communities.length) {
    const refusal = keyed('schoolRolesInSchools', {
      names: [...new Set(communities.map((env) => env.name))].join(', '),
    });
    throw badRequest(refusal, [fieldError(FIELD, refusal)]);
  }
};

/** Stores the lists (already checked) and moves the person's school and current community to follow them. */
export const applyEnvironmentLists = async (
  db: Conn,
  user: Pick<User, '_id' | 'roles' | 'school' | 'current_community'>,
  lists: LearningEnvironmentLists,
  now: string,
) => {
  await setEnvironmentRoles(db, user._id, lists);
  const placed = placementAfterRoles(
    { roles: user.roles, learningEnvironments: lists },
    user.school?._id ?? null,
    user.current_community,
  );
  await updateUserColumns(
    db,
    user._id,
    { school_id: placed.school, current_community_id: placed.community },
    now,
  );
};
