// What the course home (CourseHome.tsx) works out from its stages: how much of the course is complete, and
// which stage opens first.
import { type HomeStage, STAGE_SECTION_ORDER } from '@brickyard/core';

const itemsOf = (stage: HomeStage) => STAGE_SECTION_ORDER.flatMap((section) => stage.sections[section]);

/** The share of the course's items complete, as a whole percentage (0 for a course without items). */
export const coursePercent = (stages: readonly HomeStage[]) => {
  const items = stages.flatMap(itemsOf);
  return items.length ? Math.round((items.filter((i) => i.complete).length / items.length) * 100) : 0;
};

/** The stage open at first: the first unlocked one with an item to do, else the first. */
export const defaultOpenStages = (stages: readonly HomeStage[]): string[] => {
  const firstOpen = stages.findIndex((s) => !s.locked && itemsOf(s).some((i) => !i.complete));
  return [stages[Math.max(firstOpen, 0)]?._id ?? ''];
};
