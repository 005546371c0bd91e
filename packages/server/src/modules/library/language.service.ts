// An item's language (issue 18): it may change only while the item is unused, and then its parts (questions,
// steps) move with it.
import { courseItemIds, message } from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { type ContentItem, loadItems, updateItem } from '../content/content.store.ts';
import { anyTrackerOn, loadPublishedCourseBodies, loadTopicParts } from './library.store.ts';
import { brickTree } from './steps.service.ts';

/**
 * Whether an item is in use, so its language may no longer change: listed in a stage of a published course (a
 * lesson or boost: of a topic listed there), or opened or answered by a learner (a tracker on it or its parts).
 */
export const inUse = async (db: Conn, item: ContentItem, partIds: readonly string[] = []) => {
  if (await anyTrackerOn(db, [item.id, ...partIds])) return true;
  const listed = new Set((await loadPublishedCourseBodies(db)).flatMap(courseItemIds));
  if (listed.has(item.id)) return true;
  return item.kind === 'assessments' && (await loadTopicParts(db, [...listed])).includes(item.id);
};

export const LANGUAGE_IN_USE_MESSAGE = message('languageInUse');

/** The ids of an item's parts that carry its language: an assessment's questions, a tutorial's steps. */
export const languagePartIds = async (db: Conn, item: ContentItem) => {
  if (item.kind === 'assessments') return item.body.questions ?? [];
  if (item.kind === 'bricks') return [...(await brickTree(db, item)).keys()].filter((id) => id !== item.id);
  return [];
};

/** Moves an item's parts to its new language (their column and body), each to its next version. */
export const relanguageParts = async (db: Conn, ids: readonly string[], language: string, now: string) => {
  for (const part of await loadItems(db, ids)) {
    const body = 'language' in part.body ? { ...part.body, language } : part.body;
    await updateItem(db, part.id, part.version, { ...part, variant: part.variant, body, language }, now);
  }
};
