// Serves the built web app on the same port as the API, with history fallback to index.html.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { englishOf, isLocale, keyed, LOCALE_COOKIE, LOCALES, type Locale } from '@brickyard/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api', '/auth', '/csrf'];
const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/** Pyodide and jQuery: read by the sandboxed runner frames, whose origin is opaque, so shared openly. */
const OPEN_PREFIXES = ['/pyodide/', '/vendor/'];
/** Project pages run Python with input(): they are served cross-origin isolated (shared memory). */
const ISOLATED_PAGES = ['/projects/'];

/**
 * Pages the build prerendered in every locale (packages/web/prerender.ts): the login page, and the frame (navbar
 * and a loader) that every other page is drawn in.
 */
const shellOf = (path: string) => (path === '/login' ? 'login' : 'app');
/** The locale the visitor chose last in this browser (set by the web app, i18n/index.ts). */
const CHOSEN_LOCALE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The locale to write a prerendered page in: the one chosen last in this browser, else the first of the
 * browser's languages that Brickyard speaks (by their `q`), else English.
 */
export const pageLocale = (cookie: string | undefined, acceptLanguage: string | undefined): Locale => {
  const chosen = cookie?.match(CHOSEN_LOCALE)?.[1];
  if (isLocale(chosen)) return chosen;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.split('-')[0]?.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.map((entry) => entry.language).find(isLocale) ?? 'en';
};

export const registerWebApp = async (app: FastifyInstance, webDist: string | null) => {
  const hasWeb = !!webDist && existsSync(join(webDist, 'index.html'));
  // A build without them (an older one) still works: those pages are then drawn by the app alone.
  const hasShells =
    hasWeb &&
    LOCALES.every((l) =>
      ['login', 'app'].every((page) => existsSync(join(webDist, 'shells', `${page}.${l}.html`))),
    );
  app.addHook('onRequest', (request, reply, done) => {
    if (OPEN_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
    done();
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The runner frame pages have a route of their own, with their own CSP (runner-frames.ts).
      globIgnore: ['runners/**'],
      // Pyodide's large files (and Python's start-up snapshot) are stored gzipped beside the originals.
      preCompressed: true,
      // Hashed assets never change; index.html always revalidates.
      setHeaders: (res, path) => {
        // A gzipped file says how long it is unpacked, so the page can show its download's progress.
        if (path.endsWith('.gz')) res.header('x-decoded-length', String(statSync(path.slice(0, -3)).size));
        res.header(
          'cache-control',
          ['assets', 'pyodide', 'vendor'].some((folder) => path.includes(join(webDist, folder)))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const said = keyed('routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' });
    return reply.status(404).send({ message: englishOf(said), ...said });
  };
  if (hasWeb) {
    // Every other page is the app's: a route of its own (not the not-found handler) so that it is compressed
    // like any answer. The files above and the API's routes are more specific and win.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      // A built file that is not there (asked for by a page of an older build) is a 404, not the app's page:
      // a browser would otherwise try to run the page as a script.
      if (isApiPath(request.url) || request.url.startsWith('/assets/')) return notFound(request, reply);
      if (ISOLATED_PAGES.some((prefix) => request.url.startsWith(prefix)))
        reply.header('cross-origin-embedder-policy', 'require-corp');
      reply.header('cache-control', 'no-cache').type('text/html');
      if (!hasShells) return reply.sendFile('index.html');
      const shell = shellOf(request.url.split('?')[0] ?? '');
      const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
      return reply.header('vary', 'cookie, accept-language').sendFile(`shells/${shell}.${locale}.html`);
    });
  }
  app.setNotFoundHandler(notFound);
};
