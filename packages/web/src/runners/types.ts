// What every code runner reports while a program runs (docs/decisions.md, "Code runners").

export type RunEvent =
  | { type: 'stdout'; text: string }
  | { type: 'stderr'; text: string }
  /** An uncaught error; `line` is in the student's code, or null when it cannot be placed there. */
  | { type: 'error'; message: string; line: number | null }
  /** The program waits for a line of input (Python's `input()`). */
  | { type: 'input'; prompt: string }
  /** The run ended: `reason` says how. */
  | { type: 'done'; reason: 'finished' | 'failed' | 'stopped' | 'limit' };

export interface RunOptions {
  onEvent: (event: RunEvent) => void;
}

export interface Runner {
  /** Runs `code`; resolves when the run ends, however it ends. */
  run(code: string, options: RunOptions): Promise<void>;
  /** Ends the current run at once; the runner stays usable. */
  stop(): void;
  /** Frees what the runner holds (frames, workers). */
  dispose(): void;
}
