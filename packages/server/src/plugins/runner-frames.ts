// The code runners' frame pages (/runners/*.html, built by packages/web/runner-frames.ts). Each is served with
// a CSP of its own: its one inline script (by hash), workers from blob: only, and no network at all, so a
// student's program can neither load nor send anything. The pages run in frames sandboxed without
// allow-same-origin, so they never see the app's cookies or storage.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The CSP of a frame page whose inline scripts have these texts. `pyodide` is the address of our Pyodide
 * files, for the Python frame: its worker may load and fetch those and nothing else.
 */
export const frameCsp = (scripts: readonly string[], pyodide: string | null = null) =>
  [
    "default-src 'none'",
    `script-src ${scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ')}${
      pyodide ? ` ${pyodide} 'wasm-unsafe-eval'` : ''
    }`,
    'worker-src blob:',
    pyodide ? `connect-src ${pyodide}` : "connect-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Our own address as the browser reached it, for the Python frame's CSP (a frame with no origin of its own). */
const pyodideSource = (request: FastifyRequest) => {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}/pyodide/`;
};

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

export const registerRunnerFrames = (app: FastifyInstance, webDist: string | null) => {
  const folder = webDist ? join(webDist, 'runners') : null;
  if (!folder || !existsSync(folder)) return;
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(folder, name), 'utf8');
    const scripts = inlineScripts(html);
    const plainCsp = frameCsp(scripts);
    const python = name === 'python.html';
    app.get(`/runners/${name}`, { schema: { hide: true } }, (request, reply) =>
      reply
        .header('content-security-policy', python ? frameCsp(scripts, pyodideSource(request)) : plainCsp)
        // Embeddable in the cross-origin isolated project page.
        .header('cross-origin-embedder-policy', 'require-corp')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html),
    );
  }
};
