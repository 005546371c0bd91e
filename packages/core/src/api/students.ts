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

/**
 * A one-time code (a teacher's reset code, or an emailed temporary password, same alphabet) as a pupil may type
 * it: in lower case, or with spaces where they read it in groups. Returns the code as it was made (upper case,
 * no spaces) when the typed text could be one and is written differently; otherwise null. Login tries this
 * reading only for an account waiting for a new password (issue 18).
 */
export const asOneTimeCode = (typed: string, lengths: readonly number[]) => {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  if (code === typed || !lengths.includes(code.length)) return null;
  return [...code].every((c) => RESET_CODE_ALPHABET.includes(c)) ? code : null;
};
