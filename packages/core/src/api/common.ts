// Shapes every endpoint shares: the error body, the versioned save's conflict protocol and the list envelope.

import { z } from 'zod';
import { IsoDateSchema } from '../model/common.ts';
import { VersionSchema } from '../model/content.ts';
import { MESSAGES, type MessageKey, message } from './messages.ts';

/** A message's key in core's catalogue and its parameters, beside its English text (api/messages.ts). */
export const MessageKeySchema = z.enum(Object.keys(MESSAGES) as [MessageKey, ...MessageKey[]]);
const keyedShape = {
  key: MessageKeySchema.optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const ErrorBodySchema = z.object({
  message: z.string(),
  ...keyedShape,
  errors: z.array(z.object({ path: z.string(), message: z.string(), ...keyedShape })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A query flag written `true` or `false`, read as a boolean. */
export const yesNo = (field: string) =>
  z.enum(['true', 'false'], { error: message('trueOrFalse', { field }) }).transform((v) => v === 'true');

/**
 * Every versioned save (a library item, a project) names the version it started from. When the stored one has
 * moved on, the save is refused with 409 and this body: the stored version and when it was saved, so the editor
 * can show what happened and offer to save over it or keep a copy, losing nothing.
 */
export const ConflictBodySchema = z.object({
  message: z.string(),
  ...keyedShape,
  version: VersionSchema,
  updatedAt: IsoDateSchema,
});
export type ConflictBody = z.infer<typeof ConflictBodySchema>;

/** `?force=true` on a versioned save writes over a newer stored version (the person chose to keep theirs). */
export const SaveQuerySchema = z.object({ force: yesNo('force').optional() }).strict();

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** Zero-based `page`, `limit` and `sort` ("field" or "-field" for descending). */
export const ListQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(0, message('atLeast', { field: 'page', min: 0 }))
    .default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, message('atLeast', { field: 'limit', min: 1 }))
    .max(MAX_PAGE_SIZE, message('atMost', { field: 'limit', max: MAX_PAGE_SIZE }))
    .default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_]+$/, message('sortField', { field: 'sort' }))
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int(), pages: z.number().int() });

export const pagesFor = (count: number, limit: number) => Math.ceil(count / limit);

/**
 * `GET /api/site`: what the browser may know of the server's settings (never the signup code itself): the
 * help address, whether teachers may sign up, and whether the server can send email (the "by email" way back
 * into an account needs it).
 */
export const SiteSettingsSchema = z.object({
  supportEmail: z.string(),
  teacherSignup: z.boolean(),
  emailEnabled: z.boolean(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
