import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../../runners/use-code-run.ts';
import { caseInputs, checkResults, checkSummary } from './solution-check.ts';
import type { Option } from './types.ts';

const testCase = (input: string, expected: string, hidden = false): Option => ({
  _id: `o-${input}`,
  data: { text: expected, description: input, pieces: [], lhs: [], rhs: [], hidden },
});
const run = (text: string, timedOut = false): RunResult => ({
  text,
  reason: timedOut ? 'stopped' : 'finished',
  timedOut,
});

describe('Check with solution', () => {
  const cases = [
    testCase('Sam', 'Hello Sam'),
    testCase('Ada\nLove', 'Hello Ada Love', true),
    testCase('', ''),
  ];

  it('gives each run the input lines of its case', () => {
    expect(caseInputs(cases)).toEqual([['Sam'], ['Ada', 'Love'], []]);
  });

  it('judges each run as the server judges a learner: line ends and digits as a reader reads them', () => {
    const checks = checkResults(cases, [run('Hello Sam  \n\n'), run('Hello Ada'), run('')]);
    expect(checks.map((c) => c.passed)).toEqual([true, false, true]);
    expect(checks[1]!.output).toBe('Hello Ada');
    expect(checkSummary(checks, 3)).toEqual({ status: 'failed', failed: 1 });
    expect(checkResults([testCase('', '٣')], [run('3')])[0]!.passed).toBe(true);
  });

  it('fails a run that ran out of time, whatever it printed', () => {
    const checks = checkResults([testCase('', 'x')], [run('x', true)]);
    expect(checks).toEqual([{ output: 'x', timedOut: true, passed: false }]);
    expect(checkSummary(checks, 1)).toEqual({ status: 'failed', failed: 1 });
  });

  it('says all passed only once every case ran', () => {
    const checks = checkResults(cases, [run('Hello Sam'), run('Hello Ada Love')]);
    expect(checkSummary(checks, 3)).toEqual({ status: 'incomplete', failed: 0 });
    expect(checkSummary([...checks, ...checkResults([testCase('', '')], [run('')])], 3)).toEqual({
      status: 'passed',
      failed: 0,
    });
  });
});
