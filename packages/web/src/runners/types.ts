// What every code runner reports while a program runs (docs/decisions.md, "Code runners").

export type RunEvent =
  /** Text the program wrote, as written: a chunk may hold several lines or part of one. */
  | { type: 'stdout'; text: string }
  | { type: 'stderr'; text: string }
  /** An uncaught error; `line` is in the student's code, or null when it cannot be placed there. */
  | { type: 'error'; message: string; line: number | null }
  /** The program waits for a line of input (Python's `input()`); answer with `Runner.input`. */
  | { type: 'input' }
  /** The language is still loading (Python): `progress` from 0 to 100. */
  | { type: 'loading'; progress: number }
  /** The run ended: `reason` says how. */
  | { type: 'done'; reason: 'finished' | 'failed' | 'stopped' | 'limit' };

export interface RunOptions {
  onEvent: (event: RunEvent) => void;
  /**
   * Lines given before the run, for runners that cannot ask while the program runs (Python on a page
   * without cross-origin isolation): each input() takes the next one.
   */
  inputs?: readonly string[];
}

export interface Runner {
  /** Runs `code`; resolves when the run ends, however it ends. */
  run(code: string, options: RunOptions): Promise<void>;
  /** Answers the program's `input` event. */
  input?(text: string): void;
  /** Whether the program can ask for input while it runs (else `RunOptions.inputs` are used). */
  readonly interactiveInput?: boolean;
  /** Ends the current run at once; the runner stays usable. */
  stop(): void;
  /** Frees what the runner holds (frames, workers). */
  dispose(): void;
}
