// Signing up: students with their class code (six stages), teachers with the server's signup code (five).
// The browser checks each stage with these schemas; the server checks the whole body with the same ones.
import { z } from 'zod';
import { PASSWORD_MIN } from '../basics.ts';
import { ESTABLISHMENT_SEARCH_MIN } from '../constants.ts';
import { SignupClassCodeSchema } from '../model/class.ts';
import { IdSchema, LocaleSchema, maxCharsMessage, requiredMessage } from '../model/common.ts';
import { LearningEnvironmentCreateSchema } from '../model/learning-environment.ts';
import {
  birthYearSchema,
  EmailSchema,
  FirstNameSchema,
  GenderSchema,
  LastNameSchema,
  refineBirthMonth,
  UsernameSchema,
} from '../model/user.ts';
import {
  EMAILS_DIFFER,
  ESTABLISHMENT_SEARCH_MESSAGE,
  message,
  PASSWORDS_DIFFER,
  STUDENT_PASSWORD_MESSAGE,
  TEACHER_PASSWORD_MESSAGE,
  WRONG_SIGNUP_CODE,
} from './messages.ts';

export const SIGNUP_CLOSED = message('signupClosed');
/** Under this age the email stage asks for a parent's email. */
export const OWN_EMAIL_AGE = 13;

/** Age in whole years at `today`, counting a birthday as reached on the first of its month. */
export const ageOn = (birthMonth: number, birthYear: number, today: Date) => {
  const months = (today.getFullYear() - birthYear) * 12 + (today.getMonth() + 1 - birthMonth);
  return Math.floor(months / 12);
};

export const needsParentEmail = (birthMonth: number, birthYear: number, today: Date) =>
  ageOn(birthMonth, birthYear, today) < OWN_EMAIL_AGE;

const birthMonth = z
  .number({ error: requiredMessage('birthMonth') })
  .int()
  .min(1, requiredMessage('birthMonth'))
  .max(12, requiredMessage('birthMonth'));
const birthYear = birthYearSchema(requiredMessage('birthYear'));

const studentDetails = {
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  birthMonth,
  birthYear,
  gender: GenderSchema,
};

/** Student stage 2: who they are. */
export const StudentDetailsSchema = refineBirthMonth(z.object(studentDetails));

/** Student stage 3 (skippable): a parent's or their own email, typed twice. */
export const SignupEmailSchema = z
  .object({
    email: z
      .string({ error: requiredMessage('email') })
      .trim()
      .min(1, requiredMessage('email'))
      .pipe(EmailSchema),
    emailConfirm: z.string(),
  })
  .refine((value) => value.email === value.emailConfirm.trim(), {
    path: ['emailConfirm'],
    message: EMAILS_DIFFER,
  });

const passwordWith = (message: string) =>
  z
    .string({ error: requiredMessage('password') })
    .min(1, requiredMessage('password'))
    .min(PASSWORD_MIN, message)
    .max(200, maxCharsMessage('password', 200));

/**
 * The confirmation matches the password: checked once the password itself is right, whatever the stage's
 * other fields say.
 */
const matchingPasswords = {
  path: ['passwordConfirm'],
  message: PASSWORDS_DIFFER,
  when: (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'passwordConfirm'),
};

/** A password and its confirmation, as a stage of either signup asks for them. */
export const passwordPairSchema = (message: string) =>
  z
    .object({ password: passwordWith(message), passwordConfirm: z.string() })
    .refine((value) => value.password === value.passwordConfirm, matchingPasswords);

/** Student stage 1: the class code. */
export const StudentCodeStageSchema = z.object({ classCode: SignupClassCodeSchema });

/** `POST /api/users` without a login, from the student signup. */
export const StudentSignupSchema = refineBirthMonth(
  z
    .object({
      ...studentDetails,
      classCode: SignupClassCodeSchema,
      username: UsernameSchema,
      password: passwordWith(STUDENT_PASSWORD_MESSAGE),
      email: EmailSchema.nullable().optional(),
      /** The language the signup was shown in; the account keeps it. */
      locale: LocaleSchema.optional(),
    })
    .strict(),
);
export type StudentSignup = z.infer<typeof StudentSignupSchema>;

export const SignupCodeSchema = z
  .string({ error: WRONG_SIGNUP_CODE })
  .trim()
  .min(1, WRONG_SIGNUP_CODE)
  .max(200, WRONG_SIGNUP_CODE);

/** Teacher stage 1, checked by the server before the form moves on. */
export const TeacherSignupCheckSchema = z
  .object({ signupCode: SignupCodeSchema, username: UsernameSchema })
  .strict();
export type TeacherSignupCheck = z.infer<typeof TeacherSignupCheckSchema>;

/** Teacher stage 1 as the form checks it: the signup code and username, and the password typed twice. */
export const TeacherAccountStageSchema = TeacherSignupCheckSchema.extend({
  password: passwordWith(TEACHER_PASSWORD_MESSAGE),
  passwordConfirm: z.string(),
}).refine((value) => value.password === value.passwordConfirm, matchingPasswords);

/** Teacher stage 2. */
export const TeacherDetailsSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email: z
    .string({ error: requiredMessage('email') })
    .trim()
    .min(1, requiredMessage('email'))
    .pipe(EmailSchema),
});

/** `POST /api/users` without a login, from the teacher signup: an existing school or a new one. */
export const TeacherSignupSchema = TeacherDetailsSchema.extend({
  signupCode: SignupCodeSchema,
  username: UsernameSchema,
  password: passwordWith(TEACHER_PASSWORD_MESSAGE),
  school: IdSchema.optional(),
  newSchool: LearningEnvironmentCreateSchema.optional(),
  locale: LocaleSchema.optional(),
})
  .strict()
  .refine((value) => (value.school === undefined) !== (value.newSchool === undefined), {
    path: ['school'],
    message: message('chooseEstablishment'),
  });
export type TeacherSignup = z.infer<typeof TeacherSignupSchema>;

/** Teacher stage 4: the establishment to create. */
export const TeacherNewSchoolStageSchema = z.object({ newSchool: LearningEnvironmentCreateSchema });

export const GenerateUsernameBodySchema = z
  .object({
    firstname: z
      .string({ error: requiredMessage('firstName') })
      .trim()
      .min(1, requiredMessage('firstName'))
      .max(40),
  })
  .strict();
export const GenerateUsernameResponseSchema = z.object({ generatedName: z.string() });

/** Establishment search: logged-in users, or a teacher signing up with the signup code. */
export const EstablishmentSearchBodySchema = z
  .object({
    query: z
      .string({ error: ESTABLISHMENT_SEARCH_MESSAGE })
      .trim()
      .min(ESTABLISHMENT_SEARCH_MIN, ESTABLISHMENT_SEARCH_MESSAGE)
      .max(100),
    signupCode: z.string().max(200).optional(),
  })
  .strict();
export type EstablishmentSearchBody = z.infer<typeof EstablishmentSearchBodySchema>;

/** What anyone searching may learn about an establishment. */
export const EstablishmentSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  type: z.string(),
  postcode: z.string().nullable(),
});
export type EstablishmentSummary = z.infer<typeof EstablishmentSummarySchema>;
export const EstablishmentSearchResponseSchema = z.object({ items: z.array(EstablishmentSummarySchema) });
