// The Python runner on the app's side: one sandboxed frame with Pyodide, made when the runner is made (so
// Python loads while the student reads their code) and kept across runs. Stop interrupts the program when
// the page is cross-origin isolated; otherwise, or if the program does not stop within a moment, the frame
// is replaced (Python then loads again, from the browser's cache).
import { inputMessage, isFrameReady, readFrameMessage, runRequest, stopMessage } from './protocol.ts';
import type { Runner, RunOptions } from './types.ts';

export const PYTHON_FRAME_URL = '/runners/python.html';
const STOP_GRACE_MS = 1500;

let runCounter = 0;

export const createPythonRunner = (): Runner => {
  const interactiveInput = window.crossOriginIsolated === true;
  let frame: HTMLIFrameElement;
  let ready: Promise<void>;
  let current: { runId: string; finish: (reason: 'stopped') => void } | null = null;

  const makeFrame = () => {
    frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    // Lets the frame share memory with its worker when this page is cross-origin isolated.
    frame.setAttribute('allow', 'cross-origin-isolated');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.title = 'Python runner';
    frame.style.display = 'none';
    frame.src = PYTHON_FRAME_URL;
    const made = frame;
    ready = new Promise<void>((resolve) => {
      const onReady = (event: MessageEvent) => {
        if (event.source !== made.contentWindow || !isFrameReady(event.data)) return;
        window.removeEventListener('message', onReady);
        resolve();
      };
      window.addEventListener('message', onReady);
    });
    document.body.append(frame);
  };
  makeFrame();

  let disposed = false;
  const replaceFrame = () => {
    frame.remove();
    if (!disposed) makeFrame();
  };

  const run = async (code: string, { onEvent, inputs = [] }: RunOptions) => {
    runCounter += 1;
    const runId = `py-${Date.now()}-${runCounter}`;
    await ready;
    const target = frame;
    return new Promise<void>((resolve) => {
      let stopTimer: ReturnType<typeof setTimeout> | null = null;
      const end = () => {
        window.removeEventListener('message', onMessage);
        if (stopTimer) clearTimeout(stopTimer);
        if (current?.runId === runId) current = null;
        resolve();
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== target.contentWindow) return;
        const runEvent = readFrameMessage(event.data, runId);
        if (!runEvent) return;
        onEvent(runEvent);
        if (runEvent.type === 'done') end();
      };
      current = {
        runId,
        finish: () => {
          if (interactiveInput) {
            target.contentWindow?.postMessage(stopMessage(runId), '*');
            // A program that does not stop in time (or a page without shared memory) loses its frame.
            stopTimer = setTimeout(() => {
              replaceFrame();
              onEvent({ type: 'done', reason: 'stopped' });
              end();
            }, STOP_GRACE_MS);
          } else {
            replaceFrame();
            onEvent({ type: 'done', reason: 'stopped' });
            end();
          }
        },
      };
      window.addEventListener('message', onMessage);
      target.contentWindow?.postMessage(runRequest(runId, code, inputs), '*');
    });
  };

  return {
    run,
    interactiveInput,
    input: (text) => {
      if (current) frame.contentWindow?.postMessage(inputMessage(current.runId, text), '*');
    },
    stop: () => current?.finish('stopped'),
    dispose: () => {
      disposed = true;
      current?.finish('stopped');
      frame.remove();
    },
  };
};
