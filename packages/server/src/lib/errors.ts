// Errors a service may throw; the one error handler turns each into `{ message, key?, params?, errors? }` with its
// status (a stale save into `{ message, version, updatedAt }` with its key). A message is said once, in core's
// catalogue (`@brickyard/core` api/messages.ts): a service passes the text a catalogue constant holds, or a keyed
// message when the text carries a value, and the answer carries the key and parameters beside the English.
import {
  englishOf,
  type KeyedMessage,
  keyedOf,
  LOGIN_NEEDED,
  type MessageKey,
  type MessageParams,
  message,
  NOT_ALLOWED,
} from '@brickyard/core';

export interface FieldError {
  path: string;
  message: string;
  key?: MessageKey;
  params?: MessageParams;
}

/** A message's text and, when the catalogue made it, its key and parameters. */
export type Worded = { message: string } & Partial<KeyedMessage>;

/**
 * A message: a catalogue text (a constant, `message(...)`), a keyed message whose text holds a value, or a text
 * already worded with its key (`withPlace`).
 */
export type Said = string | KeyedMessage | Worded;

export const keyedText = (said: Said): Worded => {
  if (typeof said === 'string') return { message: said, ...keyedOf(said) };
  if ('message' in said) return said;
  return { message: englishOf(said), ...said };
};

/**
 * A message followed by where in the request it applies, for API clients ("… (body title)"); a person reads the
 * message by its key, without the place.
 */
export const withPlace = (said: Said, where: string, path: string): Worded => {
  const worded = keyedText(said);
  return { ...worded, message: `${worded.message} (${where}${path ? ` ${path}` : ''})` };
};

/** A field error with its message's key and parameters. */
export const fieldError = (path: string, said: Said): FieldError => ({ path, ...keyedText(said) });

export class HttpError extends Error {
  readonly keyed: Partial<KeyedMessage>;
  readonly errors?: FieldError[];
  constructor(
    readonly statusCode: number,
    said: Said,
    errors?: ReadonlyArray<{ path: string; message: string }>,
  ) {
    const { message: text, ...keyed } = keyedText(said);
    super(text);
    this.name = 'HttpError';
    this.keyed = keyed;
    this.errors = errors?.map((entry) => ({ ...fieldError(entry.path, entry.message), ...entry }));
  }
}

/**
 * A versioned save whose version is no longer the stored one: 409 with the stored version and when it was saved
 * (`ConflictBody`), the one conflict answer of every versioned save.
 */
export class StaleSaveError extends HttpError {
  constructor(
    said: Said,
    readonly version: number,
    readonly updatedAt: string,
  ) {
    super(409, said);
    this.name = 'StaleSaveError';
  }
}

type FieldErrors = ReadonlyArray<{ path: string; message: string }>;

export const badRequest = (said: Said, errors?: FieldErrors) => new HttpError(400, said, errors);
export const unauthorized = (said: Said = LOGIN_NEEDED) => new HttpError(401, said);
export const forbidden = (said: Said = NOT_ALLOWED) => new HttpError(403, said);
export const notFound = (said: Said = message('notFound')) => new HttpError(404, said);
export const conflict = (said: Said, errors?: FieldErrors) => new HttpError(409, said, errors);
export const tooManyRequests = (said: Said) => new HttpError(429, said);
