// The course home (learner-teacher.md §2, §4): a course with the learner's progress and every lock worked
// out by the core locking rules. A fixed number of queries whatever the course's size: the course, its items
// (parsed copies checked by one stamp query, content.store.ts), the global communities, the learner's
// progress stamp and, when that stamp is new, their trackers. Every learner screen opens its item through
// `openCourseItem`, so the server checks the same locks the home shows.
import {
  CONTENT_LOCKED,
  type CourseHome,
  canPreview,
  courseLocks,
  type HomeItem,
  type HomeSections,
  hasAuthoringRole,
  type Locale,
  type LockItem,
  localize,
  message,
  type PathwayEntry,
  pathwaySections,
  STAGE_SECTION_KIND,
  STAGE_SECTION_ORDER,
  type StageItems,
  stageTutorialIds,
  type User,
  XP_BY_TYPE,
  xpForType,
} from '@brickyard/core';
import { LRUCache } from 'lru-cache';
import type { Conn } from '../../db/conn.ts';
import { isRootConnection } from '../../db/precompiled.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { deepFreeze } from '../../lib/freeze.ts';
import {
  type ContentCache,
  type ContentItem,
  type ContentSet,
  contentSet,
  globalCommunityIds,
  loadContent,
  loadContentSet,
  titleIn,
} from '../content/content.store.ts';
import {
  loadTrackers,
  lockProgress,
  progressStamp,
  type TrackerState,
  trackerKey,
} from './trackers.store.ts';

type Section = (typeof STAGE_SECTION_ORDER)[number];

export const NO_COURSE = message('noCourse');
export const COURSE_NOT_OPEN = 'That course is not available to you';

interface StageBody {
  _id: string;
  title: string;
  description: string;
  draft?: boolean;
  [list: string]: unknown;
}

/**
 * Whether the user may open this course, and in which mode. Authors (admin, content creators and translators
 * of its community) may preview any course, drafts too; teachers, instructors and admins preview published
 * courses; learners open published courses of the global community and of their school.
 */
const courseAccess = async (db: Conn, user: User, course: ContentItem, previewAsked: boolean) => {
  const globals = await globalCommunityIds(db);
  const author =
    hasAuthoringRole(user) &&
    (user.roles.includes('admin') ||
      course.communityId === user.current_community ||
      globals.includes(course.communityId));
  const published = !course.draft && !course.archived;
  // Drafts show to authors only: a teacher's preview looks ahead in what learners will meet, no more.
  if (previewAsked && author) return { preview: true, drafts: true };
  if (!published) return null;
  const open = globals.includes(course.communityId) || course.communityId === user.school?._id;
  if (!open && !user.roles.includes('admin')) return null;
  return { preview: previewAsked && canPreview(user), drafts: false };
};

/** A pathway stage's content list, as far as it is well formed. */
const pathwayContent = (stage: StageBody): PathwayEntry[] =>
  Array.isArray(stage.content)
    ? (stage.content as unknown[]).filter(
        (entry): entry is PathwayEntry =>
          !!entry &&
          typeof entry === 'object' &&
          typeof (entry as PathwayEntry)._id === 'string' &&
          typeof (entry as PathwayEntry).kind === 'string',
      )
    : [];

const sectionIds = (stage: StageBody, section: Section) =>
  section === 'tutorials'
    ? stageTutorialIds(stage)
    : Array.isArray(stage[section])
      ? (stage[section] as unknown[]).filter((id): id is string => typeof id === 'string')
      : [];

const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** "Complete" per kind (§4) from the learner's trackers. */
const completeOf = (kind: HomeItem['kind'], id: string, trackers: Map<string, TrackerState>) => {
  switch (kind) {
    case 'topics':
      return trackers.get(trackerKey('topic', id))?.body.introductionComplete === true;
    case 'bricks':
      return !!trackers.get(trackerKey('action', id))?.dateCompleted;
    case 'challenges':
      return !!trackers.get(trackerKey('challenge', id))?.dateCompleted;
    case 'assessments':
      return !!trackers.get(trackerKey('quiz', id))?.dateCompleted;
  }
};

const startedOf = (kind: HomeItem['kind'], id: string, trackers: Map<string, TrackerState>) => {
  switch (kind) {
    case 'topics':
      return !!trackers.get(trackerKey('assessment', id));
    case 'bricks':
      return !!trackers.get(trackerKey('action', id));
    case 'challenges':
      return !!trackers.get(trackerKey('challenge', id));
    case 'assessments':
      return trackers.get(trackerKey('quiz', id))?.body.started === true;
  }
};

