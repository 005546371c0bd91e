// Runs code with a runner and keeps what it printed for the output pane. Output arrives in bursts (a loop
// printing thousands of lines), so it is gathered and drawn at most once a frame.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunEvent, Runner } from './types.ts';

export type OutputLine =
  | { kind: 'stdout' | 'stderr'; text: string }
  | { kind: 'error'; message: string; line: number | null }
  | { kind: 'done'; reason: 'finished' | 'failed' | 'stopped' | 'limit' };

export const useCodeRun = (makeRunner: () => Runner) => {
  const runner = useRef<Runner | null>(null);
  const pending = useRef<OutputLine[]>([]);
  const frame = useRef<number | null>(null);
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [running, setRunning] = useState(false);
  const [errorLine, setErrorLine] = useState<number | null>(null);

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

  useEffect(
    () => () => {
      runner.current?.dispose();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const run = useCallback(
    async (code: string) => {
      runner.current ??= makeRunner();
      pending.current = [];
      setOutput([]);
      setErrorLine(null);
      setRunning(true);
      const onEvent = (event: RunEvent) => {
        switch (event.type) {
          case 'stdout':
          case 'stderr':
            push({ kind: event.type, text: event.text });
            return;
          case 'error':
            push({ kind: 'error', message: event.message, line: event.line });
            setErrorLine(event.line);
            return;
          case 'done':
            push({ kind: 'done', reason: event.reason });
            return;
          case 'input':
            return;
        }
      };
      await runner.current.run(code, { onEvent });
      setRunning(false);
    },
    [makeRunner, push],
  );

  const stop = useCallback(() => runner.current?.stop(), []);

  return { run, stop, running, output, errorLine };
};
