import { describe, expect, it } from 'vitest';
import { courseItemIds, stageItemIds, stageTutorialIds } from './course-items.ts';

describe('course items', () => {
  it('reads tutorials from both lists, once each', () => {
    expect(stageTutorialIds({ tutorials: ['a', 'b'], tutorialsV2: ['b', 'c'] })).toEqual(['a', 'b', 'c']);
    expect(stageTutorialIds({ tutorialsV2: ['c'] })).toEqual(['c']);
  });

  it("lists every item of a course's stages, pathway content and old lists alike", () => {
    const stage = {
      content: [{ kind: 'bricks', _id: 'p' }],
      introQuizzes: ['q'],
      tutorialsV2: ['t'],
      links: ['l'],
    };
    expect(stageItemIds(stage)).toEqual(['p', 'q', 'l', 't']);
    expect(courseItemIds({ stages: [stage, { topics: ['x', 'q'] }, null] })).toEqual([
      'p',
      'q',
      'l',
      't',
      'x',
    ]);
    expect(courseItemIds({})).toEqual([]);
  });
});
