// Classes: a teacher's group of students, joined with a class code, with the courses they follow.
import { z } from 'zod';
import { CLASS_CODE_LETTERS_MESSAGE, maxCharsMessage, message } from '../api/messages.ts';
import { PASSWORD_MIN } from '../basics.ts';
import { YEAR_GROUPS } from '../constants.ts';
import { IdSchema, IsoDateSchema, requiredMessage } from './common.ts';
import { enumOf } from './content.ts';

export const CLASS_NAME_REQUIRED = message('classNameRequired');
export const CLASS_PASSWORD_REQUIRED = message('classPasswordRequired');
export const CLASS_PASSWORD_MIN_MESSAGE = message('studentPassword', { min: PASSWORD_MIN });
export const CLASS_NAME_MAX = 60;
export const CLASS_PASSWORD_MAX = 200;

export const YearGroupSchema = enumOf(YEAR_GROUPS, 'year');
export type YearGroup = z.infer<typeof YearGroupSchema>;

export const ClassNameSchema = z
  .string({ error: CLASS_NAME_REQUIRED })
  .trim()
  .min(1, CLASS_NAME_REQUIRED)
  .max(CLASS_NAME_MAX, maxCharsMessage('className', CLASS_NAME_MAX));

export const ClassPasswordSchema = z
  .string({ error: CLASS_PASSWORD_REQUIRED })
  .min(1, CLASS_PASSWORD_REQUIRED)
  .min(PASSWORD_MIN, CLASS_PASSWORD_MIN_MESSAGE)
  .max(CLASS_PASSWORD_MAX, maxCharsMessage('password', CLASS_PASSWORD_MAX));

export const CLASS_CODE_MAX = 20;
export const ENTER_CODE_MESSAGE = message('enterCode');
const classCodeMax = maxCharsMessage('classCode', CLASS_CODE_MAX);

/**
 * A class code as typed, read the way the server stores codes: case does not matter ("brkdmz" is BRKDMZ) and
 * spaces are dropped ("BRK DMZ"), so a code read aloud or copied with a space still works.
 */
export const normalizeClassCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

const classCode = (required: string) =>
  z
    .string({ error: required })
    .overwrite(normalizeClassCode)
    .min(1, required)
    .max(CLASS_CODE_MAX, classCodeMax)
    .regex(/^[A-Z]+$/, CLASS_CODE_LETTERS_MESSAGE);

/** The join-class modal's code, in any case. */
export const JoinClassCodeSchema = classCode(ENTER_CODE_MESSAGE);

/** The first stage of student signup: the same code, in any case; "Class Code is required" when empty. */
export const SignupClassCodeSchema = classCode(requiredMessage('classCode'));

export const ClassSchema = z.object({
  _id: IdSchema,
  /** The join code students type. */
  classId: z.string(),
  name: z.string(),
  year: YearGroupSchema.nullable(),
  courses: z.array(IdSchema),
  students: z.array(IdSchema),
  instructors: z.array(IdSchema),
  teacher: IdSchema,
  archived: z.boolean(),
  starredProjects: z.array(IdSchema),
  /** The class password, sent only to the class's teacher and admins. */
  password: z.string().optional(),
  createdAt: IsoDateSchema,
});
export type Class = z.infer<typeof ClassSchema>;

/** Stage 1 of "Create Class"; the server makes the join code. */
export const ClassCreateSchema = z
  .object({
    name: ClassNameSchema,
    password: ClassPasswordSchema,
    year: YearGroupSchema.nullable().optional(),
    courses: z.array(IdSchema).optional(),
    /** Defaults to the caller; an admin may create a class for another teacher. */
    teacher: IdSchema.optional(),
  })
  .strict();
export type ClassCreate = z.infer<typeof ClassCreateSchema>;

/** Editing a class; archiving and starring projects are saves too. */
export const ClassUpdateSchema = z
  .object({
    name: ClassNameSchema,
    password: ClassPasswordSchema,
    year: YearGroupSchema.nullable(),
    courses: z.array(IdSchema),
    archived: z.boolean(),
    starredProjects: z.array(IdSchema),
  })
  .partial()
  .strict();
export type ClassUpdate = z.infer<typeof ClassUpdateSchema>;

/**
 * `GET /api/classes/{id}/login`: what the login page says of a class's login link (`/login?groupId=`), before
 * anyone logs in: the class's name and its teacher's, nothing else.
 */
export const ClassLoginInfoSchema = z.object({ name: z.string(), teacher: z.string() });
export type ClassLoginInfo = z.infer<typeof ClassLoginInfoSchema>;
