// Security headers, computed once at start and added to every response in one call: @fastify/helmet
// rebuilt its CSP string on every request, which showed in the /api/users/me profile (docs/performance.md).
import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine injects style tags at runtime.
  "style-src 'self' 'unsafe-inline'",
  // Library pieces may show images, videos and embedded pages from other https sites (sandboxed frames).
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders = (production: boolean): Record<string, string> => ({
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
});

export const registerSecurityHeaders = (app: FastifyInstance, production: boolean) => {
  const headers = securityHeaders(production);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};
