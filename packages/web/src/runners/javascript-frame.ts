// The script of the JavaScript runner's frame page (/runners/javascript.html), built into that page by the
// Vite config. The page lives in an <iframe sandbox="allow-scripts">: an opaque origin with no access to the
// app's cookies, storage or DOM, under a CSP that allows no network at all. The student's code runs in a
// worker made here, so an endless loop blocks only that worker, and the frame can still end it.
import { studentLineOf, type WorkerMessage, workerSource } from './javascript-worker.ts';
import { frameMessage, frameReady, OutputBudget, readRunRequest } from './protocol.ts';
import type { RunEvent } from './types.ts';

let busy = false;

const start = (runId: string, code: string, inputs: readonly string[]) => {
  busy = true;
  const send = (event: RunEvent) => window.parent.postMessage(frameMessage(runId, event), '*');
  const { source, preludeLines } = workerSource(code, inputs);
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url);
  const budget = new OutputBudget();
  let finished = false;
  const finish = (reason: 'finished' | 'failed' | 'limit') => {
    if (finished) return;
    finished = true;
    worker.terminate();
    URL.revokeObjectURL(url);
    send({ type: 'done', reason });
  };
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    if (finished) return;
    const message = event.data;
    switch (message.type) {
      case 'stdout':
      case 'stderr':
        // Past the budget the run stops; the app says why, in the reader's language.
        if (budget.take(message.text)) send({ type: message.type, text: message.text });
        else finish('limit');
        return;
      case 'error':
        send({ type: 'error', message: message.message, line: studentLineOf(message.lineno, preludeLines) });
        finish('failed');
        return;
      case 'end':
        finish('finished');
    }
  };
  // A syntax error stops the worker's script before it starts: only the frame hears of it.
  worker.onerror = (event) => {
    event.preventDefault();
    if (finished) return;
    const message = String(event.message || 'Error').replace(/^Uncaught /, '');
    send({ type: 'error', message, line: studentLineOf(event.lineno || null, preludeLines) });
    finish('failed');
  };
};

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const request = readRunRequest(event.data);
  // One run per frame: the app makes a new frame for every run.
  if (request && !busy) start(request.runId, request.code, request.inputs);
});

window.parent.postMessage(frameReady(), '*');
