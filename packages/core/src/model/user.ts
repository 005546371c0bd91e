import { z } from 'zod';
import {
  EMAIL_INVALID,
  maxCharsMessage,
  message,
  STUDENT_PASSWORD_MESSAGE,
  USERNAME_MESSAGE,
} from '../api/messages.ts';
import { AVATAR_COUNT, LAST_NAME_MAX, PASSWORD_MIN } from '../basics.ts';
import {
  BIRTH_DATE_FUTURE_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  birthDateProblem,
  birthYearProblem,
} from '../rules/birth-date.ts';
import { IdSchema, LocaleSchema, requiredMessage } from './common.ts';

export const ROLES = [
  'student',
  'demo',
  'instructor',
  'admin',
  'contentCreator',
  'teacher',
  'parent',
  'betaTester',
  'translator',
] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Roles a user can hold inside one learning environment (school or content community). */
export const ENVIRONMENT_ROLES = ['student', 'teacher', 'admin', 'contentCreator', 'translator'] as const;
export const EnvironmentRoleSchema = z.enum(ENVIRONMENT_ROLES);
export type EnvironmentRole = z.infer<typeof EnvironmentRoleSchema>;

export const GENDERS = ['female', 'male', 'other'] as const;
export const GenderSchema = z.enum(GENDERS, { error: requiredMessage('gender') });
export type Gender = z.infer<typeof GenderSchema>;

export const UsernameSchema = z
  .string({ error: requiredMessage('username') })
  .min(1, requiredMessage('username'))
  .max(40, maxCharsMessage('username', 40))
  .regex(/^[a-z0-9]+$/, USERNAME_MESSAGE);

export const PasswordSchema = z
  .string({ error: requiredMessage('password') })
  .min(PASSWORD_MIN, STUDENT_PASSWORD_MESSAGE)
  .max(200, maxCharsMessage('password', 200));

export const FirstNameSchema = z
  .string({ error: requiredMessage('firstName') })
  .trim()
  .min(1, requiredMessage('firstName'))
  .max(40, maxCharsMessage('firstName', 40));
export const LastNameSchema = z
  .string({ error: requiredMessage('lastName') })
  .trim()
  .min(1, requiredMessage('lastName'))
  .max(LAST_NAME_MAX, maxCharsMessage('lastName', LAST_NAME_MAX));

export const EmailSchema = z.string().trim().max(254, EMAIL_INVALID).email(EMAIL_INVALID);

export const AvatarSchema = z
  .number()
  .int()
  .min(0)
  .max(AVATAR_COUNT - 1);

export const BIRTH_MONTH_MESSAGE = message('birthMonthRange');
export const BirthMonthSchema = z
  .number({ error: BIRTH_MONTH_MESSAGE })
  .int(BIRTH_MONTH_MESSAGE)
  .min(1, BIRTH_MONTH_MESSAGE)
  .max(12, BIRTH_MONTH_MESSAGE);

/** A birth year within the last 100 years and not in the future (rules/birth-date.ts), with `error` when missing. */
export const birthYearSchema = (error = BIRTH_YEAR_MESSAGE) =>
  z
    .number({ error })
    .int(BIRTH_YEAR_MESSAGE)
    .check((payload) => {
      const message = birthYearProblem(payload.value, new Date());
      if (message) payload.issues.push({ code: 'custom', message, input: payload.value });
    });

type BirthFields = { birthMonth?: number | null; birthYear?: number | null };
const hasBirthMonthAndYear = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BirthFields).birthMonth === 'number' &&
  typeof (value as BirthFields).birthYear === 'number';

/**
 * Adds the whole-date check to an object schema with a birth month and year: a month of this year that has
 * not begun is in the future. It runs as soon as both are numbers, even while other fields still have problems.
 */
export const refineBirthMonth = <S extends z.ZodType<BirthFields>>(schema: S) =>
  schema.refine(
    // A year that is itself wrong has its own message; only the month of a year that is right is checked.
    (value) => birthDateProblem(value.birthMonth, value.birthYear, new Date())?.field !== 'birthMonth',
    {
      message: BIRTH_DATE_FUTURE_MESSAGE,
      path: ['birthMonth'],
      when: (payload) => hasBirthMonthAndYear(payload.value),
    },
  );

/** Learning environments a user holds a role in, one list of ids per role. */
export const LearningEnvironmentListsSchema = z.object({
  student: z.array(IdSchema),
  teacher: z.array(IdSchema),
  admin: z.array(IdSchema),
  contentCreator: z.array(IdSchema),
  translator: z.array(IdSchema),
});
export type LearningEnvironmentLists = z.infer<typeof LearningEnvironmentListsSchema>;

