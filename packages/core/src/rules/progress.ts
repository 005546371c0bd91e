// The class progress grid (learner-teacher.md §2 "progress", §4 "Project" colours): how far a learner is with one
// item, as a percentage, and the colour band it falls in. The server computes, the browser draws.
import { PROGRESS_COMPLETE_ABOVE, PROGRESS_IN_PROGRESS_ABOVE } from '../constants.ts';

export const PROGRESS_STATUSES = ['completed', 'inProgress', 'notStarted'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** Above 95 is completed, above 5 in progress, anything else not started. */
export const progressStatus = (percentage: number): ProgressStatus => {
  if (percentage > PROGRESS_COMPLETE_ABOVE) return 'completed';
  if (percentage > PROGRESS_IN_PROGRESS_ABOVE) return 'inProgress';
  return 'notStarted';
};

/** Percentages and xp are kept to one decimal. */
export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** `part` of `whole` as a percentage with one decimal, 0 for an empty whole, never above 100. */
export const percentOf = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.min(100, roundToTenth((part / whole) * 100));

/** The mean of `count` percentages that add up to `sum`, with one decimal; 0 for none. */
export const meanPercent = (sum: number, count: number) => (count <= 0 ? 0 : roundToTenth(sum / count));

/**
 * How far a tracker says its learner is, 0 to 100, from its kind's own fields: an assessment by the share of
 * its questions answered or skipped, a brick by its aggregated progress, a challenge by the share of its steps
 * ticked; topics and quizzes are done or not. A completed tracker is always 100.
 */
export const trackerProgress = (
  kind: string,
  completed: boolean,
  body: Record<string, unknown>,
  questionCount?: number,
): number => {
  if (completed) return 100;
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  switch (kind) {
    case 'assessment': {
      const answered = new Set([...list(body.questionsCompleted), ...list(body.questionsSkipped)]).size;
      return percentOf(answered, questionCount ?? 0);
    }
    case 'action':
      return typeof body.current_progress === 'number'
        ? Math.max(0, Math.min(100, body.current_progress))
        : 0;
    case 'challenge': {
      const items = list(body.decomposition) as { completed?: unknown }[];
      return percentOf(items.filter((item) => item.completed === true).length, items.length);
    }
    case 'topic':
      return body.introductionComplete === true ? 100 : 0;
    default:
      return 0;
  }
};
