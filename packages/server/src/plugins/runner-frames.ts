// The code runners' frame pages (/runners/*.html, built by packages/web/runner-frames.ts). Each is served with
// a CSP of its own: its one inline script (by hash), workers from blob: only, and no network at all, so a
// student's program can neither load nor send anything. The pages run in frames sandboxed without
// allow-same-origin, so they never see the app's cookies or storage.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The CSP of a frame page whose inline scripts have these texts. */
export const frameCsp = (scripts: readonly string[]) =>
  [
    "default-src 'none'",
    `script-src ${scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ')}`,
    'worker-src blob:',
    "connect-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

export const registerRunnerFrames = (app: FastifyInstance, webDist: string | null) => {
  const folder = webDist ? join(webDist, 'runners') : null;
  if (!folder || !existsSync(folder)) return;
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(folder, name), 'utf8');
    const csp = frameCsp(inlineScripts(html));
    app.get(`/runners/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html),
    );
  }
};
