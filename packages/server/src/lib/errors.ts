// Errors a service may throw; the one error handler turns each into `{ message, errors? }` with its status (a
// stale save into `{ message, version, updatedAt }`).
import { LOGIN_NEEDED, NOT_ALLOWED } from '@brickyard/core';

export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A versioned save whose version is no longer the stored one: 409 with the stored version and when it was saved
 * (`ConflictBody`), the one conflict answer of every versioned save.
 */
export class StaleSaveError extends HttpError {
  constructor(
    message: string,
    readonly version: number,
    readonly updatedAt: string,
  ) {
    super(409, message);
    this.name = 'StaleSaveError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = LOGIN_NEEDED) => new HttpError(401, message);
export const forbidden = (message = NOT_ALLOWED) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
export const tooManyRequests = (message: string) => new HttpError(429, message);
