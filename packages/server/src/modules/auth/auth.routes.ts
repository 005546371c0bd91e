import {
  CodeLoginBodySchema,
  CsrfResponseSchema,
  ErrorBodySchema,
  LoginBodySchema,
  PasswordRequestBodySchema,
  PasswordRequestCreatedSchema,
  PasswordRequestSecretSchema,
  PasswordRequestStateSchema,
  REFRESH_COOKIE,
  RefreshBodySchema,
  type TokenResponse,
  TokenResponseSchema,
  UserSchema,
} from '@brickyard/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { errorResponses, PathIdSchema } from '../../lib/route-schemas.ts';
import { createCsrf } from '../../plugins/csrf.ts';
import {
  type AuthDeps,
  type Client,
  login,
  refresh,
  refreshTokenState,
  reject,
  SESSION_EXPIRED,
  sessionOfRefreshToken,
} from './auth.service.ts';
import { createDeviceTokens, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE } from './device.ts';
import {
  createPasswordRequest,
  loginWithPasswordRequest,
  passwordRequestState,
} from './password-requests.service.ts';

const errors = errorResponses(400, 401, 403, 429);

/** The routes under /auth, the only ones that read or set cookies. */
export const authRoutes = async ({ app, db, tokens, config, failurePause }: AppContext) => {
  const deps: AuthDeps = {
    db,
    tokens,
    refreshTtlSeconds: config.refreshTokenTtl,
    ...(failurePause ? { pause: failurePause } : {}),
  };
  const devices = createDeviceTokens(config.jwtSecret);
  const csrf = createCsrf(config.jwtSecret);
  const secure = (request: FastifyRequest) => request.protocol === 'https';
  const client = (request: FastifyRequest): Client => ({
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    device: devices.verify(request.cookies[DEVICE_COOKIE]),
  });
  const cookieOptions = (request: FastifyRequest, maxAge: number) =>
    ({ httpOnly: true, sameSite: 'strict', path: '/auth', secure: secure(request), maxAge }) as const;
  /** The session's refresh cookie, and this browser's device cookie for the account that logged in. */
  const setSessionCookies = (
    request: FastifyRequest,
    reply: FastifyReply,
    result: { refreshToken: string; userId: string },
  ) => {
    reply.setCookie(REFRESH_COOKIE, result.refreshToken, cookieOptions(request, config.refreshTokenTtl));
    const known = client(request).device;
    const device = devices.sign(result.userId, known?.userId === result.userId ? known.nonce : undefined);
    reply.setCookie(DEVICE_COOKIE, device.token, cookieOptions(request, DEVICE_COOKIE_MAX_AGE));
  };
  /** A new session's answer: its cookies set, its tokens and user sent. */
  const startedSession = (
    request: FastifyRequest,
    reply: FastifyReply,
    { userId, ...tokens }: TokenResponse & { userId: string },
  ) => {
    setSessionCookies(request, reply, { refreshToken: tokens.refreshToken, userId });
    return tokens;
  };
  /** The token from the body, or from the cookie (which then needs a CSRF token of the cookie's session). */
  const presentedToken = async (
    request: FastifyRequest,
    body: { refreshToken?: string } | null | undefined,
  ) => {
    const fromBody = body?.refreshToken;
    if (fromBody) return fromBody;
    const fromCookie = request.cookies[REFRESH_COOKIE];
    if (!fromCookie) throw unauthorized(SESSION_EXPIRED);
    csrf.check(request, await sessionOfRefreshToken(deps, fromCookie));
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
    async (request, reply) =>
      startedSession(
        request,
        reply,
        await login(deps, request.body.username, request.body.password, client(request)),
      ),
  );

  app.post(
    '/auth/password-requests',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Forgotten password: a student asks their class's teacher, proving membership with the class password. Only this browser gets the request's secret",
        body: PasswordRequestBodySchema,
        response: { 201: PasswordRequestCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPasswordRequest(deps, request.body, request.ip)),
  );

  app.post(
    '/auth/password-requests/:id/state',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Where the asking browser's password request stands (pending, approved, declined, used, expired)",
        params: z.object({ id: PathIdSchema }),
        body: PasswordRequestSecretSchema,
        response: { 200: PasswordRequestStateSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => passwordRequestState(deps, request.params.id, request.body.secret),
  );

  app.post(
    '/auth/local/code',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Log in with a password request the teacher approved: once, within 15 minutes, from the browser that asked; the student must then choose a new password',
        body: CodeLoginBodySchema,
        response: { 200: TokenResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      startedSession(
        request,
        reply,
        await loginWithPasswordRequest(deps, request.body.requestId, request.body.secret, client(request)),
      ),
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
      const result = await refresh(deps, await presentedToken(request, request.body));
      reply.setCookie(REFRESH_COOKIE, result.refreshToken, cookieOptions(request, config.refreshTokenTtl));
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
      await reject(deps, await presentedToken(request, request.body));
      reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/csrf',
    {
      schema: {
        tags: ['auth'],
        summary:
          "A CSRF token for the cookie-authenticated calls, bound to the session of this browser's refresh cookie",
        response: { 200: CsrfResponseSchema },
      },
    },
    async (request) => {
      const state = await refreshTokenState(deps, request.cookies[REFRESH_COOKIE]);
      return { csrfToken: csrf.issue(state.sessionId), session: state.live };
    },
  );
};

/** The logged-in user; outside the cookie scope of the /auth routes. */
export const meRoutes = async ({ app }: AppContext) => {
  app.get(
    '/api/users/me',
    {
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