/** How many environments one role may list: a person belongs to a handful, not to every school. */
export const ENVIRONMENTS_PER_ROLE_MAX = 50;

/** One role's environments as an admin sends them: each id once. */
const EnvironmentIdsSchema = z
  .array(IdSchema)
  .max(ENVIRONMENTS_PER_ROLE_MAX, message('tooManyEnvironments', { max: ENVIRONMENTS_PER_ROLE_MAX }))
  .transform((ids) => [...new Set(ids)]);

/** The roles an admin gives a person per learning environment (the user editor): every list at once. */
export const LearningEnvironmentListsInputSchema = z
  .object({
    student: EnvironmentIdsSchema,
    teacher: EnvironmentIdsSchema,
    admin: EnvironmentIdsSchema,
    contentCreator: EnvironmentIdsSchema,
    translator: EnvironmentIdsSchema,
  })
  .strict();

/** A community a person may author in, as the navbar's community menu lists it. */
export const UserCommunitySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  global: z.boolean(),
  roles: z.array(EnvironmentRoleSchema),
  current: z.boolean(),
});
export type UserCommunity = z.infer<typeof UserCommunitySchema>;

/** `PUT /api/users/{id}/updateLearningEnvironment`: the community a person authors in from now on. */
export const UpdateLearningEnvironmentSchema = z.object({ learningEnvironmentId: IdSchema }).strict();

/** A user as the API presents it. Never carries the password hash. */
export const UserSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  last_name_initial: z.string(),
  email: z.string().nullable(),
  birthMonth: z.number().int().min(1).max(12).nullable(),
  birthYear: z.number().int().nullable(),
  gender: GenderSchema.nullable(),
  roles: z.array(RoleSchema),
  avatar: z.number().int().nullable(),
  classes: z.array(IdSchema),
  contentUnlocked: z.boolean(),
  resetPassword: z.boolean(),
  xp: z.number(),
  current_course: IdSchema.nullable(),
  current_community: IdSchema.nullable(),
  school: z.object({ _id: IdSchema, school_name: z.string() }).nullable(),
  learningEnvironments: LearningEnvironmentListsSchema,
  locale: LocaleSchema,
  created: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The user editor's wording of the password rule (a new user's password). */
export const NEW_USER_PASSWORD_MESSAGE = message('passwordAtLeast4');
export const NewUserPasswordSchema = z
  .string({ error: NEW_USER_PASSWORD_MESSAGE })
  .min(PASSWORD_MIN, NEW_USER_PASSWORD_MESSAGE)
  .max(200);

/** What an admin may set when creating a user in the user editor. */
export const UserCreateSchema = refineBirthMonth(
  z.object({
    username: UsernameSchema,
    password: NewUserPasswordSchema,
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    email: EmailSchema.nullable().optional(),
    birthMonth: BirthMonthSchema.nullable().optional(),
    birthYear: birthYearSchema().nullable().optional(),
    gender: GenderSchema.nullable().optional(),
    roles: z.array(RoleSchema).min(1, message('oneRoleAtLeast')).optional(),
    school: IdSchema.nullable().optional(),
    learningEnvironments: LearningEnvironmentListsInputSchema.optional(),
  }),
);
export type UserCreate = z.infer<typeof UserCreateSchema>;

const UserUpdateFieldsSchema = z
  .object({
    username: UsernameSchema,
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    email: EmailSchema.nullable(),
    birthMonth: BirthMonthSchema.nullable(),
    birthYear: birthYearSchema().nullable(),
    gender: GenderSchema.nullable(),
    avatar: AvatarSchema.nullable(),
    roles: z.array(RoleSchema).min(1, message('oneRoleAtLeast')),
    learningEnvironments: LearningEnvironmentListsInputSchema,
    locale: LocaleSchema,
  })
  .partial()
  .strict();
/**
 * Fields an update may change; who may change which is decided by the server's user rules. A month sent
 * without its year (or the other way round) is checked against the stored one by the server.
 */
export const UserUpdateSchema = refineBirthMonth(UserUpdateFieldsSchema);
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** `PUT /api/users/{id}/core-info`: the details a user, or their teacher, may change. */
export const CoreInfoSchema = UserUpdateFieldsSchema.pick({
  first_name: true,
  last_name: true,
  gender: true,
  avatar: true,
  email: true,
});
export type CoreInfo = z.infer<typeof CoreInfoSchema>;
