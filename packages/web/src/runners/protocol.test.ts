import { describe, expect, it } from 'vitest';
import {
  frameMessage,
  frameReady,
  inputMessage,
  isFrameReady,
  MAX_INPUT_CHARS,
  OutputBudget,
  preloadedFileMessage,
  RUNNER_TAG,
  readFrameMessage,
  readPreloadedFile,
  readRunControl,
  readRunRequest,
  runRequest,
  showValue,
  stopMessage,
} from './protocol.ts';

describe('run requests (app → frame)', () => {
  it('round-trips a request and refuses anything else', () => {
    expect(readRunRequest(runRequest('r1', 'console.log(1)'))).toEqual({
      tag: RUNNER_TAG,
      runId: 'r1',
      kind: 'run',
      code: 'console.log(1)',
      inputs: [],
    });
    expect(readRunRequest(runRequest('r2', 'input()', ['Sam']))?.inputs).toEqual(['Sam']);
    for (const bad of [
      null,
      'run',
      [],
      { tag: 'other', runId: 'r1', kind: 'run', code: '' },
      { tag: RUNNER_TAG, runId: '', kind: 'run', code: '' },
      { tag: RUNNER_TAG, runId: 'r1', kind: 'stop', code: '' },
      { tag: RUNNER_TAG, runId: 'r1', kind: 'run', code: 42 },
      { tag: RUNNER_TAG, runId: 'r1', kind: 'run', code: '', inputs: 'Sam' },
      { tag: RUNNER_TAG, runId: 'r1', kind: 'run', code: '', inputs: [1] },
    ])
      expect(readRunRequest(bad)).toBeNull();
  });
});

describe('frame messages (frame → app)', () => {
  it('reads every event kind of the current run', () => {
    for (const event of [
      { type: 'stdout', text: 'Hello' },
      { type: 'stderr', text: 'careful' },
      { type: 'error', message: 'ReferenceError: x is not defined', line: 3 },
      { type: 'error', message: 'SyntaxError', line: null },
      { type: 'input' },
      { type: 'loading', progress: 40 },
      { type: 'done', reason: 'finished' },
      { type: 'done', reason: 'limit' },
    ] as const)
      expect(readFrameMessage(frameMessage('r7', event), 'r7')).toEqual(event);
  });

  it('ignores messages of another run, another sender or a bad shape', () => {
    const ok = frameMessage('r7', { type: 'stdout', text: 'hi' });
    expect(readFrameMessage(ok, 'r8')).toBeNull();
    expect(readFrameMessage({ ...ok, tag: 'evil' }, 'r7')).toBeNull();
    expect(readFrameMessage({ ...ok, type: 'navigate', url: 'https://x' }, 'r7')).toBeNull();
    expect(readFrameMessage({ ...ok, text: { toString: () => 'x' } }, 'r7')).toBeNull();
    expect(readFrameMessage({ ...ok, text: 'x'.repeat(100_001) }, 'r7')).toBeNull();
    expect(
      readFrameMessage({ tag: RUNNER_TAG, runId: 'r7', type: 'error', message: 'm', line: 0 }, 'r7'),
    ).toBeNull();
    expect(
      readFrameMessage({ tag: RUNNER_TAG, runId: 'r7', type: 'error', message: 'm', line: 1.5 }, 'r7'),
    ).toBeNull();
    expect(
      readFrameMessage({ tag: RUNNER_TAG, runId: 'r7', type: 'done', reason: 'whatever' }, 'r7'),
    ).toBeNull();
    expect(
      readFrameMessage({ tag: RUNNER_TAG, runId: 'r7', type: 'loading', progress: 101 }, 'r7'),
    ).toBeNull();
    expect(readFrameMessage('stdout', 'r7')).toBeNull();
    expect(readFrameMessage(null, 'r7')).toBeNull();
  });
});