const xpOf = (record: ContentItem, kind: HomeItem['kind']) => {
  if (kind === 'assessments') return xpForType(String(record.body.type));
  if (kind === 'bricks') return XP_BY_TYPE.tutorial;
  if (kind === 'challenges') return XP_BY_TYPE.challenge;
  return XP_BY_TYPE.conceptIntro;
};

export interface LoadedHome {
  home: CourseHome;
  course: ContentItem;
  items: Map<string, ContentItem>;
  trackers: Map<string, TrackerState>;
}

/** What an item of the home is whoever looks at it: everything but the learner's progress and locks. */
export interface SkeletonItem {
  fixed: Omit<HomeItem, 'complete' | 'started' | 'locked' | 'conceptIntro' | 'boost'>;
  /** Requirements inside this course (outside ones can never be met here, so they are not counted). */
  requiresIds: string[];
  conceptIntroId: string | null;
  boostId: string | null;
}

/** The part of a course home that is the same for every learner, for one locale and mode. */
export interface Skeleton {
  head: Omit<CourseHome, 'preview' | 'stages'>;
  stages: { _id: string; title: string; description: string; sections: Record<Section, SkeletonItem[]> }[];
  /** The subjects of the learner's trackers that the home reads: items and their lessons and boosts. */
  subjectIds: string[];
}

const buildSkeleton = (
  course: ContentItem,
  items: Map<string, ContentItem>,
  stages: StageBody[],
  body: Record<string, unknown>,
  drafts: boolean,
  locale: Locale,
): Skeleton => {
  const visible = (record: ContentItem | undefined, kind: HomeItem['kind']): record is ContentItem =>
    !!record && record.kind === kind && (drafts || (!record.draft && !record.archived));
  const stageRecords = stages.map(
    (stage) =>
      Object.fromEntries(
        STAGE_SECTION_ORDER.map((section) => [
          section,
          sectionIds(stage, section)
            .map((id) => items.get(id))
            .filter((record) => visible(record, STAGE_SECTION_KIND[section])),
        ]),
      ) as Record<Section, ContentItem[]>,
  );
  const inCourse = new Set(
    stageRecords.flatMap((s) => STAGE_SECTION_ORDER.flatMap((sec) => s[sec].map((r) => r.id))),
  );
  const idOf = (value: unknown) => (typeof value === 'string' ? value : null);
  const subjectIds: string[] = [];
  const skeletonStages = stages.map((stage, index) => ({
    _id: stage._id,
    title: stage.title,
    description: stage.description ?? '',
    sections: Object.fromEntries(
      STAGE_SECTION_ORDER.map((section) => {
        const kind = STAGE_SECTION_KIND[section];
        return [
          section,
          stageRecords[index]![section].map((record): SkeletonItem => {
            const localized = localize(record.body, record.translations, locale) as Record<string, unknown>;
            const requiresIds = stringList(record.body.prerequisites).filter((id) => inCourse.has(id));
            const conceptIntroId = kind === 'topics' ? idOf(record.body.conceptIntro) : null;
            const boostId = kind === 'topics' ? idOf(record.body.boost) : null;
            subjectIds.push(record.id);
            if (conceptIntroId) subjectIds.push(conceptIntroId);
            if (boostId) subjectIds.push(boostId);
            return {
              fixed: {
                _id: record.id,
                kind,
                title: String(localized.title ?? record.title),
                description: typeof localized.description === 'string' ? localized.description : '',
                type: kind === 'assessments' ? String(record.body.type) : null,
                xp: xpOf(record, kind),
                requires: requiresIds.map((id) => titleIn(items.get(id)!, locale)),
              },
              requiresIds,
              conceptIntroId,
              boostId,
            };
          }),
        ];
      }),
    ) as Record<Section, SkeletonItem[]>,
  }));
  return {
    head: {
      _id: course.id,
      title: String(body.title ?? course.title),
      subheading: String(body.subheading ?? ''),
      description: String(body.description ?? ''),
      language: course.language,
      colour: typeof body.colour === 'string' ? body.colour : null,
      banner:
        typeof (body.banner as { image?: unknown } | null)?.image === 'string'
          ? (body.banner as { image: string }).image
          : null,
    },
    stages: skeletonStages,
    subjectIds,
  };
};

// Skeletons are kept per course record (a changed course is a new record, and its old skeletons go with the
// old one), per locale and mode, and checked against the stamp of the course's item set: a changed item
// changes the stamp and the skeleton is built again.
interface Kept {
  body: Record<string, unknown>;
  stages: StageBody[];
  itemSet: ContentSet;
  stamp: string | null;
  skeleton: Skeleton | null;
}

