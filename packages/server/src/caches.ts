// The app's per-process caches, made once per app by `buildApp` and handed to the modules through the context
// (context.ts): nothing is kept at module level, so two apps in one process (tests) never share what they keep.
// Every cache is checked against the database before it serves (ARCHITECTURE.md "Learning").
import { createContentCache } from './modules/content/content.store.ts';
import { createHomeCache, type LearnCaches } from './modules/learn/course-home.service.ts';

export const createCaches = () =>
  ({
    /** Parsed content items and sets of them, and each connection's compiled set queries. */
    content: createContentCache(),
    /** Learners' built course homes and each course's skeletons. */
    homes: createHomeCache(),
  }) satisfies LearnCaches;

export type Caches = ReturnType<typeof createCaches>;
