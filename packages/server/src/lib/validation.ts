// Checking a body against a schema chosen while handling the request (when the route cannot know it up
// front), answering exactly as a failed route schema does: 400 with `{ message, errors }`.
import type { z } from 'zod';
import { badRequest, withPlace } from './errors.ts';

export const parseBody = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = errors[0]!;
  throw badRequest(withPlace(first.message, 'body', first.path), errors);
};
