// "Check with solution" (code_challenge): the model solution runs against every test case in the runner
// learners use, and each case passes as the server would judge a learner's run (core `sameOutput`).
import { inputLines, type Option, sameOutput, testCases } from '@brickyard/core';
import type { RunResult } from '../../../runners/use-code-run.ts';

export interface CaseCheck {
  /** What the solution printed (errors included). */
  output: string;
  timedOut: boolean;
  passed: boolean;
}

/** The input lines of each test case, in order: what each run of the solution is given. */
export const caseInputs = (options: readonly Option[]) =>
  testCases({ fieldOptions: [...options] }).map((c) => inputLines(c.input));

/** The verdict on each case the solution ran: a run that ran out of time fails, whatever it printed. */
export const checkResults = (options: readonly Option[], runs: readonly RunResult[]): CaseCheck[] => {
  const cases = testCases({ fieldOptions: [...options] });
  return runs.slice(0, cases.length).map((run, i) => ({
    output: run.text,
    timedOut: run.timedOut,
    passed: !run.timedOut && sameOutput(cases[i]!.expected, run.text),
  }));
};

/** What the check says as a whole: every case passed, some failed, or it has not run them all. */
export const checkSummary = (checks: readonly CaseCheck[], total: number) => {
  if (checks.length < total) return { status: 'incomplete' as const, failed: 0 };
  const failed = checks.filter((c) => !c.passed).length;
  return { status: failed === 0 ? ('passed' as const) : ('failed' as const), failed };
};
