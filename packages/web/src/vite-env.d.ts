// Values the Vite config puts into the app at build time.

/** Where the server serves jQuery for web projects (packages/web/runner-frames.ts). */
declare const __JQUERY_PATH__: string;

/** The Pyodide version whose files the server serves under /pyodide/<version>/. */
declare const __PYODIDE_VERSION__: string;
