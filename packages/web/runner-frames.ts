// Builds the code runners' frame pages (/runners/*.html): one HTML file each, its script bundled and inlined,
// so a frame with an opaque origin loads nothing from our server but the page itself. The server answers
// these pages with a CSP naming the inline script's hash (packages/server/src/plugins/runner-frames.ts).
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const FRAMES = { 'javascript.html': 'src/runners/javascript-frame.ts' } as const;

const frameHtml = async (entry: string, minify: boolean) => {
  const result = await build({
    entryPoints: [join(import.meta.dirname, entry)],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify,
    write: false,
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
  },
  configureServer(server) {
    server.middlewares.use(async (request, response, next) => {
      const name = request.url?.startsWith('/runners/') ? request.url.slice(9).split('?')[0] : null;
      const entry = name ? FRAMES[name as keyof typeof FRAMES] : undefined;
      if (!entry) return next();
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(await frameHtml(entry, false));
    });
  },
});
