// Runs code with a runner and keeps what it printed for the output pane. Output arrives in bursts (a loop
// printing thousands of lines), so it is gathered and drawn at most once a frame.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunEvent, Runner } from './types.ts';

export type OutputLine =
  | { kind: 'stdout' | 'stderr' | 'input'; text: string }
  | { kind: 'error'; message: string; line: number | null }
  | { kind: 'done'; reason: 'finished' | 'failed' | 'stopped' | 'limit' };

/** How a run went, for code that checks it (code questions): everything it printed, errors included. */
export interface RunResult {
  text: string;
  reason: 'finished' | 'failed' | 'stopped' | 'limit';
  /** Stopped by `timeLimitMs`, not by the learner. */
  timedOut: boolean;
}

export const useCodeRun = (makeRunner: () => Runner, options: { preload?: boolean } = {}) => {
  const runner = useRef<Runner | null>(null);
  const pending = useRef<OutputLine[]>([]);
  const frame = useRef<number | null>(null);
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [running, setRunning] = useState(false);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [loading, setLoading] = useState<number | null>(null);
  const [waitingForInput, setWaitingForInput] = useState(false);

  const flush = useCallback(() => {
    frame.current = null;
    const lines = pending.current;
    pending.current = [];
    if (lines.length) setOutput((before) => [...before, ...lines]);
  }, []);

  const push = useCallback(
    (line: OutputLine) => {
      pending.current.push(line);
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  const runnerNow = useCallback(() => {
    runner.current ??= makeRunner();
    return runner.current;
  }, [makeRunner]);

  useEffect(() => {
    // Python takes a moment to load: start as the page opens, not at the first Run.
    if (options.preload) runnerNow();
    return () => {
      runner.current?.dispose();
      runner.current = null;
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, [options.preload, runnerNow]);

  const run = useCallback(
    async (
      code: string,
      inputs: readonly string[] = [],
      options: { timeLimitMs?: number } = {},
    ): Promise<RunResult> => {
      const active = runnerNow();
      pending.current = [];
      setOutput([]);
      setErrorLine(null);
      setRunning(true);
      let text = '';
      let reason: RunResult['reason'] = 'finished';
      let timedOut = false;
      // The time limit counts from when the language is ready, so Python's loading is not held against it.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        if (options.timeLimitMs === undefined) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          active.stop();
        }, options.timeLimitMs);
      };
      arm();
      const onEvent = (event: RunEvent) => {
        switch (event.type) {
          case 'stdout':
          case 'stderr':
            setLoading(null);
            text += event.text;
            push({ kind: event.type, text: event.text });
            return;
          case 'error':
            setLoading(null);
            text += `${text && !text.endsWith('\n') ? '\n' : ''}${event.message}\n`;
            push({ kind: 'error', message: event.message, line: event.line });
            setErrorLine(event.line);
            return;
          case 'done':
            setLoading(null);
            setWaitingForInput(false);
            reason = event.reason;
            push({ kind: 'done', reason: event.reason });
            return;
          case 'input':
            setLoading(null);
            flush();
            setWaitingForInput(true);
            return;
          case 'loading':
            arm();
            setLoading(event.progress < 100 ? event.progress : null);
            return;
        }
      };
      await active.run(code, { onEvent, inputs });
      clearTimeout(timer);
      setRunning(false);
      return { text, reason, timedOut };
    },
    [runnerNow, push, flush],
  );

  const sendInput = useCallback(
    (text: string) => {
      setWaitingForInput(false);
      push({ kind: 'input', text: `${text}\n` });
      runner.current?.input?.(text);
    },
    [push],
  );

  const stop = useCallback(() => runner.current?.stop(), []);

  return { run, stop, sendInput, running, output, errorLine, loading, waitingForInput };
};
