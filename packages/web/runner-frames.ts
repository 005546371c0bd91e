// Builds the code runners' frame pages (/runners/*.html): one HTML file each, its script bundled and inlined,
// so a frame with an opaque origin loads nothing from our server but the page itself. The server answers
// these pages with a CSP naming the inline script's hash (packages/server/src/plugins/runner-frames.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { PYTHON_SNAPSHOT_FILE } from './src/runners/python-worker.ts';

const FRAMES = {
  'javascript.html': 'src/runners/javascript-frame.ts',
  'python.html': 'src/runners/python-frame.ts',
  'web.html': 'src/runners/web-frame.ts',
} as const;

// jQuery for web projects, served by us like Pyodide.
const jqueryFile = createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js');
const JQUERY_VERSION = (
  JSON.parse(readFileSync(join(dirname(jqueryFile), '..', 'package.json'), 'utf8')) as { version: string }
).version;
// Blockly's sounds and cursors, served by us rather than from Blockly's demo site.
const blocklyMedia = join(dirname(createRequire(import.meta.url).resolve('blockly')), 'media');

/** Where the built app serves jQuery (the app defines it as __JQUERY_PATH__). */
export const JQUERY_PATH = `/vendor/jquery-${JQUERY_VERSION}.min.js`;

// Pyodide is served from our own server, under its version, so its files can be cached for good.
const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
export const PYODIDE_VERSION = (
  JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')) as { version: string }
).version;
const PYODIDE_FILES = [
  'pyodide.js',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/**
 * A memory snapshot of Python just after Pyodide has started, made at build time in Node with the same Pyodide.
 * Started from it, Python skips most of its start-up (docs/performance.md). Pages fall back to a plain start
 * without it (the development server has none).
 */
const pythonSnapshot = async () => {
  const { loadPyodide } = (await import('pyodide')) as unknown as {
    loadPyodide(options: { indexURL: string; _makeSnapshot: boolean }): Promise<{
      makeMemorySnapshot(): Uint8Array;
    }>;
  };
  const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, _makeSnapshot: true });
  return pyodide.makeMemorySnapshot();
};

/** Pyodide's large files are also stored gzipped; the server sends those to browsers that accept gzip. */
const GZIPPED = new Set<string>([
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
  PYTHON_SNAPSHOT_FILE,
]);

const frameHtml = async (entry: string, minify: boolean) => {
  const result = await build({
    entryPoints: [join(import.meta.dirname, entry)],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify,
    write: false,
    define: { __PYODIDE_VERSION__: JSON.stringify(PYODIDE_VERSION) },
    legalComments: 'none',
  });
  const code = result.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Runner</title></head><body><script>${code}</script></body></html>\n`;
};

export const runnerFrames = (): Plugin => ({
  name: 'brickyard-runner-frames',
  async generateBundle() {
    for (const [name, entry] of Object.entries(FRAMES))
      this.emitFile({ type: 'asset', fileName: `runners/${name}`, source: await frameHtml(entry, true) });
    this.emitFile({ type: 'asset', fileName: JQUERY_PATH.slice(1), source: readFileSync(jqueryFile) });
    for (const file of readdirSync(blocklyMedia))
      this.emitFile({
        type: 'asset',
        fileName: `blockly-media/${file}`,
        source: readFileSync(join(blocklyMedia, file)),
      });
    const files: [string, Uint8Array][] = [
      ...PYODIDE_FILES.map((file): [string, Uint8Array] => [file, readFileSync(join(pyodideDir, file))]),
      [PYTHON_SNAPSHOT_FILE, await pythonSnapshot()],
    ];
    for (const [file, source] of files) {
      const fileName = `pyodide/${PYODIDE_VERSION}/${file}`;
      this.emitFile({ type: 'asset', fileName, source });
      if (GZIPPED.has(file))
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gzipSync(source) });
    }
  },
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      if (request.url !== JQUERY_PATH) return next();
      response.setHeader('cross-origin-resource-policy', 'cross-origin');
      response.setHeader('content-type', 'text/javascript');
      response.end(readFileSync(jqueryFile));
    });
    server.middlewares.use((request, response, next) => {
      const prefix = `/pyodide/${PYODIDE_VERSION}/`;
      const file = request.url?.startsWith(prefix) ? request.url.slice(prefix.length).split('?')[0] : null;
      if (!file || !(PYODIDE_FILES as readonly string[]).includes(file)) return next();
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('cross-origin-resource-policy', 'cross-origin');
      if (file.endsWith('.wasm')) response.setHeader('content-type', 'application/wasm');
      response.end(readFileSync(join(pyodideDir, file)));
    });
    server.middlewares.use(async (request, response, next) => {
      const name = request.url?.startsWith('/runners/') ? request.url.slice(9).split('?')[0] : null;
      const entry = name ? FRAMES[name as keyof typeof FRAMES] : undefined;
      if (!entry) return next();
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(await frameHtml(entry, false));
    });
  },
});
