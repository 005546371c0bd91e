import { z } from 'zod';
import { AGE_ORDER_MESSAGE, type FieldName, message } from '../api/messages.ts';
import { LEARNING_ENVIRONMENT_TYPES } from '../basics.ts';
import { IdSchema, requiredMessage } from './common.ts';

/** The global content community is a learning environment of its own kind. */
export const COMMUNITY_TYPE = 'Community' as const;
export const LearningEnvironmentTypeSchema = z.enum([...LEARNING_ENVIRONMENT_TYPES, COMMUNITY_TYPE], {
  error: requiredMessage('type'),
});
export type LearningEnvironmentType = z.infer<typeof LearningEnvironmentTypeSchema>;

export const LearningEnvironmentSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  type: LearningEnvironmentTypeSchema,
  postcode: z.string().nullable(),
  low_age: z.number().int().nullable(),
  high_age: z.number().int().nullable(),
  admin_ward: z.string().nullable(),
  global: z.boolean(),
  /** Archived by an admin: no longer offered to teachers signing up, or in the community menu. */
  archived: z.boolean(),
});
export type LearningEnvironment = z.infer<typeof LearningEnvironmentSchema>;

const age = (field: FieldName) =>
  z
    .number({ error: requiredMessage(field) })
    .int()
    .min(0, message('atLeast', { field, min: 0 }))
    .max(120, message('atMost', { field, max: 120 }));

const NameSchema = z
  .string({ error: requiredMessage('name') })
  .trim()
  .min(1, requiredMessage('name'))
  .max(200);

/** A new establishment as a teacher or an admin creates it. */
export const LearningEnvironmentCreateSchema = z
  .object({
    name: NameSchema,
    type: z.enum(LEARNING_ENVIRONMENT_TYPES, { error: requiredMessage('type') }),
    postcode: z.string().trim().max(12).nullable().optional(),
    low_age: age('minAge'),
    high_age: age('maxAge'),
    admin_ward: z.string().trim().max(100).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'Home Educated' && !value.postcode) {
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: requiredMessage('postcode') });
    }
    if (value.low_age > value.high_age) {
      ctx.addIssue({ code: 'custom', path: ['low_age'], message: AGE_ORDER_MESSAGE });
    }
  });
export type LearningEnvironmentCreate = z.infer<typeof LearningEnvironmentCreateSchema>;

/** A new content community, as an admin creates it: a name is all it needs. */
export const CommunityCreateSchema = z.object({ name: NameSchema, type: z.literal(COMMUNITY_TYPE) }).strict();
export type CommunityCreate = z.infer<typeof CommunityCreateSchema>;

/** What `POST /api/learning_environments` takes: a school (or other establishment), or a content community. */
export const EnvironmentCreateSchema = z.discriminatedUnion(
  'type',
  [CommunityCreateSchema, LearningEnvironmentCreateSchema],
  {
    error: requiredMessage('type'),
  },
);
export type EnvironmentCreate = z.infer<typeof EnvironmentCreateSchema>;

export const LearningEnvironmentUpdateSchema = z
  .object({
    name: NameSchema,
    postcode: z.string().trim().max(12).nullable(),
    low_age: age('minAge'),
    high_age: age('maxAge'),
    admin_ward: z.string().trim().max(100).nullable(),
    /** Global admins only: archive or restore. */
    archived: z.boolean({ error: message('trueOrFalse', { field: 'archived' }) }),
  })
  .partial()
  .strict();
export type LearningEnvironmentUpdate = z.infer<typeof LearningEnvironmentUpdateSchema>;

/** How many people of one role, and classes, an environment's page shows (the users page lists them all). */
export const ENVIRONMENT_MEMBERS_SHOWN = 50;
export const ENVIRONMENT_CLASSES_SHOWN = 100;

export const EnvironmentMemberSchema = z.object({
  _id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type EnvironmentMember = z.infer<typeof EnvironmentMemberSchema>;

const RoleMembersSchema = z.object({ count: z.number().int(), users: z.array(EnvironmentMemberSchema) });

/** `GET /api/learning_environments/{id}/members`: its people by role, and a school's classes. */
export const EnvironmentMembersSchema = z.object({
  roles: z.object({
    admin: RoleMembersSchema,
    contentCreator: RoleMembersSchema,
    translator: RoleMembersSchema,
    teacher: RoleMembersSchema,
    student: RoleMembersSchema,
  }),
  classes: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        _id: IdSchema,
        name: z.string(),
        archived: z.boolean(),
        teacher: z.object({ _id: IdSchema, name: z.string() }),
        students: z.number().int(),
      }),
    ),
  }),
});
export type EnvironmentMembers = z.infer<typeof EnvironmentMembersSchema>;
