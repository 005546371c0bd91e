// Login sessions, listed on the admin sessions dashboard.
import { z } from 'zod';
import { MS_PER_HOUR } from '../constants.ts';
import { IdSchema, IsoDateSchema } from './common.ts';

export const SessionSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  created: IsoDateSchema,
  date_ended: IsoDateSchema.nullable(),
  /** Milliseconds. */
  totalTime: z.number().int().min(0),
  /** The last activity seen in the session. */
  latest: IsoDateSchema,
});
export type Session = z.infer<typeof SessionSchema>;

/** One row of the sessions dashboard: a user's sessions added up. */
export const SessionAggregateSchema = z.object({
  _id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  count: z.number().int().min(0),
  totalTime: z.number().int().min(0),
  latest: IsoDateSchema.nullable(),
});
export type SessionAggregate = z.infer<typeof SessionAggregateSchema>;

/** Session hours = milliseconds / 3,600,000, floored. */
export const sessionHours = (totalTimeMs: number) => Math.floor(totalTimeMs / MS_PER_HOUR);