describe('control messages (app → frame)', () => {
  it('reads input and stop for the current run only', () => {
    expect(readRunControl(inputMessage('r1', 'Sam'), 'r1')).toEqual(inputMessage('r1', 'Sam'));
    expect(readRunControl(stopMessage('r1'), 'r1')).toEqual(stopMessage('r1'));
    expect(readRunControl(inputMessage('r1', 'Sam'), 'r2')).toBeNull();
    expect(readRunControl({ ...inputMessage('r1', 'x'), text: 42 }, 'r1')).toBeNull();
    expect(readRunControl(inputMessage('r1', 'x'.repeat(MAX_INPUT_CHARS + 1)), 'r1')).toBeNull();
    expect(readRunControl({ tag: RUNNER_TAG, runId: 'r1', kind: 'eval' }, 'r1')).toBeNull();
  });
});

describe('OutputBudget', () => {
  it('allows output up to the line limit and not one line more', () => {
    const budget = new OutputBudget(3, 1000);
    expect(budget.take('a')).toBe(true);
    expect(budget.take('b\nc')).toBe(true);
    expect(budget.take('d')).toBe(false);
  });

  it('counts characters too', () => {
    const budget = new OutputBudget(100, 10);
    expect(budget.take('12345')).toBe(true);
    expect(budget.take('12345')).toBe(true);
    expect(budget.take('1')).toBe(false);
  });
});

describe('showValue', () => {
  it('shows values as a learner expects to read them', () => {
    expect(showValue('plain text')).toBe('plain text');
    expect(showValue(42)).toBe('42');
    expect(showValue(null)).toBe('null');
    expect(showValue(undefined)).toBe('undefined');
    expect(showValue(true)).toBe('true');
    expect(showValue(10n)).toBe('10n');
    expect(showValue([1, 'two', [3]])).toBe('[ 1, "two", [ 3 ] ]');
    expect(showValue([])).toBe('[]');
    expect(showValue({ name: 'Sam', age: 12 })).toBe('{ name: "Sam", age: 12 }');
    expect(showValue({})).toBe('{}');
    expect(showValue(function greet() {})).toBe('[Function: greet]');
    expect(showValue(new TypeError('bad'))).toBe('TypeError: bad');
  });

  it('does not loop on circular values', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(showValue(a)).toBe('{ name: "a", self: [Circular] }');
  });
});

describe('the frame’s ready message', () => {
  it('is recognised, and nothing else is', () => {
    expect(isFrameReady(frameReady())).toBe(true);
    expect(isFrameReady({ tag: 'other', kind: 'ready' })).toBe(false);
    expect(isFrameReady({ tag: RUNNER_TAG, kind: 'run' })).toBe(false);
    expect(isFrameReady('ready')).toBe(false);
  });
});

describe('preloaded Python files (app → frame)', () => {
  const names = new Set(['pyodide.asm.wasm', 'python-snapshot.bin']);
  it('reads a known file with its bytes, or without them', () => {
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    expect(readPreloadedFile(preloadedFileMessage({ name: 'pyodide.asm.wasm', bytes }), names)).toEqual({
      name: 'pyodide.asm.wasm',
      bytes,
    });
    expect(
      readPreloadedFile(preloadedFileMessage({ name: 'python-snapshot.bin', bytes: null }), names),
    ).toEqual({ name: 'python-snapshot.bin', bytes: null });
  });
  it('ignores unknown names, other tags and anything but bytes', () => {
    const bytes = new ArrayBuffer(4);
    expect(readPreloadedFile(preloadedFileMessage({ name: 'evil.js', bytes }), names)).toBeNull();
    expect(
      readPreloadedFile({ tag: 'other', kind: 'file', name: 'pyodide.asm.wasm', bytes }, names),
    ).toBeNull();
    expect(
      readPreloadedFile({ tag: RUNNER_TAG, kind: 'file', name: 'pyodide.asm.wasm', bytes: 'text' }, names),
    ).toBeNull();
    expect(
      readPreloadedFile({ tag: RUNNER_TAG, kind: 'file', name: 'pyodide.asm.wasm', bytes: [1, 2] }, names),
    ).toBeNull();
    expect(readPreloadedFile({ tag: RUNNER_TAG, kind: 'file', name: 'pyodide.asm.wasm' }, names)).toBeNull();
    expect(readPreloadedFile(null, names)).toBeNull();
  });
});
