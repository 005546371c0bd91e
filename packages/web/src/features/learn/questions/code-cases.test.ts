// A code challenge's cases in the browser: what a timed-out run sends, and when a case shows as passed.
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../../runners/use-code-run.ts';
import { caseOutputs, casePassed, TIMED_OUT } from './code-cases.ts';

const run = (text: string, timedOut = false): RunResult => ({
  text,
  reason: timedOut ? 'limit' : 'finished',
  timedOut,
});

describe('caseOutputs', () => {
  it('sends what was printed, marked when the run ran out of time', () => {
    expect(caseOutputs([run('1\n'), run('2', true)])).toEqual(['1\n', `2\n${TIMED_OUT}`]);
  });
});

describe('casePassed', () => {
  const cases = [{ expected: '4' }, { expected: null }];

  it('compares a run with the expected output', () => {
    expect(casePassed(cases, [run('4\n')], undefined, 0)).toBe(true);
    expect(casePassed(cases, [run('5')], undefined, 0)).toBe(false);
  });

  it('fails a run that ran out of time, even with the right output', () => {
    expect(casePassed(cases, [run('4', true)], undefined, 0)).toBe(false);
  });

  it('cannot tell before a run, nor for a hidden case', () => {
    expect(casePassed(cases, [], undefined, 0)).toBeUndefined();
    expect(casePassed(cases, [run('4'), run('x')], undefined, 1)).toBeUndefined();
  });

  it("takes the server's verdicts once there is one per case", () => {
    expect(casePassed(cases, [run('5'), run('x')], [true, false], 0)).toBe(true);
    expect(casePassed(cases, [run('4'), run('x')], [true, false], 1)).toBe(false);
    expect(casePassed(cases, [run('5')], [true], 0)).toBe(false);
  });
});
