// Messages the server answers with that people read on screens, shared so the web can say each in the
// reader's language (packages/web/src/ui/schema-messages.ts) instead of showing the English (issue 18, "Words").
// No schema library is imported here, so the web translates them without loading the schemas.
import { PASSWORD_MIN } from '../basics.ts';
import { ESTABLISHMENT_SEARCH_MIN, PROJECT_NAME_MAX, STICKER_TITLE_MAX } from '../constants.ts';

export const INCORRECT_LOGIN = 'Incorrect username or password';
export const TOO_MANY_FAILURES = 'Too many failed login attempts. Please wait 15 minutes and try again.';
export const SESSION_EXPIRED = 'Your session has expired, please log in again';
export const INCORRECT_CLASS_LOGIN = 'Incorrect username or class password';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_JOIN_GUESSES = 'Too many wrong class codes. Please wait 15 minutes and try again.';
export const DATABASE_UNAVAILABLE = 'The database cannot be reached just now. Please try again in a moment.';
export const SERVER_ISSUE = 'There was an issue on the server :(';
export const LOGIN_NEEDED = 'You need to log in to do that';
export const NOT_ALLOWED = 'You are not allowed to do that';
export const PREVIEW_SAVES_NOTHING = 'Preview does not save progress';

export const AGE_ORDER_MESSAGE = "Min age can't be greater than Max age";

export const ALREADY_IN_CLASS = 'You are already part of that class';
export const INVALID_CLASS_CODE = 'Sorry, the class code was invalid, please check the code and try again';
/** Student signup with a code no open class has. */
export const UNKNOWN_CLASS_CODE = 'No class has this code. Check it with your teacher and try again.';

export const ANSWER_ALREADY_DONE = 'That question is already answered';
export const SKIP_NOT_YET = 'A question can be skipped after 3 wrong answers';
export const CONTENT_LOCKED = 'Finish what comes before this first';
export const CONTENT_NOT_IN_COURSE = 'That is not part of a course you follow';
export const BRICK_NOT_STARTED = 'Open this step before completing it';
export const CHALLENGE_NOT_ALL_TICKED = 'Tick every step before completing the challenge';

export const CLASS_CODE_LETTERS_MESSAGE = 'A class code has only the letters A to Z';

export const STUDENT_PASSWORD_MESSAGE = `Password must be ${PASSWORD_MIN} characters or more`;
export const TEACHER_PASSWORD_MESSAGE = `Password length must be ${PASSWORD_MIN} or more characters long`;
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const EMAILS_DIFFER = 'Emails do not match';
export const STUDENT_SIGNUP_FAILED = 'Issue creating account :( retype password and try again';
export const TEACHER_SIGNUP_FAILED = 'Issue creating account :( please try again later';
/** The server's answer to a wrong or missing teacher signup code; the form shows "Incorrect Signup Code". */
export const WRONG_SIGNUP_CODE = 'Incorrect signup code provided';
export const USERNAME_IN_USE = 'The specified username is already in use';
export const UNKNOWN_ESTABLISHMENT = 'That establishment could not be found, please search again';
export const ESTABLISHMENT_SEARCH_MESSAGE = `Type at least ${ESTABLISHMENT_SEARCH_MIN} letters`;

export const IMPORT_HEADER_MESSAGE = 'The first row must name the columns First name and Last name';
export const IMPORT_GENDER_MESSAGE = 'Gender must be female, male or other (or left empty)';

export const PROJECT_NAME_MESSAGE = `Project name must be ${PROJECT_NAME_MAX} characters or fewer`;

export const STICKER_TITLE_MESSAGE = `Sticker title must be ${STICKER_TITLE_MAX} characters or fewer`;

export const USERNAME_MESSAGE = 'Only lowercase letters and numbers allowed as valid username';

/** "{field} is required", the spec's wording for every required field. */
export const requiredMessage = (field: string) => `${field} is required`;
