// Requests are checked for three shapes no real client sends, before any schema sees them:
// - a compressed request body (415): responses are compressed, requests never need to be, and inflating them
//   would let a small request grow into a large one;
// - JSON bodies nested deeper than any real request (400): the schemas of recursive content (pieces in
//   sections, a tutorial's steps) would otherwise recurse until the stack ran out;
// - the NUL character (U+0000) in any string or key of the path, the query or the body (400): PostgreSQL text
//   cannot hold it (it would answer 500), and no person types it.
import { message } from '@brickyard/core';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, withPlace } from '../lib/errors.ts';

/** Real content stays well under this: a section in a column in a table cell is about 15 levels of JSON. */
export const MAX_BODY_DEPTH = 100;
export const TOO_DEEP_MESSAGE = message('tooDeep', { max: MAX_BODY_DEPTH });
export const ENCODED_BODY_MESSAGE = message('encodedBody');
export const NUL_MESSAGE = message('nulText');

type Found = { deeper: true } | { nulAt: string } | null;

const NUL = '\u0000';

/**
 * Walks `value` without recursion: whether it nests objects or arrays deeper than `max`, or where the first
 * string or key holding a NUL character is (a dotted path such as `pieces.0.text`).
 */
const inspect = (value: unknown, max: number): Found => {
  if (typeof value === 'string') return value.includes(NUL) ? { nulAt: '' } : null;
  const stack: [unknown, number, string][] = [[value, 1, '']];
  while (stack.length > 0) {
    const [current, depth, path] = stack.pop() as [unknown, number, string];
    if (!current || typeof current !== 'object') continue;
    if (depth > max) return { deeper: true };
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, child] of entries) {
      const at = path ? `${path}.${key}` : String(key);
      if (typeof key === 'string' && key.includes(NUL)) return { nulAt: path };
      if (typeof child === 'string') {
        if (child.includes(NUL)) return { nulAt: at };
      } else if (child && typeof child === 'object') stack.push([child, depth + 1, at]);
    }
  }
  return null;
};

/** Whether `value` nests objects or arrays deeper than `max`. */
export const nestedDeeperThan = (value: unknown, max: number) => {
  const found = inspect(value, max);
  return found !== null && 'deeper' in found;
};

const nulError = (where: 'params' | 'query' | 'body', path: string) =>
  badRequest(withPlace(NUL_MESSAGE, where, path), [{ path, message: NUL_MESSAGE }]);

export const registerRequestShapeChecks = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding.trim().toLowerCase() !== 'identity')
      return done(new HttpError(415, ENCODED_BODY_MESSAGE));
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    for (const where of ['params', 'query'] as const) {
      const found = inspect(request[where], 3);
      if (found && 'nulAt' in found) return done(nulError(where, found.nulAt));
    }
    const body = request.body;
    // Uploads arrive as bytes: only parsed JSON can nest or hold text.
    if (body === null || body === undefined || Buffer.isBuffer(body)) return done();
    const found = inspect(body, MAX_BODY_DEPTH);
    if (found && 'deeper' in found) return done(badRequest(TOO_DEEP_MESSAGE));
    if (found) return done(nulError('body', found.nulAt));
    done();
  });
};
