// The messages between the app and a runner frame, checked on arrival (docs/decisions.md, "Code runners").
// Pure functions: the app page and the frame page both use them, and they are unit-tested.
import type { RunEvent } from './types.ts';

export const RUNNER_TAG = 'brickyard-runner';
export const MAX_OUTPUT_LINES = 10_000;
export const MAX_OUTPUT_CHARS = 1_000_000;
const MAX_MESSAGE_CHARS = 100_000;
/** The longest line a program can be given by input(). */
export const MAX_INPUT_CHARS = 4000;

/** App → frame: run this code under this id. */
export interface RunRequest {
  tag: typeof RUNNER_TAG;
  runId: string;
  kind: 'run';
  code: string;
  /** Lines for input() when the program cannot ask while it runs. */
  inputs: string[];
}

export const runRequest = (runId: string, code: string, inputs: readonly string[] = []): RunRequest => ({
  tag: RUNNER_TAG,
  runId,
  kind: 'run',
  code,
  inputs: [...inputs],
});

/** App → frame: the answer to the current run's input(), or Stop for a runner that stays loaded. */
export type RunControl =
  | { tag: typeof RUNNER_TAG; runId: string; kind: 'input'; text: string }
  | { tag: typeof RUNNER_TAG; runId: string; kind: 'stop' };

export const inputMessage = (runId: string, text: string): RunControl => ({
  tag: RUNNER_TAG,
  runId,
  kind: 'input',
  text,
});
export const stopMessage = (runId: string): RunControl => ({ tag: RUNNER_TAG, runId, kind: 'stop' });

/** The frame's reading of a control message for `runId`, or null. */
export const readRunControl = (data: unknown, runId: string): RunControl | null => {
  if (!isObject(data) || data.tag !== RUNNER_TAG || data.runId !== runId) return null;
  if (data.kind === 'stop') return { tag: RUNNER_TAG, runId, kind: 'stop' };
  if (data.kind === 'input' && typeof data.text === 'string' && data.text.length <= MAX_INPUT_CHARS)
    return { tag: RUNNER_TAG, runId, kind: 'input', text: data.text };
  return null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The frame's reading of a message from the app: a run request, or null for anything else. */
export const readRunRequest = (data: unknown): RunRequest | null =>
  isObject(data) &&
  data.tag === RUNNER_TAG &&
  data.kind === 'run' &&
  typeof data.runId === 'string' &&
  data.runId.length > 0 &&
  typeof data.code === 'string' &&
  (data.inputs === undefined ||
    (Array.isArray(data.inputs) && data.inputs.every((line) => typeof line === 'string')))
    ? {
        tag: RUNNER_TAG,
        runId: data.runId,
        kind: 'run',
        code: data.code,
        inputs: (data.inputs as string[] | undefined) ?? [],
      }
    : null;

/** Frame → app: one event of a run. */
export type FrameMessage = { tag: typeof RUNNER_TAG; runId: string } & RunEvent;

export const frameMessage = (runId: string, event: RunEvent): FrameMessage => ({
  tag: RUNNER_TAG,
  runId,
  ...event,
});

const DONE_REASONS = new Set(['finished', 'failed', 'stopped', 'limit']);
const shortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_MESSAGE_CHARS;

/**
 * The app's reading of a message from a frame: the event, or null when the message is not one of the
 * current run's (another tag, another run, an unknown kind, a malformed field). The caller has already
 * checked that `event.source` is the frame's window.
 */
export const readFrameMessage = (data: unknown, runId: string): RunEvent | null => {
  if (!isObject(data) || data.tag !== RUNNER_TAG || data.runId !== runId) return null;
  switch (data.type) {
    case 'stdout':
    case 'stderr':
      return shortText(data.text) ? { type: data.type, text: data.text } : null;
    case 'error': {
      const line = data.line;
      const validLine = line === null || (typeof line === 'number' && Number.isInteger(line) && line >= 1);
      return shortText(data.message) && validLine
        ? { type: 'error', message: data.message, line: line as number | null }
        : null;
    }
    case 'input':
      return { type: 'input' };
    case 'loading':
      return typeof data.progress === 'number' && data.progress >= 0 && data.progress <= 100
        ? { type: 'loading', progress: data.progress }
        : null;
    case 'done':
      return typeof data.reason === 'string' && DONE_REASONS.has(data.reason)
        ? { type: 'done', reason: data.reason as 'finished' | 'failed' | 'stopped' | 'limit' }
        : null;
    default:
      return null;
  }
};

/** Counts a run's output; once over the limits, the run must stop. */
export class OutputBudget {
  private lines = 0;
  private chars = 0;

  constructor(
    private readonly maxLines = MAX_OUTPUT_LINES,
    private readonly maxChars = MAX_OUTPUT_CHARS,
  ) {}

  /** Takes `text` into the budget: false once the run has printed more than it may. */
  take(text: string): boolean {
    this.lines += 1 + (text.match(/\n/g)?.length ?? 0);
    this.chars += text.length;
    return this.lines <= this.maxLines && this.chars <= this.maxChars;
  }
}

/**
 * How console.log shows a value: strings as they are, everything else as readable text. A named function
 * expression that uses nothing outside itself: the runner's worker receives it as source text.
 */
export const showValue = function showValue(value: unknown, seen: WeakSet<object> = new WeakSet()): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[Function${value.name ? `: ${value.name}` : ''}]`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  const inner = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : showValue(v, seen));
  if (Array.isArray(value)) return `[ ${value.map(inner).join(', ')} ]`.replace('[  ]', '[]');
  const entries = Object.entries(value).map(([k, v]) => `${k}: ${inner(v)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
};

/** Frame → app, once: the frame page has loaded and waits for a run. */
export const FRAME_READY = 'ready';
export const frameReady = () => ({ tag: RUNNER_TAG, kind: FRAME_READY });
export const isFrameReady = (data: unknown) =>
  isObject(data) && data.tag === RUNNER_TAG && data.kind === FRAME_READY;

/**
 * App → Python frame, once per file: bytes of one of Pyodide's large files the app read in its own origin
 * (where the browser caches them), or null when the server has none, so Pyodide fetches it itself.
 */
export interface PreloadedFile {
  name: string;
  bytes: ArrayBuffer | null;
}
export const preloadedFileMessage = (file: PreloadedFile) => ({ tag: RUNNER_TAG, kind: 'file', ...file });

/** Only the names the frame expects, only bytes or null; anything else is ignored. */
export const readPreloadedFile = (data: unknown, names: ReadonlySet<string>): PreloadedFile | null => {
  if (!isObject(data) || data.tag !== RUNNER_TAG || data.kind !== 'file') return null;
  const { name, bytes } = data;
  if (typeof name !== 'string' || !names.has(name)) return null;
  if (bytes !== null && !(bytes instanceof ArrayBuffer)) return null;
  return { name, bytes };
};