/** `drafts`: draft stages and items too (an author's preview). */
const skeletonFor = async (
  db: Conn,
  caches: LearnCaches,
  course: ContentItem<'courses'>,
  drafts: boolean,
  locale: Locale,
) => {
  const { skeletons } = caches.homes;
  let forCourse = skeletons.get(course);
  if (!forCourse) {
    forCourse = new Map();
    skeletons.set(course, forCourse);
  }
  const key = `${locale}|${drafts}`;
  let entry = forCourse.get(key);
  if (!entry) {
    const body = localize(course.body, course.translations, locale) as Record<string, unknown>;
    // The stages' items and drafts as written; only their titles and descriptions in the locale, so what a
    // learner may open and what locks it never depends on a translation.
    const stagesOf = (from: Record<string, unknown>) =>
      (Array.isArray(from.stages) ? from.stages : []) as StageBody[];
    const shown = stagesOf(body);
    const allStages = stagesOf(course.body).map((stage, i) => ({
      ...stage,
      title: shown[i]?.title ?? stage.title,
      description: shown[i]?.description ?? stage.description,
    }));
    const stages = drafts ? allStages : allStages.filter((s) => s.draft !== true);
    // A pathway course's stages keep one content list; its items are sorted into sections once loaded.
    const ids = stages.flatMap((stage) =>
      course.body.pathway === true
        ? pathwayContent(stage).map((entry) => entry._id)
        : STAGE_SECTION_ORDER.flatMap((section) => sectionIds(stage, section)),
    );
    entry = { body, stages, itemSet: contentSet(ids), stamp: null, skeleton: null };
    forCourse.set(key, entry);
  }
  const { records: items, stamp } = await loadContentSet(db, caches.content, entry.itemSet);
  if (!entry.skeleton || entry.stamp !== stamp) {
    const stages =
      course.body.pathway === true
        ? entry.stages.map((stage) => ({
            ...stage,
            ...pathwaySections(pathwayContent(stage), (id) => {
              const type = items.get(id)?.body.type;
              return typeof type === 'string' ? type : undefined;
            }),
          }))
        : entry.stages;
    entry.skeleton = buildSkeleton(course, items, stages, entry.body, drafts, locale);
    entry.stamp = stamp;
  }
  return { skeleton: entry.skeleton, items };
};

// Homes built for learners, by learner, course, locale and mode, most recently used last. An entry serves
// only while its skeleton is the current one and the learner's progress stamp and content unlock are the same.
interface BuiltHome {
  skeleton: Skeleton;
  stamp: number;
  contentUnlocked: boolean;
  home: CourseHome;
  trackers: ReadonlyMap<string, TrackerState>;
}
const BUILT_HOMES_MAX = 2000;

/** The course home's part of the app's caches (src/caches.ts): one per app, never shared between apps. */
export const createHomeCache = () => ({
  /** Built homes, by learner, course, locale and mode, the least recently used leaving first. */
  built: new LRUCache<string, BuiltHome>({ max: BUILT_HOMES_MAX }),
  /** Skeletons per course item (a changed course is a new item, and its old skeletons go with the old one). */
  skeletons: new WeakMap<ContentItem<'courses'>, Map<string, Kept>>(),
});
export type HomeCache = ReturnType<typeof createHomeCache>;

/** The caches the course home reads through: the app's (src/caches.ts). */
export interface LearnCaches {
  content: ContentCache;
  homes: HomeCache;
}

/**
 * A course as its learners see it (published stages and items, in `locale`), without anyone's progress: the
 * class progress grid lays every student's trackers over it. Null for an unknown course.
 */
export const loadCourseOutline = async (db: Conn, caches: LearnCaches, courseId: string, locale: Locale) => {
  const course = await loadContent(db, caches.content, 'courses', courseId);
  if (!course) return null;
  const { skeleton } = await skeletonFor(db, caches, course, false, locale);
  return skeleton;
};

