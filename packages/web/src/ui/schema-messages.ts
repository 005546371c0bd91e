// Forms check their input with the server's own schemas (packages/core); their messages are the spec's
// English texts. This table turns each into the reader's language; a message the table does not know (a new
// one from the server) is shown as the server wrote it.
import {
  AGE_ORDER_MESSAGE,
  BIRTH_DATE_FUTURE_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  CLASS_CODE_LETTERS_MESSAGE,
  DATE_OF_BIRTH_FORMAT_MESSAGE,
  DATE_OF_BIRTH_NO_SUCH_DAY,
  EMAILS_DIFFER,
  ESTABLISHMENT_SEARCH_MESSAGE,
  IMPORT_GENDER_MESSAGE,
  IMPORT_HEADER_MESSAGE,
  LAST_NAME_MAX,
  OLD_TUTORIAL_NAME_MAX,
  OLD_TUTORIAL_SOLUTION_MAX,
  PASSWORDS_DIFFER,
  PROJECT_NAME_MESSAGE,
  requiredMessage,
  STICKER_TITLE_MESSAGE,
  STUDENT_PASSWORD_MESSAGE,
  STUDENT_SIGNUP_FAILED,
  TEACHER_PASSWORD_MESSAGE,
  TEACHER_SIGNUP_FAILED,
  UNKNOWN_CLASS_CODE,
  UNKNOWN_ESTABLISHMENT,
  USERNAME_IN_USE,
  USERNAME_MESSAGE,
  WRONG_SIGNUP_CODE,
} from '@brickyard/core';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

const KEYS: Record<string, string> = {
  [requiredMessage('Class Code')]: 'signup.errors.classCodeRequired',
  [CLASS_CODE_LETTERS_MESSAGE]: 'signup.errors.classCodeLetters',
  [UNKNOWN_CLASS_CODE]: 'signup.errors.classCodeUnknown',
  [requiredMessage('First name')]: 'signup.errors.firstNameRequired',
  [requiredMessage('Last name')]: 'signup.errors.lastNameRequired',
  [`Last name must be ${LAST_NAME_MAX} characters or fewer`]: 'signup.errors.lastNameMax',
  [requiredMessage('Birth month')]: 'signup.errors.birthMonthRequired',
  [requiredMessage('Birth year')]: 'signup.errors.birthYearRequired',
  [BIRTH_YEAR_MESSAGE]: 'signup.errors.birthYearRange',
  [BIRTH_DATE_FUTURE_MESSAGE]: 'signup.errors.birthDateFuture',
  [DATE_OF_BIRTH_FORMAT_MESSAGE]: 'userEditor.dobFormat',
  [DATE_OF_BIRTH_NO_SUCH_DAY]: 'userEditor.dobNoSuchDay',
  [requiredMessage('Gender')]: 'signup.errors.genderRequired',
  [requiredMessage('Email')]: 'signup.errors.emailRequired',
  'Email address is invalid': 'signup.errors.emailInvalid',
  [EMAILS_DIFFER]: 'signup.errors.emailsDiffer',
  [requiredMessage('Password')]: 'signup.errors.passwordRequired',
  [STUDENT_PASSWORD_MESSAGE]: 'signup.errors.studentPasswordMin',
  [STUDENT_SIGNUP_FAILED]: 'signup.errors.studentFailed',
  [TEACHER_PASSWORD_MESSAGE]: 'signup.errors.teacherPasswordMin',
  [PASSWORDS_DIFFER]: 'signup.errors.passwordsDiffer',
  [TEACHER_SIGNUP_FAILED]: 'signup.errors.teacherFailed',
  [WRONG_SIGNUP_CODE]: 'signup.errors.signupCode',
  [requiredMessage('Username')]: 'signup.errors.usernameRequired',
  [USERNAME_MESSAGE]: 'signup.errors.usernameLetters',
  [USERNAME_IN_USE]: 'signup.errors.usernameInUse',
  'The specified username already exists in the system': 'signup.errors.usernameInUse',
  [requiredMessage('Name')]: 'signup.errors.schoolNameRequired',
  [requiredMessage('Type')]: 'signup.errors.schoolTypeRequired',
  [requiredMessage('Post code')]: 'signup.errors.postcodeRequired',
  [requiredMessage('Min age')]: 'signup.errors.minAgeRequired',
  [requiredMessage('Max age')]: 'signup.errors.maxAgeRequired',
  [AGE_ORDER_MESSAGE]: 'signup.errors.ageOrder',
  [ESTABLISHMENT_SEARCH_MESSAGE]: 'signup.errors.searchMin',
  [UNKNOWN_ESTABLISHMENT]: 'signup.errors.schoolUnknown',
  'First name must be 40 characters or fewer': 'signup.errors.firstNameMax',
  [IMPORT_GENDER_MESSAGE]: 'bulkImport.errors.gender',
  [IMPORT_HEADER_MESSAGE]: 'bulkImport.errors.header',
  [requiredMessage('Project name')]: 'projects.errors.nameRequired',
  [PROJECT_NAME_MESSAGE]: 'projects.errors.nameMax',
  [requiredMessage('Sticker title')]: 'stickers.errors.titleRequired',
  [STICKER_TITLE_MESSAGE]: 'stickers.errors.titleMax',
  [`Name must be ${OLD_TUTORIAL_NAME_MAX} characters or fewer`]: 'library.oldTutorial.nameTooLong',
  [`Solution must be ${OLD_TUTORIAL_SOLUTION_MAX} characters or fewer`]:
    'library.oldTutorial.solutionTooLong',
};

export const translateMessage = (t: TFunction, message: string) => {
  const key = KEYS[message];
  return key ? t(key) : message;
};

export type FieldErrors = Partial<Record<string, string>>;

/** The first problem of each field (dotted path), in English as the schema words it. */
export const fieldErrors = (schema: z.ZodType, values: unknown): FieldErrors => {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
};

/** A server's field errors by path (the same shape as `fieldErrors`). */
export const serverFieldErrors = (errors: ReadonlyArray<{ path: string; message: string }> | undefined) => {
  const byPath: FieldErrors = {};
  for (const entry of errors ?? []) byPath[entry.path] ??= entry.message;
  return byPath;
};
