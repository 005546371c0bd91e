// The Python runner on the app's side: one sandboxed frame with Pyodide, made when the runner is made (so
// Python loads while the student reads their code) and kept across runs. Stop interrupts the program when
// the page is cross-origin isolated; otherwise, or if the program does not stop within a moment, the frame
// is replaced (Python then loads again, from the browser's cache).
import { hiddenRunnerFrame } from './frame.ts';
import {
  inputMessage,
  isFrameReady,
  type PreloadedFile,
  preloadedFileMessage,
  readFrameMessage,
  runRequest,
  stopMessage,
} from './protocol.ts';
import { PRELOADED_PYODIDE_FILES, PYTHON_SNAPSHOT_FILE } from './python-worker.ts';
import type { RunEvent, Runner, RunOptions } from './types.ts';

export const PYTHON_FRAME_URL = '/runners/python.html';
const STOP_GRACE_MS = 1500;

let runCounter = 0;

/**
 * Reads Pyodide's large files in the app's own origin, where the browser keeps them (they are served as
 * immutable), reporting progress up to 90%. The frame, whose origin is opaque, would fetch them anew on every
 * page load. One promise per file, so each goes to the frame as soon as it is read: a file the server does not
 * have (the snapshot on a development server) or that fails to arrive is null, and Pyodide fetches it itself
 * or starts without it. A new frame (after a Stop) reads them again, from the browser's cache.
 */
const progressListeners = new Set<(progress: number) => void>();
let downloadProgress = 0;
let downloading = false;

const readFiles = (): Promise<PreloadedFile>[] => {
  const base = `/pyodide/${__PYODIDE_VERSION__}/`;
  const names = [...PRELOADED_PYODIDE_FILES, PYTHON_SNAPSHOT_FILE];
  const responses = names.map((name) => fetch(`${base}${name}`));
  // Sent gzipped, a file's length as read here is in x-decoded-length (the server's), not content-length.
  const lengthOf = (response: Response) =>
    response.ok
      ? Number(response.headers.get('x-decoded-length') ?? response.headers.get('content-length')) || 0
      : 0;
  const total = Promise.all(responses.map((r) => r.then(lengthOf, () => 0))).then((lengths) =>
    lengths.reduce((sum, length) => sum + length, 0),
  );
  let received = 0;
  downloading = true;
  downloadProgress = 0;
  const report = (progress: number) => {
    if (progress === downloadProgress) return;
    downloadProgress = progress;
    for (const listener of progressListeners) listener(progress);
  };
  const files = names.map(async (name, index): Promise<PreloadedFile> => {
    try {
      const response = await responses[index]!;
      if (!response.ok || !response.body) return { name, bytes: null };
      const size = await total;
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        if (size) report(Math.min(90, Math.floor((90 * received) / size)));
      }
      const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      return { name, bytes: bytes.buffer };
    } catch {
      return { name, bytes: null };
    }
  });
  void Promise.all(files).then(() => {
    downloading = false;
    report(90);
  });
  return files;
};

export const createPythonRunner = (): Runner => {
  const interactiveInput = window.crossOriginIsolated === true;
  let frame: HTMLIFrameElement;
  let ready: Promise<void>;
  let current: { runId: string; finish: (reason: 'stopped') => void } | null = null;

  const makeFrame = () => {
    // The download starts now, beside the frame's own loading, not once the frame is ready.
    const files = readFiles();
    // `allow` lets the frame share memory with its worker when this page is cross-origin isolated.
    frame = hiddenRunnerFrame(PYTHON_FRAME_URL, 'Python runner', 'cross-origin-isolated');
    const made = frame;
    ready = new Promise<void>((resolve) => {
      const onReady = (event: MessageEvent) => {
        if (event.source !== made.contentWindow || !isFrameReady(event.data)) return;
        window.removeEventListener('message', onReady);
        resolve();
        for (const file of files)
          void file.then(({ name, bytes }) =>
            made.contentWindow?.postMessage(preloadedFileMessage({ name, bytes }), '*', bytes ? [bytes] : []),
          );
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
        progressListeners.delete(onDownload);
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
      // While the app still reads Python's files, their progress is the run's.
      const onDownload = (progress: number) => onEvent({ type: 'loading', progress } satisfies RunEvent);
      if (downloading) {
        progressListeners.add(onDownload);
        onDownload(downloadProgress);
      }
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
