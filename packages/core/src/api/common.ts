// Shapes every endpoint shares: the error body and the list envelope.
import { z } from 'zod';

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** Zero-based `page`, `limit` and `sort` ("field" or "-field" for descending). */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(0, 'page must be 0 or more').default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`)
    .default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_]+$/, 'sort must be a field name, optionally starting with -')
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
