import { describe, expect, it } from 'vitest';
import { pathwaySections } from './pathway.ts';

const types: Record<string, string> = { q1: 'quiz', q2: 'quiz', ex: 'exam', lesson: 'conceptIntro' };
const typeOf = (id: string) => types[id];

describe('pathwaySections', () => {
  it('sorts a pathway list into the sections: quizzes before the first activity are intro, after it final', () => {
    expect(
      pathwaySections(
        [
          { kind: 'assessments', _id: 'q1' },
          { kind: 'topics', _id: 't1' },
          { kind: 'bricks', _id: 'b1' },
          { kind: 'challenges', _id: 'c1' },
          { kind: 'topics', _id: 't2' },
          { kind: 'assessments', _id: 'q2' },
          { kind: 'assessments', _id: 'ex' },
        ],
        typeOf,
      ),
    ).toEqual({
      introQuizzes: ['q1'],
      topics: ['t1', 't2'],
      tutorials: ['b1'],
      challenges: ['c1'],
      finalQuizzes: ['q2'],
      exams: ['ex'],
    });
  });

  it('leaves out lessons, links and old tutorials, and takes an unknown assessment for a quiz', () => {
    expect(
      pathwaySections(
        [
          { kind: 'assessments', _id: 'lesson' },
          { kind: 'links', _id: 'l1' },
          { kind: 'tutorials', _id: 'old' },
          { kind: 'assessments', _id: 'missing' },
        ],
        typeOf,
      ),
    ).toEqual({
      introQuizzes: ['missing'],
      topics: [],
      tutorials: [],
      challenges: [],
      finalQuizzes: [],
      exams: [],
    });
  });
});
