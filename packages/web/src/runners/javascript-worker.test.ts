// The worker's prelude, run here against a stand-in for the worker's global scope: what it prints, and when
// it says the run has ended. Errors and line numbers need a real worker: the Playwright specs cover them.
import { describe, expect, it } from 'vitest';
import { END_CALL, studentLineOf, type WorkerMessage, workerSource } from './javascript-worker.ts';

const runInFakeWorker = async (code: string, inputs: string[] = []) => {
  const messages: WorkerMessage[] = [];
  const scope: Record<string, unknown> = {
    postMessage: (message: WorkerMessage) => messages.push(message),
    addEventListener: () => {},
    setTimeout,
    setInterval,
    clearTimeout,
    clearInterval,
  };
  scope.self = scope;
  const fakeConsole: Record<string, unknown> = {};
  const { source } = workerSource(code, inputs);
  new Function('self', 'console', 'setTimeout', 'clearTimeout', 'prompt', source)(
    scope,
    fakeConsole,
    (...args: unknown[]) => (scope.setTimeout as (...a: unknown[]) => unknown)(...args),
    (...args: unknown[]) => (scope.clearTimeout as (...a: unknown[]) => unknown)(...args),
    (...args: unknown[]) => (scope.prompt as (...a: unknown[]) => unknown)(...args),
  );
  for (let i = 0; i < 50 && !messages.some((m) => m.type === 'end'); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  return messages;
};

describe('the JavaScript worker prelude', () => {
  it('sends console output as text, values shown readably', async () => {
    const messages = await runInFakeWorker(
      'console.log("Hi", 1, [1, "a"], { b: true });\nconsole.error("oops");',
    );
    expect(messages).toEqual([
      { type: 'stdout', text: 'Hi 1 [ 1, "a" ] { b: true }\n' },
      { type: 'stderr', text: 'oops\n' },
      { type: 'end' },
    ]);
  });

  it('answers prompt() with the lines given, writing its message, then null', async () => {
    const messages = await runInFakeWorker(
      'const name = prompt("Name? ");\nconsole.log("Hi " + name);\nconsole.log(prompt(), prompt());',
      ['Sam\nline two?', 'Ada'],
    );
    expect(messages).toEqual([
      { type: 'stdout', text: 'Name? ' },
      { type: 'stdout', text: 'Hi Sam\nline two?\n' },
      { type: 'stdout', text: 'Ada null\n' },
      { type: 'end' },
    ]);
    // Inputs with line breaks keep the prelude on one line.
    expect(workerSource('x', ['a\nb']).preludeLines).toBe(workerSource('x').preludeLines);
  });

  it('ends only after the timers the program set have fired', async () => {
    const messages = await runInFakeWorker(
      'setTimeout(() => console.log("later"), 20);\nconsole.log("now");',
    );
    expect(messages.map((m) => ('text' in m ? m.text : m.type))).toEqual(['now\n', 'later\n', 'end']);
  });

  it('a last line that is a comment does not swallow the end of the run', async () => {
    const messages = await runInFakeWorker('console.log(1) // the end');
    expect(messages.at(-1)).toEqual({ type: 'end' });
    expect(workerSource('x').source).toContain(`\n;self.${END_CALL}();`);
  });

  it('maps worker lines to the student’s lines', () => {
    const { preludeLines, source } = workerSource('let a = 1;\nlet b = 2;');
    expect(source.split('\n')[preludeLines]).toBe('let a = 1;');
    expect(studentLineOf(preludeLines + 2, preludeLines)).toBe(2);
    expect(studentLineOf(preludeLines, preludeLines)).toBeNull();
    expect(studentLineOf(null, preludeLines)).toBeNull();
  });
});
