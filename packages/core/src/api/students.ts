import { z } from 'zod';
import { IdSchema } from '../model/common.ts';

/** Unlocking (or locking again) every stage for one student; the spec's call sends no body, which unlocks. */
export const UnlockContentBodySchema = z.object({ contentUnlocked: z.boolean().default(true) }).strict();

/** A teacher resets a student's password from one of their classes. */
export const ResetStudentBodySchema = z.object({ classId: IdSchema }).strict();
/** The one-time code the student logs in with, shown to the teacher once. */
export const ResetStudentResponseSchema = z.object({ resetCode: z.string() });

export const RESET_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ23456789';
export const RESET_CODE_LENGTH = 8;
