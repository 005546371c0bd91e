// Messages the server answers with that people read on screens, shared so the web can say each in the
// reader's language (packages/web/src/ui/schema-messages.ts) instead of showing the English (issue 18, "Words").

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
