// A tutorial's steps, brick rows of their own in a tree below it: read level by level, saved with the tutorial
// (matched by id, added, removed with theirs).
import { completeBody, message, newContentBody } from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  type ContentItem,
  deleteItems,
  insertItems,
  isOfKind,
  loadItems,
  type NewItem,
  updateItem,
} from '../content/content.store.ts';
import { type At, mergeTranslations } from './translations.service.ts';

/** How deep steps nest below a tutorial: steps, sub-steps and theirs. */
const STEP_DEPTH_MAX = 3;
const STEP_DEPTH_MESSAGE = message('stepDepth', { max: STEP_DEPTH_MAX });

/**
 * A tutorial's steps as the editor sent them, a tree: steps of this tutorial (by `_id`) are changed, the
 * others added as new rows, and the steps not sent removed with theirs. Returns the top steps' ids in order.
 */
export const saveBrickTree = async (
  db: Conn,
  root: ContentItem<'bricks'>,
  nodes: readonly Record<string, unknown>[],
  now: string,
) => {
  const tree = await brickTree(db, root);
  const kept = new Set<string>([root.id]);
  const added: NewItem[] = [];
  const changed: {
    item: ContentItem;
    body: Record<string, unknown>;
    translations: Record<string, unknown>;
  }[] = [];
  const place = (
    parent: string,
    inputs: readonly Record<string, unknown>[],
    depth = 1,
    at: At = ['bricks'],
  ): string[] => {
    if (depth > STEP_DEPTH_MAX && inputs.length > 0)
      throw badRequest(STEP_DEPTH_MESSAGE, [{ path: 'bricks', message: STEP_DEPTH_MESSAGE }]);
    return inputs.map(({ _id, bricks: children, translations: sent, ...input }, index) => {
      const existing = typeof _id === 'string' && !kept.has(_id) ? tree.get(_id) : undefined;
      const id = existing?.id ?? newId();
      kept.add(id);
      const childIds = place(id, (children as Record<string, unknown>[] | undefined) ?? [], depth + 1, [
        ...at,
        index,
        'bricks',
      ]);
      const title = String(input.title);
      const base = { ...newContentBody('bricks', 'step', title, root.language), ...(existing?.body ?? {}) };
      const merged: Record<string, unknown> = {
        ...base,
        ...input,
        parent,
        bricks: childIds,
        language: root.language,
      };
      const hints = Array.isArray(merged.hints) ? merged.hints : [];
      const body = completeBody(
        'bricks',
        {
          ...merged,
          interactions: {
            ...(base.interactions as Record<string, unknown>),
            ...(input.interactions as Record<string, unknown> | undefined),
            children: childIds.length > 0,
            help: hints.length > 0,
          },
        },
        newId,
      );
      const translations = mergeTranslations(
        'bricks',
        body,
        existing?.translations ?? {},
        sent as Record<string, unknown> | undefined,
        [...at, index, 'translations'],
      );
      if (existing) changed.push({ item: existing, body, translations });
      else
        added.push({
          id,
          kind: 'bricks',
          variant: 'step',
          communityId: root.communityId,
          language: root.language,
          title,
          draft: false,
          core: root.core,
          authorId: root.authorId,
          body,
          translations,
        });
      return id;
    });
  };
  const ids = place(root.id, nodes);
  await insertItems(db, added, now);
  for (const { item, body, translations } of changed)
    await updateItem(
      db,
      item.id,
      item.version,
      {
        title: String(body.title),
        draft: item.draft,
        archived: item.archived,
        core: item.core,
        variant: 'step',
        body,
        translations,
      },
      now,
    );
  const removed = [...tree.keys()].filter((id) => !kept.has(id));
  if (removed.length > 0) await deleteItems(db, removed, 'bricks');
  return ids;
};

/** The brick and its descendants, level by level (a tutorial is at most a few levels deep). */
export const brickTree = async (db: Conn, root: ContentItem<'bricks'>) => {
  const all = new Map<string, ContentItem<'bricks'>>([[root.id, root]]);
  let level = [root];
  for (let depth = 0; depth < 6 && level.length > 0; depth += 1) {
    const childIds = level.flatMap((b) => b.body.bricks ?? []);
    level = (
      await loadItems(
        db,
        childIds.filter((c) => !all.has(c)),
      )
    ).filter((c) => isOfKind(c, 'bricks'));
    for (const child of level) all.set(child.id, child);
  }
  return all;
};
