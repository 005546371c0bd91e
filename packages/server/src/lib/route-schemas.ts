// Schema pieces every route file needs: the error body per status, and an id in the path.
import { ErrorBodySchema } from '@brickyard/core';
import { z } from 'zod';

/** `{ 400: ErrorBodySchema, 401: ErrorBodySchema, … }` for the statuses a route can answer with. */
export const errorResponses = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as {
    [K in Codes[number]]: typeof ErrorBodySchema;
  };

export const PathIdSchema = z.string().min(1).max(64);
export const IdParamsSchema = z.object({ id: PathIdSchema });