/** The course home for `user`. `courseId` defaults to the user's current course. */
export const loadCourseHome = async (
  db: Conn,
  caches: LearnCaches,
  user: User,
  options: { courseId?: string | null; preview?: boolean; locale?: Locale },
): Promise<LoadedHome> => {
  const courseId = options.courseId ?? user.current_course;
  if (!courseId) throw badRequest(NO_COURSE);
  const course = await loadContent(db, caches.content, 'courses', courseId);
  if (!course) throw notFound(message('courseNotFound'));
  const access = await courseAccess(db, user, course, options.preview === true);
  if (!access) throw forbidden(COURSE_NOT_OPEN);
  const { preview, drafts } = access;
  const locale = options.locale ?? user.locale;
  const { skeleton, items } = await skeletonFor(db, caches, course, drafts, locale);
  // Outside a transaction, a home built before from the same skeleton and the same progress stamp is the
  // same home: the stamp is read before the trackers, so what is kept is never older than its stamp.
  const stamp = isRootConnection(db) ? await progressStamp(db, user._id) : null;
  const homeKey = `${user._id}|${course.id}|${locale}|${preview}|${drafts}`;
  if (stamp !== null) {
    const hit = caches.homes.built.get(homeKey);
    if (
      hit &&
      hit.skeleton === skeleton &&
      hit.stamp === stamp &&
      hit.contentUnlocked === user.contentUnlocked
    ) {
      return { home: hit.home, course, items, trackers: new Map(hit.trackers) };
    }
  }
  const trackers = await loadTrackers(db, user._id, skeleton.subjectIds);

  const lockInput = skeleton.stages.map(
    (stage) =>
      Object.fromEntries(
        STAGE_SECTION_ORDER.map((section) => [
          section,
          stage.sections[section].map(
            (item): LockItem => ({
              _id: item.fixed._id,
              complete: completeOf(STAGE_SECTION_KIND[section], item.fixed._id, trackers),
              requires: item.requiresIds,
            }),
          ),
        ]),
      ) as unknown as StageItems,
  );
  const locks = courseLocks(lockInput, { preview, contentUnlocked: user.contentUnlocked });
  const topicPart = (id: string | null, type: 'conceptIntro' | 'boost', done: boolean) =>
    id ? { _id: id, title: '', xp: XP_BY_TYPE[type], complete: done } : null;

  const home: CourseHome = {
    ...skeleton.head,
    preview,
    stages: skeleton.stages.map((stage, index) => ({
      _id: stage._id,
      title: stage.title,
      description: stage.description,
      locked: locks[index]!.locked,
      sections: Object.fromEntries(
        STAGE_SECTION_ORDER.map((section) => {
          const kind = STAGE_SECTION_KIND[section];
          return [
            section,
            stage.sections[section].map((item, position): HomeItem => {
              const topic =
                kind === 'topics' ? trackers.get(trackerKey('topic', item.fixed._id))?.body : null;
              const f = item.fixed;
              return {
                _id: f._id,
                kind: f.kind,
                title: f.title,
                description: f.description,
                type: f.type,
                xp: f.xp,
                requires: f.requires,
                complete: lockInput[index]![section][position]!.complete,
                started: startedOf(kind, item.fixed._id, trackers),
                locked: locks[index]!.items[section][position]!,
                conceptIntro: topicPart(
                  item.conceptIntroId,
                  'conceptIntro',
                  topic?.introductionComplete === true,
                ),
                boost: topicPart(item.boostId, 'boost', topic?.boostComplete === true),
              };
            }),
          ];
        }),
      ) as HomeSections,
    })),
  };
  if (stamp !== null) {
    caches.homes.built.set(homeKey, {
      skeleton,
      stamp,
      contentUnlocked: user.contentUnlocked,
      home: deepFreeze(home),
      trackers: new Map(trackers),
    });
  }
  return { home, course, items, trackers };
};

export interface LocatedItem {
  item: HomeItem;
  stage: number;
  section: Section;
  /** For a topic's lesson or boost: which one, and the topic. */
  topicPart: 'conceptIntro' | 'boost' | null;
}

/** Where `id` sits in the course: a stage item, or the lesson or boost of a topic. */
export const locate = (home: CourseHome, id: string): LocatedItem | null => {
  for (const [stage, s] of home.stages.entries()) {
    for (const section of STAGE_SECTION_ORDER) {
      for (const item of s.sections[section]) {
        if (item._id === id) return { item, stage, section, topicPart: null };
        if (item.conceptIntro?._id === id) return { item, stage, section, topicPart: 'conceptIntro' };
        if (item.boost?._id === id) return { item, stage, section, topicPart: 'boost' };
      }
    }
  }
  return null;
};

export const ITEM_NOT_IN_COURSE = message('itemNotInCourse');
export const ITEM_LOCKED = CONTENT_LOCKED;

/**
 * Opens one item of a course for a learner: it must be in the course and, outside preview, unlocked.
 * A topic's boost opens once its lesson is done, since it practises what the lesson taught. Inside a
 * transaction (which may write progress) the learner's progress is locked first (`lockProgress`).
 */
export const openCourseItem = async (
  db: Conn,
  caches: LearnCaches,
  user: User,
  itemId: string,
  options: { courseId?: string | null; preview?: boolean },
) => {
  if (!isRootConnection(db)) await lockProgress(db, user._id);
  const loaded = await loadCourseHome(db, caches, user, options);
  const located = locate(loaded.home, itemId);
  if (!located) throw forbidden(ITEM_NOT_IN_COURSE);
  if (!loaded.home.preview) {
    const lessonPending = located.topicPart === 'boost' && !located.item.conceptIntro?.complete;
    if (located.item.locked || lessonPending) throw forbidden(ITEM_LOCKED);
  }
  return { ...loaded, located };
};
