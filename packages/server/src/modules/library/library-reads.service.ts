// The library's reads as the routes call them: the content table, tag search, rows by id, the tree list and a
// row as written; who may read what is decided here, the SQL is library.store.ts's.
import {
  isAdmin,
  keyed,
  LIBRARY_TABS,
  type LibraryKind,
  type LibraryQuery,
  message,
  pagesFor,
  SEARCH_RESULTS_MAX,
  type TagKind,
  TREE_MAX,
  type TreeKind,
  type User,
} from '@brickyard/core';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { globalCommunityIds } from '../content/content.store.ts';
import { listLibrary, loadLibraryRows, loadTreePages, searchTags } from './library.store.ts';

export const libraryReads = (db: Db) => {
  /** The communities whose content an author may find and name (null: all, for admins). */
  const readableCommunities = async (user: User) => {
    if (isAdmin(user)) return null;
    const lists = user.learningEnvironments;
    return [
      ...new Set([
        ...lists.admin,
        ...lists.contentCreator,
        ...lists.translator,
        ...(await globalCommunityIds(db)),
      ]),
    ];
  };
  return {
    /** Tag autocomplete: skills, topics, FAQs or references whose title holds `q`. */
    tags: async (user: User, tagKind: TagKind, q: string, language: string | undefined) => {
      const kind = tagKind === 'skills' ? 'references' : tagKind;
      const variant = tagKind === 'skills' ? 'skill' : tagKind === 'references' ? 'notSkill' : null;
      const communities = await readableCommunities(user);
      return { items: await searchTags(db, communities, kind, variant, q, language, SEARCH_RESULTS_MAX) };
    },
    /** Rows by id, from the communities the author may read. */
    lookup: async (user: User, ids: readonly string[]) => ({
      items: await loadLibraryRows(db, ids, await readableCommunities(user)),
    }),
    /**
     * One page of the content table of the author's current community, with the global community's content
     * beside it (read-only to those who do not author there: they read it and copy it).
     */
    list: async (user: User, kind: LibraryKind, query: LibraryQuery) => {
      const { variant = null } = query;
      if (variant !== null && !LIBRARY_TABS.some((t) => t.kind === kind && t.variant === variant))
        throw badRequest(keyed('notAVariant', { variant, kind }), [
          { path: 'variant', message: message('unknownVariant') },
        ]);
      const community = user.current_community;
      if (!community) return { items: [], count: 0, pages: 0 };
      const communities = [...new Set([community, ...(await globalCommunityIds(db))])];
      const { items, count } = await listLibrary(db, communities, kind, variant, query);
      return { items, count, pages: pagesFor(count, query.limit) };
    },
    /** One language's tree of pages in the author's current community (at most TREE_MAX). */
    tree: async (user: User, kind: TreeKind, language: string) => {
      const community = user.current_community;
      if (!community) return { items: [], truncated: false };
      const items = await loadTreePages(db, kind, community, language, TREE_MAX + 1);
      return { items: items.slice(0, TREE_MAX), truncated: items.length > TREE_MAX };
    },
    /** A row as just written, for the answer of a write. */
    saved: async (id: string) => {
      const [row] = await loadLibraryRows(db, [id]);
      if (!row) throw new Error(`Library row ${id} vanished after it was written`);
      return row;
    },
  };
};
