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
});
export type LearningEnvironment = z.infer<typeof LearningEnvironmentSchema>;

const age = (field: FieldName) =>
  z
    .number({ error: requiredMessage(field) })
    .int()
    .min(0, message('atLeast', { field, min: 0 }))
    .max(120, message('atMost', { field, max: 120 }));

/** A new establishment as a teacher or an admin creates it. */
export const LearningEnvironmentCreateSchema = z
  .object({
    name: z
      .string({ error: requiredMessage('name') })
      .trim()
      .min(1, requiredMessage('name'))
      .max(200),
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

export const LearningEnvironmentUpdateSchema = z
  .object({
    name: z.string().trim().min(1, requiredMessage('name')).max(200),
    postcode: z.string().trim().max(12).nullable(),
    low_age: age('minAge'),
    high_age: age('maxAge'),
    admin_ward: z.string().trim().max(100).nullable(),
  })
  .partial()
  .strict();
export type LearningEnvironmentUpdate = z.infer<typeof LearningEnvironmentUpdateSchema>;
