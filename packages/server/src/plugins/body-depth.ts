// JSON bodies nested deeper than any real request are refused (400) before validation: the schemas of
// recursive content (pieces in sections, a tutorial's steps) would otherwise recurse until the stack ran out.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/** Real content stays well under this: a section in a column in a table cell is about 15 levels of JSON. */
export const MAX_BODY_DEPTH = 100;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`;

/** Whether `value` nests objects or arrays deeper than `max`, found without recursion. */
export const nestedDeeperThan = (value: unknown, max: number) => {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (!current || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current))
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
};

export const registerBodyDepthLimit = (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    // Uploads arrive as bytes: only parsed JSON can nest.
    if (body && typeof body === 'object' && !Buffer.isBuffer(body) && nestedDeeperThan(body, MAX_BODY_DEPTH))
      done(badRequest(TOO_DEEP_MESSAGE));
    else done();
  });
};
