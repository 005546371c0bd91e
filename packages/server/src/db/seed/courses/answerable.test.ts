// The demo courses' lessons and quizzes are published, so a learner must be able to answer every question of
// them (core/rules/answerable.ts): a save of any of them would otherwise be refused.
import { newQuestionBody, unanswerableQuestions } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { javascriptCourse } from './javascript.ts';
import { loadSeedCourse } from './load.ts';
import { pythonCourse } from './python.ts';

describe('the demo courses', () => {
  for (const [name, course] of [
    ['JavaScript', javascriptCourse],
    ['Python', pythonCourse],
  ] as const)
    it(`${name}: every question can be answered`, () => {
      const rows = loadSeedCourse(course);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const assessments = rows.filter((row) => row.kind === 'assessments');
      expect(assessments.length).toBeGreaterThan(0);
      const problems = assessments.flatMap((assessment) =>
        unanswerableQuestions(
          ((assessment.body.questions as string[]) ?? []).map((id) => {
            const question = byId.get(id)!;
            return {
              ...newQuestionBody(question.title, 'concept_intro', assessment.id),
              ...question.body,
            } as never;
          }),
        ).map((problem) => `${assessment.title}: ${problem.message}`),
      );
      expect(problems).toEqual([]);
    });
});
