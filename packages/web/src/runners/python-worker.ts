// The Python worker's source (docs/decisions.md, "Code runners"): Pyodide, loaded once from our own server,
// then each run in a fresh namespace. Sent as text into a worker made by the Python frame, so `pythonWorker`
// must not use anything from outside itself.

/** Messages from the worker to its frame. */
export type PythonWorkerMessage =
  | { type: 'loading'; progress: number }
  | { type: 'ready' }
  | { type: 'stdout' | 'stderr'; text: string }
  | { type: 'input' }
  | { type: 'error'; message: string }
  | { type: 'end' };

/**
 * The large files Pyodide fetches at start, read by the app in its own origin (where the browser caches
 * them; a frame with an opaque origin gets no cache across page loads) and handed to the worker.
 */
export const PRELOADED_PYODIDE_FILES = [
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/** Python's memory just after start, made at build time (runner-frames.ts): Python starts from it. */
export const PYTHON_SNAPSHOT_FILE = 'python-snapshot.bin';

/**
 * Frame → worker, once per preloaded file as soon as the app has read it: its bytes, or null when the server
 * has none (the snapshot on a development server), so Pyodide fetches it itself or starts the long way.
 */
export interface PythonFileMessage {
  kind: 'file';
  name: string;
  bytes: ArrayBuffer | null;
}

/** Frame → worker: run code; `control` and `data` are shared with the frame when the page allows it. */
export interface PythonRunMessage {
  kind: 'run';
  code: string;
  inputs: string[];
  /** [0]: the answer's state (0 waiting, 1 given, 2 stopped), [1]: its length in bytes. */
  control: Int32Array | null;
  data: Uint8Array | null;
  interrupt: Uint8Array | null;
}

const pythonWorker = function pythonWorker(indexURL: string, fileName: string) {
  const scope = self as unknown as {
    postMessage(message: unknown): void;
    importScripts(url: string): void;
    loadPyodide(options: { indexURL: string; _loadSnapshot?: Promise<Uint8Array> }): Promise<PyodideLike>;
    onmessage: ((event: MessageEvent<PythonRunMessage | PythonFileMessage>) => void) | null;
  };
  interface PyProxy {
    destroy(): void;
  }
  interface PyodideLike {
    setStdout(options: { write: (buffer: Uint8Array) => number }): void;
    setStderr(options: { write: (buffer: Uint8Array) => number }): void;
    setStdin(options: { stdin: () => string | undefined; autoEOF?: boolean }): void;
    setInterruptBuffer(buffer: Uint8Array): void;
    globals: { get(name: string): () => PyProxy };
    runPython(code: string, options: { globals: PyProxy; filename: string }): unknown;
  }
  const post = (message: PythonWorkerMessage) => scope.postMessage(message);

  // Pyodide starts at once: its loader and glue code load, and the wasm compiles, while the app still reads
  // the large files. Its fetches of those wait for the frame to hand them over (answered from memory);
  // anything else goes to the network (our /pyodide/ folder, as the frame's CSP allows).
  // The names, written out: this function's source is all the worker gets (PRELOADED_PYODIDE_FILES and
  // PYTHON_SNAPSHOT_FILE).
  const SNAPSHOT = 'python-snapshot.bin';
  const arrived = new Map<string, (bytes: ArrayBuffer | null) => void>();
  const preloaded = new Map(
    ['pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json', SNAPSHOT].map((name) => [
      name,
      new Promise<ArrayBuffer | null>((resolve) => arrived.set(name, resolve)),
    ]),
  );
  const networkFetch = self.fetch.bind(self);
  self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const name = url.slice(url.lastIndexOf('/') + 1);
    const waiting = url.startsWith(indexURL) && name !== SNAPSHOT ? preloaded.get(name) : undefined;
    const bytes = waiting ? await waiting : null;
    // A Response copies the bytes: they stay here for a second start (below) until Python is ready.
    if (!bytes) return networkFetch(input, init);
    const type = name.endsWith('.wasm')
      ? 'application/wasm'
      : name.endsWith('.json')
        ? 'application/json'
        : 'application/zip';
    return new Response(bytes, { headers: { 'content-type': type } });
  };
  scope.importScripts(`${indexURL}pyodide.js`);
  const ready = (async () => {
    // Held only here, so its 30 MB are freed once Python has started from it.
    const snapshot = preloaded.get(SNAPSHOT)!.then((bytes) => {
      if (!bytes) throw new Error('no snapshot');
      return new Uint8Array(bytes);
    });
    let pyodide: PyodideLike;
    try {
      pyodide = await scope.loadPyodide({ indexURL, _loadSnapshot: snapshot });
    } catch {
      // No snapshot, or one this Pyodide cannot use: start Python the long way.
      pyodide = await scope.loadPyodide({ indexURL });
    }
    preloaded.clear();
    post({ type: 'loading', progress: 100 });
    post({ type: 'ready' });
    return pyodide;
  })();
  // The bytes have arrived once the snapshot has: Python is being started from them.
  void preloaded.get(SNAPSHOT)!.then(() => post({ type: 'loading', progress: 92 }));

  const decoder = new TextDecoder();
  scope.onmessage = async (event) => {
    const message = event.data as PythonRunMessage | PythonFileMessage;
    if (message.kind === 'file') {
      arrived.get(message.name)?.(message.bytes);
      arrived.delete(message.name);
      return;
    }
    if (message.kind !== 'run') return;
    let pyodide: PyodideLike;
    try {
      pyodide = await ready;
    } catch (error) {
      post({ type: 'error', message: `Python could not be loaded: ${String(error)}` });
      return;
    }
    const writer = (type: 'stdout' | 'stderr') => (buffer: Uint8Array) => {
      post({ type, text: decoder.decode(buffer) });
      return buffer.length;
    };
    pyodide.setStdout({ write: writer('stdout') });
    pyodide.setStderr({ write: writer('stderr') });
    const given = [...message.inputs];
    const { control, data } = message;
    pyodide.setStdin({
      stdin: () => {
        // Lines given with the run come first (a code question's test input); then the learner is asked.
        const next = given.shift();
        if (next !== undefined) return `${next}\n`;
        if (!control || !data) return undefined;
        Atomics.store(control, 0, 0);
        post({ type: 'input' });
        Atomics.wait(control, 0, 0);
        if (Atomics.load(control, 0) !== 1) return undefined;
        return `${decoder.decode(data.slice(0, control[1]))}\n`;
      },
      autoEOF: true,
    });
    if (message.interrupt) {
      message.interrupt[0] = 0;
      pyodide.setInterruptBuffer(message.interrupt);
    }
    // A fresh namespace for every run: nothing one run defined is seen by the next.
    const globals = pyodide.globals.get('dict')();
    try {
      pyodide.runPython(message.code, { globals, filename: fileName });
      post({ type: 'end' });
    } catch (error) {
      post({ type: 'error', message: String((error as Error).message ?? error) });
    } finally {
      globals.destroy();
    }
  };
};

/** The worker's source for Pyodide files under `indexURL` (ending in /). */
export const pythonWorkerSource = (indexURL: string, fileName: string) =>
  `(${pythonWorker.toString()})(${JSON.stringify(indexURL)}, ${JSON.stringify(fileName)});\n`;
