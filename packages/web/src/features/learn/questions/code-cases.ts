// A code challenge's test cases as the browser sees them (CodeQuestions.tsx): what is sent for the runs, and
// whether a case passed where that can be told here.
import { sameOutput } from '@brickyard/core';
import type { RunResult } from '../../../runners/use-code-run.ts';

/** Added to a timed-out run's output so that it never matches; the server does not show it to anyone. */
export const TIMED_OUT = '[timed out]';

/** The outputs sent for checking: a program that ran out of time fails its case, whatever it printed before. */
export const caseOutputs = (results: readonly RunResult[]) =>
  results.map((r) => (r.timedOut ? `${r.text}\n${TIMED_OUT}` : r.text));

/**
 * Whether the case at `index` passed: the server's verdicts once checked (one per case), else the run here
 * against the expected output; undefined when that cannot be told (not run yet, or a hidden case).
 */
export const casePassed = (
  cases: readonly { expected: string | null }[],
  runs: readonly (RunResult | null | undefined)[],
  verdicts: readonly boolean[] | undefined,
  index: number,
): boolean | undefined => {
  const run = runs[index];
  const expected = cases[index]?.expected;
  if (verdicts && verdicts.length === cases.length) return verdicts[index];
  if (!run || expected === null || expected === undefined) return undefined;
  return !run.timedOut && sameOutput(expected, run.text);
};
