// Marking a student's tutorial or challenge (learner-teacher.md §4 "Marking"): which steps the teacher marked,
// the teacher assessment that follows, and the xp it is worth. The server applies these; the browser mirrors them.
import { PARTIAL_XP_FACTOR, XP_BY_TYPE } from '../constants.ts';
import type { TeacherAssessment } from '../model/tracker.ts';
import { roundToTenth } from './progress.ts';

/**
 * What a teacher marks: the steps of a tutorial, the decomposition of a challenge, a project (no steps), or the
 * free-text answers of a teacher-marked or mixed assessment (its xp follows from the assessment's result).
 */
export const MARKING_KINDS = ['tutorial', 'challenge', 'project', 'assessment'] as const;
export type MarkingKind = (typeof MARKING_KINDS)[number];

/** The URL segment of each kind of work in the marking and feedback routes. */
export const MARKING_PATHS = {
  tutorial: 'tutorials',
  challenge: 'challenges',
  project: 'projects',
  assessment: 'assessments',
} as const;

/** No step marked is incomplete, every step marked is complete, anything between is partial. */
export const teacherAssessmentOf = (marked: number, total: number): TeacherAssessment => {
  if (total <= 0 || marked <= 0) return 'incomplete';
  return marked >= total ? 'complete' : 'partial';
};

/** The xp a marking is worth: the kind's value when complete, half of it (to one decimal) when partial. */
export const markingXp = (kind: MarkingKind, assessment: TeacherAssessment): number => {
  // An assessment's xp is its result's (rules/assessment-result.ts), not a marking's.
  if (kind === 'project' || kind === 'assessment' || assessment === 'incomplete') return 0;
  const full = XP_BY_TYPE[kind];
  return assessment === 'complete' ? full : roundToTenth(full * PARTIAL_XP_FACTOR);
};

/** The change to apply to the student's xp when a marking moves from `before` to `after` xp. */
export const xpChange = (before: number, after: number) => roundToTenth(after - before);

/**
 * Whether a marking holds feedback its student has not seen: the teacher gave something (`feedbackAt`, the time
 * of the last save that marked steps, added a sticker or a comment) after the student last looked (`seenAt`).
 */
export const isNewFeedback = (feedbackAt: string | null, seenAt: string | null) =>
  feedbackAt !== null && (seenAt === null || seenAt < feedbackAt);
