// Errors that say the database cannot be reached or is shutting down, rather than that a query is wrong: the
// request is answered 503 (try again) instead of 500, and the next request gets a new connection.

import { DATABASE_UNAVAILABLE } from '@brickyard/core';

// The words are shared with the web, which says them in the reader's language.
export { DATABASE_UNAVAILABLE };

/** PostgreSQL SQLSTATE classes and codes of a lost or refused connection. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** Socket errors of a connection that dropped or never opened. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** node-postgres says these in words, with no code. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    // SQLite waited its busy timeout for another writer (another process holds the file).
    if (code === 'SQLITE_BUSY') return true;
  }
  return PG_MESSAGES.some((text) => error.message.startsWith(text));
};
