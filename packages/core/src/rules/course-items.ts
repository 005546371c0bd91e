// Which library items a course's stages hold, whatever their format: the pathway format's one content list,
// or the old format's lists. A tutorial may sit in `tutorials` (older courses, the demo data) or `tutorialsV2`
// (the stage editor's list): learners meet both, in that order (issue 18: a tutorial added in the editor
// never reached learners because only `tutorials` was read).
import { STAGE_LISTS } from '../model/course.ts';

type StageLike = Record<string, unknown>;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/** A stage's tutorials as learners meet them: `tutorials`, then those of `tutorialsV2` not already there. */
export const stageTutorialIds = (stage: StageLike): string[] => [
  ...new Set([...ids(stage.tutorials), ...ids(stage.tutorialsV2)]),
];

/** Every item id a stage lists, once each, in its lists' order. */
export const stageItemIds = (stage: StageLike): string[] => {
  const content = Array.isArray(stage.content)
    ? stage.content.flatMap((entry: unknown) =>
        entry && typeof entry === 'object' && typeof (entry as { _id?: unknown })._id === 'string'
          ? [(entry as { _id: string })._id]
          : [],
      )
    : [];
  return [...new Set([...content, ...STAGE_LISTS.flatMap((list) => ids(stage[list]))])];
};

/** The stages of a course body, as far as they are objects. */
export const courseStages = (body: Record<string, unknown>): StageLike[] =>
  Array.isArray(body.stages)
    ? body.stages.filter((stage): stage is StageLike => !!stage && typeof stage === 'object')
    : [];

/** Every item id a course's stages list. */
export const courseItemIds = (body: Record<string, unknown>): string[] => [
  ...new Set(courseStages(body).flatMap(stageItemIds)),
];
