// The reference viewer's data: a language's tree of reference items and one item's page. Learners and
// teachers see only items tagged "reference" and not "skill" (§6); authors see every item.
import {
  hasAuthoringRole,
  localize,
  message,
  type ReferenceLanguage,
  ReferencePageSchema,
  type User,
  withoutAuthorOnly,
} from '@brickyard/core';
import type { Caches } from '../../caches.ts';
import type { Conn } from '../../db/conn.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import {
  type ContentItem,
  globalCommunityIds,
  loadContent,
  loadReferenceTree,
} from '../content/content.store.ts';

export const SKILLS_FOR_AUTHORS = message('skillsForAuthors');

const tagsOf = (record: ContentItem<'references'>) =>
  Array.isArray(record.body.metaTags) ? record.body.metaTags : [];

/** What a learner or teacher may read: reference items that are not skills. */
export const isLearnerReference = (record: ContentItem<'references'>) => {
  const tags = tagsOf(record);
  return tags.includes('reference') && !tags.includes('skill');
};

const communitiesOf = async (db: Conn, user: User) => [
  ...(await globalCommunityIds(db)),
  ...(user.school ? [user.school._id] : []),
  ...(user.current_community ? [user.current_community] : []),
];

/** A language's reference tree as `user` may read it: titles in their language, and parents. */
export const referenceTree = async (db: Conn, user: User, language: ReferenceLanguage) => {
  const author = hasAuthoringRole(user);
  const records = await loadReferenceTree(db, language, await communitiesOf(db, user));
  const shown = records.filter((r) => author || isLearnerReference(r));
  const ids = new Set(shown.map((r) => r.id));
  return {
    language,
    items: shown.map((r) => {
      const parent = typeof r.body.parent === 'string' ? r.body.parent : null;
      const title = (localize(r.body, r.translations, user.locale) as { title?: unknown }).title;
      // An item whose parent is hidden from this reader hangs from the root.
      return {
        _id: r.id,
        title: String(title ?? r.title),
        parent: parent && ids.has(parent) ? parent : null,
      };
    }),
  };
};

/** One reference page with its sections, as `user` may read it (author-only fields never leave). */
export const referencePage = async (db: Conn, caches: Caches, user: User, id: string) => {
  const record = await loadContent(db, caches.content, 'references', id);
  const communities = await communitiesOf(db, user);
  if (!record || record.archived || !communities.includes(record.communityId))
    throw notFound(message('referenceNotFound'));
  const author = hasAuthoringRole(user);
  if (!author && record.draft) throw notFound(message('referenceNotFound'));
  if (!author && !isLearnerReference(record)) throw forbidden(SKILLS_FOR_AUTHORS);
  const body = localize(record.body, record.translations, user.locale) as Record<string, unknown>;
  return ReferencePageSchema.parse(
    withoutAuthorOnly({
      _id: record.id,
      title: body.title ?? record.title,
      description: body.description ?? '',
      language: record.language,
      parent: typeof body.parent === 'string' ? body.parent : null,
      pieces: body.pieces ?? [],
      sections: body.sections ?? [],
    }),
  );
};
