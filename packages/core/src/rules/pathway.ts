// A pathway stage keeps one ordered content list (authoring.md §2 "Stage editor"); learners see the sections of
// §9 all the same, so the list is sorted into them here: the server builds the course home from the result,
// and locking works on it unchanged.
import type { STAGE_SECTION_ORDER } from '../constants.ts';

type Section = (typeof STAGE_SECTION_ORDER)[number];

export interface PathwayEntry {
  kind: string;
  _id: string;
}

/**
 * The sections of a pathway stage: topics, tutorials (project bricks) and challenges as they come; a quiz
 * before the first of those is an intro quiz and after it a final quiz; exams are exams. Lessons and boosts
 * belong to topics, and links and old tutorials have no place on the learner's stage: they are left out.
 */
export const pathwaySections = (
  content: readonly PathwayEntry[],
  assessmentType: (id: string) => string | undefined,
): Record<Section, string[]> => {
  const sections: Record<Section, string[]> = {
    introQuizzes: [],
    topics: [],
    tutorials: [],
    challenges: [],
    finalQuizzes: [],
    exams: [],
  };
  let started = false;
  for (const entry of content) {
    if (entry.kind === 'assessments') {
      const type = assessmentType(entry._id) ?? 'quiz';
      if (type === 'exam') sections.exams.push(entry._id);
      else if (type === 'quiz') (started ? sections.finalQuizzes : sections.introQuizzes).push(entry._id);
      continue;
    }
    const section =
      entry.kind === 'topics'
        ? 'topics'
        : entry.kind === 'bricks'
          ? 'tutorials'
          : entry.kind === 'challenges'
            ? 'challenges'
            : null;
    if (!section) continue;
    sections[section].push(entry._id);
    started = true;
  }
  return sections;
};
