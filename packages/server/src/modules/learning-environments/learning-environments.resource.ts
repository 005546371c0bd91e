// `/api/learning_environments`: schools and content communities. Everyone logged in may search them;
// admins create and delete; an environment's own admins may edit it.
import {
  AGE_ORDER_MESSAGE,
  COMMUNITY_TYPE,
  canManageEnvironment,
  type EnvironmentCreate,
  EnvironmentCreateSchema,
  IdSchema,
  isAdmin,
  keyed,
  type LearningEnvironment,
  LearningEnvironmentSchema,
  LearningEnvironmentTypeSchema,
  type LearningEnvironmentUpdate,
  LearningEnvironmentUpdateSchema,
  message,
} from '@brickyard/core';
import { z } from 'zod';
import { badRequest, conflict, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Resource } from '../resources/resource.ts';
import {
  deleteEnvironment,
  environmentInUse,
  getEnvironment,
  insertEnvironment,
  listEnvironments,
  updateEnvironment,
} from './learning-environments.store.ts';

/** How many environments one list by id may name: every role of one person. */
const ENVIRONMENT_IDS_MAX = 250;

const FilterSchema = z.object({
  name: z.string().max(100).optional(),
  type: LearningEnvironmentTypeSchema.optional(),
  global: z
    .enum(['true', 'false'], { error: 'global must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** These environments only, by id, comma-separated (the user editor names a person's environments). */
  ids: z
    .string()
    .max(2000)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z.array(IdSchema).max(ENVIRONMENT_IDS_MAX, `ids can name at most ${ENVIRONMENT_IDS_MAX} environments`),
    )
    .optional(),
});
type Filter = z.infer<typeof FilterSchema>;

export const learningEnvironmentsResource: Resource<
  LearningEnvironment,
  EnvironmentCreate,
  LearningEnvironmentUpdate,
  Filter
> = {
  name: 'learning_environments',
  label: 'Learning environment',
  item: LearningEnvironmentSchema,
  create: EnvironmentCreateSchema,
  update: LearningEnvironmentUpdateSchema,
  filter: FilterSchema,
  sorts: ['name', 'created'],
  allowed(user, operation) {
    if (operation === 'create' || operation === 'remove') return isAdmin(user);
    return true;
  },
  async mayTouch(ctx, item, operation, body) {
    if (operation === 'read') return true;
    if (operation === 'remove') return isAdmin(ctx.user);
    // An environment's own admins edit its details; archiving it is the platform admins'.
    if (body?.archived !== undefined && !isAdmin(ctx.user)) return false;
    return canManageEnvironment(ctx.user, item._id);
  },
  async list(ctx, filter, query) {
    return listEnvironments(ctx.db, filter, {
      offset: query.page * query.limit,
      limit: query.limit,
      sort: query.sort,
    });
  },
  get: getEnvironment,
  async insert(ctx, body) {
    const id = newId();
    await insertEnvironment(ctx.db, { id, ...body, now: ctx.now });
    return id;
  },
  async patch(ctx, item, body) {
    if (item.type === COMMUNITY_TYPE) {
      // A content community has a name only: no postcode, ages or ward to give it.
      const wrong = (['postcode', 'low_age', 'high_age', 'admin_ward'] as const).filter(
        (f) => body[f] != null,
      );
      if (wrong.length) {
        const refusal = keyed('communityHasNameOnly', { fields: wrong.join(', ') });
        throw badRequest(
          refusal,
          wrong.map((path) => fieldError(path, refusal)),
        );
      }
    }
    const low = body.low_age ?? item.low_age;
    const high = body.high_age ?? item.high_age;
    if (low !== null && high !== null && low > high) {
      throw badRequest(AGE_ORDER_MESSAGE, [{ path: 'low_age', message: AGE_ORDER_MESSAGE }]);
    }
    await updateEnvironment(ctx.db, item._id, body, ctx.now);
  },
  async remove(ctx, item) {
    if (item.global) throw conflict(message('globalCommunityDelete'));
    if (await environmentInUse(ctx.db, item._id)) {
      throw conflict(keyed('stillInUse', { name: item.name }));
    }
    await deleteEnvironment(ctx.db, item._id);
  },
};
