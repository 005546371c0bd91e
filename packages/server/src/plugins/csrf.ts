// CSRF tokens for the calls authenticated by the refresh cookie alone (refresh, logout). A token is bound to
// the session the browser's refresh cookie belongs to: a nonce and an HMAC of the session id and the nonce,
// keyed from the server's secret. A token fetched for one session (another person's, or an earlier login in
// the same browser) is refused for any other, and no one without the secret can make one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER, message } from '@brickyard/core';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';

export const MISSING_CSRF = message('missingCsrf');
export const INVALID_CSRF = message('invalidCsrf');

export const createCsrf = (secret: string) => {
  const key = createHmac('sha256', secret).update('brickyard csrf token').digest();
  const mac = (sessionId: string, nonce: string) =>
    createHmac('sha256', key).update(`${sessionId}.${nonce}`).digest('base64url');
  return {
    /** A token for the session `sessionId` (empty when the browser has none yet). */
    issue(sessionId: string | null) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${mac(sessionId ?? '', nonce)}`;
    },
    /** Throws 403 unless the request's header holds a token issued for `sessionId`. */
    check(request: FastifyRequest, sessionId: string | null) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || header === '') throw forbidden(MISSING_CSRF);
      const [nonce, signature, ...rest] = header.split('.');
      if (!nonce || !signature || rest.length > 0) throw forbidden(INVALID_CSRF);
      const expected = Buffer.from(mac(sessionId ?? '', nonce));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw forbidden(INVALID_CSRF);
    },
  };
};
export type Csrf = ReturnType<typeof createCsrf>;
