// Vite builds the single-page app into packages/web/dist; in development it proxies the API to the server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './precompress.ts';
import { JQUERY_PATH, PYODIDE_VERSION, runnerFrames } from './runner-frames.ts';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), runnerFrames(), precompressAssets()],
  // zod, set up once for the browser (src/zod.ts); that module itself imports zod through a subpath.
  resolve: { alias: [{ find: /^zod$/, replacement: `${import.meta.dirname}/src/zod.ts` }] },
  define: {
    __JQUERY_PATH__: JSON.stringify(JQUERY_PATH),
    __PYODIDE_VERSION__: JSON.stringify(PYODIDE_VERSION),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/auth': API_TARGET,
      '/csrf': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // zod with its setting (src/zod.ts) in one chunk, loaded by the pages that validate.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod\.ts$/ },
            // Loaded only by the pages that edit code or blocks: kept out of the chunk every page loads.
            {
              name: 'codemirror',
              test: /node_modules[\\/](@codemirror|@lezer|codemirror|crelt|style-mod|w3c-keyname)[\\/]/,
            },
            { name: 'blockly', test: /node_modules[\\/]blockly[\\/]/ },
            // No catch-all library chunk: a library goes with the pages that use it, so the first page loads
            // only what it needs (a single 'mantine' or 'vendor' chunk gathered every page's components).
          ],
        },
      },
    },
  },
});
