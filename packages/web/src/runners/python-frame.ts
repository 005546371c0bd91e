// The script of the Python runner's frame page (/runners/python.html), sandboxed like the JavaScript one
// (javascript-frame.ts). It keeps one worker with Python loaded across runs. When the page is cross-origin
// isolated, input() waits on shared memory for the answer and Stop interrupts the program where it is;
// otherwise input() reads the lines given before the run, and Stop ends the frame (the app makes a new one).

import {
  frameMessage,
  frameReady,
  OutputBudget,
  readPreloadedFile,
  readRunControl,
  readRunRequest,
} from './protocol.ts';
import { cleanTraceback, PYTHON_FILE } from './python-traceback.ts';
import {
  PRELOADED_PYODIDE_FILES,
  PYTHON_SNAPSHOT_FILE,
  type PythonFileMessage,
  type PythonRunMessage,
  type PythonWorkerMessage,
  pythonWorkerSource,
} from './python-worker.ts';
import type { RunEvent } from './types.ts';

const indexURL = new URL(`/pyodide/${__PYODIDE_VERSION__}/`, window.location.href).href;
const source = pythonWorkerSource(indexURL, PYTHON_FILE);
const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
const shared = window.crossOriginIsolated && typeof SharedArrayBuffer === 'function';
const control = shared ? new Int32Array(new SharedArrayBuffer(8)) : null;
const data = shared ? new Uint8Array(new SharedArrayBuffer(16_384)) : null;
const interrupt = shared ? new Uint8Array(new SharedArrayBuffer(1)) : null;
const encoder = new TextEncoder();

let current: { runId: string; send: (event: RunEvent) => void; budget: OutputBudget; ended: boolean } | null =
  null;
let loadingProgress = 0;

const end = (reason: 'finished' | 'failed' | 'stopped' | 'limit') => {
  if (!current || current.ended) return;
  current.ended = true;
  current.send({ type: 'done', reason });
};

const stopRun = () => {
  if (!current || current.ended) return;
  if (interrupt && control) {
    // SIGINT: Python raises KeyboardInterrupt at its next check; a pending input() gives up at once.
    interrupt[0] = 2;
    Atomics.store(control, 0, 2);
    Atomics.notify(control, 0);
  }
};

worker.onmessage = (event: MessageEvent<PythonWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'loading') loadingProgress = message.progress;
  if (!current || current.ended) return;
  const { send } = current;
  switch (message.type) {
    case 'loading':
      send({ type: 'loading', progress: message.progress });
      return;
    case 'ready':
      return;
    case 'stdout':
    case 'stderr':
      if (current.budget.take(message.text)) send({ type: message.type, text: message.text });
      else {
        stopRun();
        end('limit');
      }
      return;
    case 'input':
      send({ type: 'input' });
      return;
    case 'error': {
      if (/^KeyboardInterrupt/.test(message.message.trimEnd().split('\n').at(-1) ?? '')) {
        end('stopped');
        return;
      }
      const { text, line } = cleanTraceback(message.message);
      send({ type: 'error', message: text, line });
      end('failed');
      return;
    }
    case 'end':
      end('finished');
  }
};

const PRELOADED = new Set<string>([...PRELOADED_PYODIDE_FILES, PYTHON_SNAPSHOT_FILE]);
const filesGiven = new Set<string>();

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  // Each known file once, handed on to the worker without a copy.
  const file = readPreloadedFile(event.data, PRELOADED);
  if (file && !filesGiven.has(file.name)) {
    filesGiven.add(file.name);
    worker.postMessage({ kind: 'file', ...file } satisfies PythonFileMessage, file.bytes ? [file.bytes] : []);
    return;
  }
  const request = readRunRequest(event.data);
  if (request) {
    if (current && !current.ended) return;
    const runId = request.runId;
    current = {
      runId,
      send: (runEvent) => window.parent.postMessage(frameMessage(runId, runEvent), '*'),
      budget: new OutputBudget(),
      ended: false,
    };
    if (loadingProgress < 100) current.send({ type: 'loading', progress: loadingProgress });
    const run: PythonRunMessage = {
      kind: 'run',
      code: request.code,
      inputs: request.inputs,
      control,
      data,
      interrupt,
    };
    worker.postMessage(run);
    return;
  }
  if (!current) return;
  const controlMessage = readRunControl(event.data, current.runId);
  if (!controlMessage) return;
  if (controlMessage.kind === 'stop') stopRun();
  else if (control && data) {
    const bytes = encoder.encode(controlMessage.text).slice(0, data.length);
    data.set(bytes);
    control[1] = bytes.length;
    Atomics.store(control, 0, 1);
    Atomics.notify(control, 0);
  }
});

window.parent.postMessage({ ...frameReady(), interactive: shared }, '*');
