// Who is calling: the bearer access token names the user, whom we load once per request.
import { SESSION_EXPIRED, type User } from '@brickyard/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { AccessTokens } from '../lib/tokens.ts';
import { readSessionUser } from '../modules/users/users.store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; handlers behind it may rely on it. */
    user: User;
    sessionId: string;
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * An onRequest hook that answers 401 unless a valid, unexpired access token of an existing user is sent, whose
 * session is still live.
 */
export const createRequireUser =
  (database: DatabaseHandle, tokens: AccessTokens) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = tokens.verify(token);
    if (!claims) throw unauthorized(SESSION_EXPIRED);
    const user = await readSessionUser(database.read, database.db, claims.sub, claims.sid);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    request.user = user;
    request.sessionId = claims.sid;
  };

/**
 * 403 with `message` unless the logged-in user has one of the roles (after requireUser). As a `preValidation`
 * hook it answers before the body is read, so someone who may not use a route learns nothing from its checks.
 */
export const requireRole =
  (message: string, ...roles: User['roles']) =>
  async (request: FastifyRequest) => {
    if (!request.user.roles.some((r) => roles.includes(r))) throw forbidden(message);
  };
