// An item as its editor reads it (`GET /api/library/{kind}/{id}`): the whole body, defaults filled in for an
// older row, an assessment with its questions, a tutorial with its tree of steps, whether its language is locked.
import {
  type FieldType,
  isChallengeFieldType,
  type LibraryKind,
  newContentBody,
  newQuestionBody,
  type User,
  xpForType,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { type ContentItem, loadItems } from '../content/content.store.ts';
import { inUse, languagePartIds } from './language.service.ts';
import { LANGUAGE_CHANGE_KINDS, readableItemFor } from './library-kinds.service.ts';
import { brickTree } from './steps.service.ts';
import { keptTranslations } from './translations.service.ts';

/** An item as its editor reads it: the full body (defaults for fields an older row lacks) and its row's fields. */
export const presentItem = async (db: Conn, user: User, kind: LibraryKind, id: string) => {
  const item = await readableItemFor(db, user, kind, id);
  const present = (it: ContentItem<LibraryKind>): Record<string, unknown> => ({
    ...newContentBody(it.kind, it.variant, it.title, it.language),
    ...it.body,
    _id: it.id,
    community: it.communityId,
    draft: it.draft,
    archived: it.archived,
    core: it.core,
    author: it.authorId,
    createdBy: it.authorId,
    version: it.version,
    updatedAt: it.updatedAt,
    translations: keptTranslations(it.body, it.translations),
  });
  const languageLocked = (LANGUAGE_CHANGE_KINDS as readonly string[]).includes(kind)
    ? { languageLocked: await inUse(db, item, await languagePartIds(db, item)) }
    : {};
  if (item.kind === 'assessments') {
    const order = item.body.questions ?? [];
    const rows = new Map((await loadItems(db, order)).map((q) => [q.id, q]));
    const questions = order.flatMap((qid) => {
      const q = rows.get(qid);
      if (!q) return [];
      const body = { ...newQuestionBody(q.title, 'concept_intro', item.id), ...q.body };
      return [
        {
          ...body,
          _id: q.id,
          assessment: item.id,
          version: q.version,
          updatedAt: q.updatedAt,
          translations: keptTranslations(q.body, q.translations),
        },
      ];
    });
    const challenges = questions.filter((q) => isChallengeFieldType(q.fieldType as FieldType)).length;
    const base = present(item);
    return {
      ...base,
      ...languageLocked,
      questions,
      xpValue: xpForType(String(base.type)),
      noChallenges: challenges,
      noSlides: questions.length - challenges,
    };
  }
  if (item.kind === 'bricks') {
    const tree = await brickTree(db, item);
    const build = (brick: ContentItem<'bricks'>, depth: number): Record<string, unknown> => ({
      ...present(brick),
      bricks:
        depth > 6
          ? []
          : (brick.body.bricks ?? []).flatMap((c) => {
              const child = tree.get(c);
              return child ? [build(child, depth + 1)] : [];
            }),
    });
    return { ...build(item, 0), ...languageLocked };
  }
  return { ...present(item), ...languageLocked };
};
