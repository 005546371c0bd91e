import {
  CodeLoginBodySchema,
  CsrfResponseSchema,
  ErrorBodySchema,
  LoginBodySchema,
  REFRESH_COOKIE,
  RefreshBodySchema,
  TokenResponseSchema,
  UserSchema,
} from '@brickyard/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { checkCsrf, issueCsrfToken } from '../../plugins/csrf.ts';
import {
  type AuthDeps,
  login,
  loginWithClassPassword,
  refresh,
  reject,
  SESSION_EXPIRED,
} from './auth.service.ts';

const errors = errorResponses(400, 401, 403, 429);

export const authRoutes = async ({ app, db, tokens, config }: AppContext) => {
  const deps: AuthDeps = { db, tokens, refreshTtlSeconds: config.refreshTokenTtl };
  const secure = (request: FastifyRequest) => request.protocol === 'https';
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/auth',
      secure: secure(request),
      maxAge: config.refreshTokenTtl,
    });
  /** The token from the body, or from the cookie (which then needs the CSRF token). */
  const presentedToken = (request: FastifyRequest, body: { refreshToken?: string } | null | undefined) => {
    const fromBody = body?.refreshToken;
    if (fromBody) return fromBody;
    const fromCookie = request.cookies[REFRESH_COOKIE];
    if (!fromCookie) throw unauthorized(SESSION_EXPIRED);
    checkCsrf(request);
    return fromCookie;
  };

  app.post(
    '/auth/local',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password',
        body: LoginBodySchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await login(deps, request.body.username, request.body.password, client(request));
      setRefreshCookie(request, reply, result.refreshToken);
      return result;
    },
  );

  app.post(
    '/auth/local/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and class password; the user must then choose a new password',
        body: CodeLoginBodySchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await loginWithClassPassword(
        deps,
        request.body.username,
        request.body.classPassword,
        client(request),
      );
      setRefreshCookie(request, reply, result.refreshToken);
      return result;
    },
  );

  app.post(
    '/auth/local/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
        body: RefreshBodySchema.nullish(),
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await refresh(deps, presentedToken(request, request.body));
      setRefreshCookie(request, reply, result.refreshToken);
      return result;
    },
  );

  app.post(
    '/auth/local/token/reject',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the refresh token and its whole family',
        body: RefreshBodySchema.nullish(),
        response: { 204: z.null().describe('Logged out'), ...errors },
      },
    },
    async (request, reply) => {
      await reject(deps, presentedToken(request, request.body));
      reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/csrf',
    {
      schema: {
        tags: ['auth'],
        summary: 'A CSRF token for cookie-authenticated calls',
        response: { 200: CsrfResponseSchema },
      },
    },
    async (request, reply) => ({ csrfToken: issueCsrfToken(reply, secure(request)) }),
  );
};

/** The logged-in user; outside the cookie scope of the /auth routes. */
export const meRoutes = async ({ app, requireUser }: AppContext) => {
  app.get(
    '/api/users/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        response: { 200: UserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => request.user,
  );
};
