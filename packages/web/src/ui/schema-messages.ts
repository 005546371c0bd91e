// Forms check their input with the server's own schemas (packages/core); their messages are the spec's
// English texts. This table turns each into the reader's language, as it does the server's messages people meet
// most (logging in, locks, limits); a message the table does not know is shown as the server wrote it. Its imports
// are core's files without schemas (zod stays off the pages that only show errors).
import {
  AGE_ORDER_MESSAGE,
  ALREADY_IN_CLASS,
  ANSWER_ALREADY_DONE,
  BRICK_NOT_STARTED,
  CHALLENGE_NOT_ALL_TICKED,
  CLASS_CODE_LETTERS_MESSAGE,
  CONTENT_LOCKED,
  CONTENT_NOT_IN_COURSE,
  DATABASE_UNAVAILABLE,
  EMAILS_DIFFER,
  ESTABLISHMENT_SEARCH_MESSAGE,
  IMPORT_GENDER_MESSAGE,
  IMPORT_HEADER_MESSAGE,
  INCORRECT_CLASS_LOGIN,
  INCORRECT_LOGIN,
  INVALID_CLASS_CODE,
  LOGIN_NEEDED,
  NOT_ALLOWED,
  PASSWORDS_DIFFER,
  PREVIEW_SAVES_NOTHING,
  PROJECT_NAME_MESSAGE,
  requiredMessage,
  SERVER_ISSUE,
  SESSION_EXPIRED,
  SKIP_NOT_YET,
  STICKER_TITLE_MESSAGE,
  STUDENT_PASSWORD_MESSAGE,
  STUDENT_SIGNUP_FAILED,
  TEACHER_PASSWORD_MESSAGE,
  TEACHER_SIGNUP_FAILED,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_FAILURES,
  TOO_MANY_JOIN_GUESSES,
  UNKNOWN_CLASS_CODE,
  UNKNOWN_ESTABLISHMENT,
  USERNAME_IN_USE,
  USERNAME_MESSAGE,
  WRONG_SIGNUP_CODE,
} from '@brickyard/core/api/messages';
import { LAST_NAME_MAX } from '@brickyard/core/basics';
import { OLD_TUTORIAL_NAME_MAX, OLD_TUTORIAL_SOLUTION_MAX } from '@brickyard/core/constants';
import {
  BIRTH_DATE_FUTURE_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  DATE_OF_BIRTH_FORMAT_MESSAGE,
  DATE_OF_BIRTH_NO_SUCH_DAY,
} from '@brickyard/core/rules/birth-date';
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
  // What the server answers that people read (issue 18, "Words"): said in the reader's language.
  [INCORRECT_LOGIN]: 'serverMessages.incorrectLogin',
  [TOO_MANY_FAILURES]: 'serverMessages.tooManyFailures',
  [SESSION_EXPIRED]: 'serverMessages.sessionExpired',
  [INCORRECT_CLASS_LOGIN]: 'serverMessages.incorrectClassLogin',
  [TOO_MANY_ATTEMPTS]: 'serverMessages.tooManyAttempts',
  [TOO_MANY_JOIN_GUESSES]: 'serverMessages.tooManyJoinGuesses',
  [DATABASE_UNAVAILABLE]: 'serverMessages.databaseUnavailable',
  [LOGIN_NEEDED]: 'serverMessages.loginNeeded',
  [NOT_ALLOWED]: 'serverMessages.notAllowed',
  [PREVIEW_SAVES_NOTHING]: 'serverMessages.previewSavesNothing',
  [CONTENT_LOCKED]: 'serverMessages.contentLocked',
  [CONTENT_NOT_IN_COURSE]: 'serverMessages.contentNotInCourse',
  [SKIP_NOT_YET]: 'serverMessages.skipNotYet',
  [ANSWER_ALREADY_DONE]: 'serverMessages.answerAlreadyDone',
  [BRICK_NOT_STARTED]: 'serverMessages.brickNotStarted',
  [CHALLENGE_NOT_ALL_TICKED]: 'serverMessages.challengeNotAllTicked',
  [SERVER_ISSUE]: 'errors.server',
  [INVALID_CLASS_CODE]: 'joinClass.invalidCode',
  [ALREADY_IN_CLASS]: 'joinClass.alreadyMember',
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
