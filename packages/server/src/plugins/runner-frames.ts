// The code runners' frame pages (/runners/*.html, built by packages/web/runner-frames.ts). Each is served with
// a CSP of its own: its one inline script (by hash), workers from blob: only, and no network at all, so a
// student's program can neither load nor send anything. The pages run in frames sandboxed without
// allow-same-origin, so they never see the app's cookies or storage.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The CSP sources naming these inline scripts by their sha256 (worked out once, at start). */
export const scriptHashes = (scripts: readonly string[]) =>
  scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ');

/**
 * The CSP of a frame page whose inline scripts have these hashes. `pyodide` is the address of our Pyodide
 * files, for the Python frame: its worker may load and fetch those and nothing else.
 */
export const frameCsp = (hashes: string, pyodide: string | null = null) =>
  [
    "default-src 'none'",
    `script-src ${hashes}${pyodide ? ` ${pyodide} 'wasm-unsafe-eval'` : ''}`,
    'worker-src blob:',
    pyodide ? `connect-src ${pyodide}` : "connect-src 'none'",
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Our own address as the browser reached it, for the frames' CSPs (frames with no origin of their own). */
const originOf = (request: FastifyRequest) => {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
};

/**
 * The web preview's frame writes the student's page over itself: their inline scripts and styles run (so no
 * hash, which would switch 'unsafe-inline' off), with our jQuery, images from anywhere, and no connections.
 */
export const webPreviewCsp = (origin: string) =>
  [
    "default-src 'none'",
    `script-src 'unsafe-inline' ${origin}/vendor/`,
    "style-src 'unsafe-inline'",
    'img-src data: blob: https:',
    'media-src data: blob: https:',
    'font-src data:',
    "connect-src 'none'",
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
    const hashes = scriptHashes(inlineScripts(html));
    const plainCsp = frameCsp(hashes);
    const cspFor = (request: FastifyRequest) => {
      if (name === 'python.html') return frameCsp(hashes, `${originOf(request)}/pyodide/`);
      if (name === 'web.html') return webPreviewCsp(originOf(request));
      return plainCsp;
    };
    app.get(`/runners/${name}`, { schema: { hide: true } }, (request, reply) =>
      reply
        .header('content-security-policy', cspFor(request))
        // Embeddable in the cross-origin isolated project page.
        .header('cross-origin-embedder-policy', 'require-corp')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html),
    );
  }
};
