// Double-submit CSRF token for the calls authenticated by the refresh cookie alone.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@brickyard/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

export const CSRF_COOKIE = 'csrf';

export const issueCsrfToken = (reply: FastifyReply, secure: boolean) => {
  const token = randomBytes(24).toString('base64url');
  // Only the /auth routes read it, so browsers send it nowhere else.
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/auth', secure });
  return token;
};

export const checkCsrf = (request: FastifyRequest) => {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || !cookie) {
    throw forbidden('Missing CSRF token: fetch one from GET /csrf and send it in the x-csrf-token header');
  }
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw forbidden('Invalid CSRF token');
};
