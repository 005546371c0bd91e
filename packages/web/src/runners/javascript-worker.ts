// The code that runs before a student's JavaScript inside the runner's worker (docs/decisions.md, "Code
// runners"). It is sent as source text, so `workerMain` and `showValue` must not use anything from outside
// themselves: each is turned into text with Function.prototype.toString.
import { showValue } from './protocol.ts';

/** Messages from the worker to its frame. */
export type WorkerMessage =
  | { type: 'stdout' | 'stderr'; text: string }
  | { type: 'error'; message: string; lineno: number | null }
  | { type: 'end' };

/** The name of the call that tells the frame the student's top-level code has run to its end. */
export const END_CALL = '__brickyardTopLevelDone__';

const workerMain = function workerMain(show: (value: unknown) => string, endCall: string, inputs: string[]) {
  const scope = self as unknown as {
    postMessage(message: unknown): void;
    addEventListener(type: string, listener: (event: never) => void): void;
    setTimeout: typeof setTimeout;
    setInterval: typeof setInterval;
    clearTimeout: typeof clearTimeout;
    clearInterval: typeof clearInterval;
  } & Record<string, unknown>;
  const post = scope.postMessage.bind(scope);
  const write =
    (type: 'stdout' | 'stderr') =>
    (...values: unknown[]) =>
      post({ type, text: `${values.map((value) => show(value)).join(' ')}\n` });
  const out = console as unknown as Record<string, unknown>;
  out.log = out.info = out.debug = out.table = write('stdout');
  out.warn = out.error = out.trace = write('stderr');
  // prompt() takes the next line given with the run, as Python's input() does; its message is written out
  // like Python's prompt. With no line left it answers null, as a cancelled browser prompt does.
  scope.prompt = (message?: unknown) => {
    if (message !== undefined) post({ type: 'stdout', text: String(message) });
    return inputs.length ? inputs.shift() : null;
  };

  // The run ends when the top-level code is done and no timer is left to fire.
  const pending = new Set<unknown>();
  let topLevelDone = false;
  let ended = false;
  const maybeEnd = () => {
    if (topLevelDone && pending.size === 0 && !ended) {
      ended = true;
      // After the microtasks the top-level code queued (promise callbacks) have run.
      originalSetTimeout(() => post({ type: 'end' }), 0);
    }
  };
  const originalSetTimeout = scope.setTimeout.bind(scope);
  const originalSetInterval = scope.setInterval.bind(scope);
  const originalClearTimeout = scope.clearTimeout.bind(scope);
  const originalClearInterval = scope.clearInterval.bind(scope);
  scope.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const id = originalSetTimeout(() => {
      pending.delete(id);
      callback(...args);
      maybeEnd();
    }, delay);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  scope.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const id = originalSetInterval(callback, delay, ...args);
    pending.add(id);
    return id;
  }) as typeof setInterval;
  scope.clearTimeout = ((id: ReturnType<typeof setTimeout>) => {
    pending.delete(id);
    originalClearTimeout(id);
    maybeEnd();
  }) as typeof clearTimeout;
  scope.clearInterval = ((id: ReturnType<typeof setInterval>) => {
    pending.delete(id);
    originalClearInterval(id);
    maybeEnd();
  }) as typeof clearInterval;

  scope.addEventListener('error', (event: ErrorEvent) => {
    event.preventDefault();
    const message = String(event.message || event.error || 'Error').replace(/^Uncaught /, '');
    post({ type: 'error', message, lineno: event.lineno || null });
  });
  scope.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    event.preventDefault();
    const reason = event.reason as { stack?: string } | undefined;
    const line = /:(\d+):\d+\)?\s*$/m.exec(String(reason?.stack ?? '').split('\n')[1] ?? '');
    post({ type: 'error', message: show(event.reason), lineno: line ? Number(line[1]) : null });
  });
  Object.defineProperty(scope, endCall, {
    value: () => {
      topLevelDone = true;
      maybeEnd();
    },
  });
};

/** The worker's whole source for `code`, and how many lines come before the student's first line. */
export const workerSource = (code: string, inputs: readonly string[] = []) => {
  // The inputs go in as JSON, which escapes line breaks, so the prelude stays one line long.
  const args = [showValue.toString(), JSON.stringify(END_CALL), JSON.stringify(inputs)].join(', ');
  const prelude = `(${workerMain.toString()})(${args});\n`;
  const preludeLines = prelude.split('\n').length - 1;
  // On a line of its own, so a last line that is a comment cannot swallow it.
  return { source: `${prelude}${code}\n;self.${END_CALL}();\n`, preludeLines };
};

/** The student's line for a line of the worker's source; null before the student's code. */
export const studentLineOf = (lineno: number | null, preludeLines: number) =>
  lineno !== null && lineno > preludeLines ? lineno - preludeLines : null;
