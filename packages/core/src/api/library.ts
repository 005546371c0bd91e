// The authoring library (authoring.md §2, §7): its tabs, the list query and rows, copies and save conflicts.

import { z } from 'zod';
import { REFERENCE_LANGUAGES } from '../constants.ts';
import type { ASSESSMENT_TYPES } from '../model/assessment.ts';
import { IdSchema, IsoDateSchema } from '../model/common.ts';
import {
  type ContentKind,
  ContentLanguageSchema,
  ReferenceLanguageSchema,
  VersionSchema,
} from '../model/content.ts';
import { yesNo } from './common.ts';
import { message } from './messages.ts';

/** The kinds the library edits through `/api/{kind}` (stickers have their own routes, questions their assessment's). */
export const LIBRARY_KINDS = [
  'courses',
  'assessments',
  'bricks',
  'tutorials',
  'challenges',
  'topics',
  'links',
  'references',
  'faqs',
  'definitions',
] as const satisfies readonly ContentKind[];
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/**
 * What narrows a kind to one tab: an assessment's type, or for bricks whether it is a tutorial (a brick without
 * a parent) or one of its steps. Kept as a column, so the library never reads inside bodies.
 */
export const BRICK_VARIANTS = ['tutorial', 'step'] as const;
export type ContentVariant = (typeof ASSESSMENT_TYPES)[number] | (typeof BRICK_VARIANTS)[number] | 'skill';

export interface LibraryTab {
  tab: string;
  kind: LibraryKind;
  variant: ContentVariant | null;
  /** The spec's core tabs come first; the others follow. */
  core: boolean;
  /** Where an item of this tab opens (`/edit/{editor}/{id}`). */
  editor: string;
}

/** The thirteen tabs of authoring.md §2, in the order they are shown. */
export const LIBRARY_TABS = [
  { tab: 'courses', kind: 'courses', variant: null, core: true, editor: 'course' },
  { tab: 'introductions', kind: 'assessments', variant: 'conceptIntro', core: true, editor: 'assessment' },
  { tab: 'quizzes', kind: 'assessments', variant: 'quiz', core: true, editor: 'assessment' },
  { tab: 'tutorials', kind: 'bricks', variant: 'tutorial', core: true, editor: 'brick' },
  { tab: 'challenges', kind: 'challenges', variant: null, core: true, editor: 'challenge' },
  { tab: 'references', kind: 'references', variant: null, core: true, editor: 'reference' },
  { tab: 'definitions', kind: 'definitions', variant: null, core: true, editor: 'definition' },
  { tab: 'exams', kind: 'assessments', variant: 'exam', core: false, editor: 'assessment' },
  { tab: 'links', kind: 'links', variant: null, core: false, editor: 'link' },
  { tab: 'faqs', kind: 'faqs', variant: null, core: false, editor: 'faq' },
  { tab: 'boosts', kind: 'assessments', variant: 'boost', core: false, editor: 'assessment' },
  { tab: 'topics', kind: 'topics', variant: null, core: false, editor: 'topic' },
  { tab: 'tutorialsOld', kind: 'tutorials', variant: null, core: false, editor: 'tutorial' },
] as const satisfies readonly LibraryTab[];
export type LibraryTabName = (typeof LIBRARY_TABS)[number]['tab'];
export const LIBRARY_TAB_NAMES = LIBRARY_TABS.map((t) => t.tab) as [LibraryTabName, ...LibraryTabName[]];

export const libraryTab = (name: string): LibraryTab | undefined => LIBRARY_TABS.find((t) => t.tab === name);

/** The tab an item belongs to, from its kind and variant. */
export const tabOf = (kind: LibraryKind, variant: string | null): LibraryTab | undefined =>
  LIBRARY_TABS.find((t) => t.kind === kind && (t.variant === null || t.variant === variant));

export const LIBRARY_PAGE_SIZE = 20;
export const CONTENT_STATUSES = ['draft', 'published'] as const;

/** `GET /api/library/{kind}`: the library's filters (authoring.md §2), all optional; archived defaults to No. */
export const LibraryQuerySchema = z
  .object({
    page: z.coerce
      .number()
      .int()
      .min(0, message('atLeast', { field: 'page', min: 0 }))
      .default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1, message('atLeast', { field: 'limit', min: 1 }))
      .max(100, message('atMost', { field: 'limit', max: 100 }))
      .default(LIBRARY_PAGE_SIZE),
    name: z
      .string()
      .trim()
      .max(200, message('maxChars', { field: 'name', max: 200 }))
      .optional(),
    status: z.enum(CONTENT_STATUSES, { error: message('draftOrPublished', { field: 'status' }) }).optional(),
    language: z
      .enum(REFERENCE_LANGUAGES, {
        error: message('oneOf', { field: 'language', values: REFERENCE_LANGUAGES.join(', ') }),
      })
      .optional(),
    archived: yesNo('archived').default(false),
    author: IdSchema.optional(),
    core: yesNo('core').optional(),
    variant: z.string().max(30).optional(),
  })
  .strict();
export type LibraryQuery = z.infer<typeof LibraryQuerySchema>;

/** The kinds whose pages form a tree (each names its parent), shown as a tree list in their library tabs. */
export const TREE_KINDS = ['references', 'faqs', 'definitions'] as const;
export type TreeKind = (typeof TREE_KINDS)[number];
/** A tree list loads at most this many pages (the spec's `limit 999`). */
export const TREE_MAX = 999;

/** `GET /api/library/{references|faqs|definitions}/tree`: one language's unarchived pages. */
export const TreeQuerySchema = z
  .object({
    language: z.enum(REFERENCE_LANGUAGES, {
      error: message('oneOf', { field: 'language', values: REFERENCE_LANGUAGES.join(', ') }),
    }),
  })
  .strict();

export const TreePageSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  parent: IdSchema.nullable(),
  draft: z.boolean(),
  version: VersionSchema,
  /** Skills and notes are marked in the list; only "reference" pages are shown to learners. */
  metaTags: z.array(z.string()),
});
export type TreePage = z.infer<typeof TreePageSchema>;
export const TreeListSchema = z.object({
  items: z.array(TreePageSchema),
  /** More than TREE_MAX pages: the list shows the first ones by title. */
  truncated: z.boolean(),
});
export type TreeList = z.infer<typeof TreeListSchema>;

/**
 * `POST /api/assessments/{id}/questions/{questionId}/move`: "Move Question" takes it out of this assessment
 * into `to`; "Copy & Move Question" (`copy`) puts a copy there and leaves this one. `version` is this
 * assessment's, as for a save (409 when stale).
 */
export const MoveQuestionSchema = z
  .object({
    to: IdSchema,
    copy: z.boolean({ error: message('trueOrFalse', { field: 'copy' }) }).default(false),
    version: VersionSchema,
  })
  .strict();
export type MoveQuestion = z.infer<typeof MoveQuestionSchema>;
export const MOVE_SAME_MESSAGE = message('moveSame');

/** Tutorials and challenges link a project as their starter (what a learner's project starts from) and solution. */
export const PROJECT_LINK_KINDS = ['bricks', 'challenges', 'tutorials'] as const;
export const PROJECT_LINKS = ['starter', 'solution'] as const;
export type ProjectLink = (typeof PROJECT_LINKS)[number];

/** `POST /api/{bricks|challenges|tutorials}/{id}/starter` (`starterId`) and `/solution` (`solutionId`); null unlinks. */
export const linkProjectSchema = <K extends string>(key: K) =>
  z
    .object({ [key]: IdSchema.nullable(), version: VersionSchema } as Record<
      K,
      z.ZodNullable<typeof IdSchema>
    > & {
      version: typeof VersionSchema;
    })
    .strict();

export const LINK_MISSING_MESSAGE = message('linkMissing');
export const LINK_NOT_YOURS_MESSAGE = message('linkNotYours');
export const LINK_ARCHIVED_MESSAGE = message('linkArchived');
/** Said of the item's language (a content language: a fixed, short list). */
export const linkLanguageMessage = (language: string) => message('linkLanguage', { language });

/** An open problem report on a tutorial, as its authors see it (`GET /api/library/bricks/{id}/reports`). */
export const AuthorReportSchema = z.object({
  _id: IdSchema,
  /** The step reported on (the tutorial itself when reported on its opening). */
  step: z.object({ _id: IdSchema, title: z.string() }),
  student: z.object({ _id: IdSchema, name: z.string() }),
  text: z.string(),
  createdAt: IsoDateSchema,
});
export type AuthorReport = z.infer<typeof AuthorReportSchema>;
/** The newest open reports a tutorial's editor lists. */
export const AUTHOR_REPORTS_MAX = 100;

/** One row of the content table. */
export const LibraryRowSchema = z.object({
  _id: IdSchema,
  kind: z.enum(LIBRARY_KINDS),
  variant: z.string().nullable(),
  title: z.string(),
  language: ReferenceLanguageSchema,
  draft: z.boolean(),
  archived: z.boolean(),
  core: z.boolean(),
  /** Its community: the author's current one, or the global community's, read-only to others (issue 22). */
  community: IdSchema,
  author: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  version: VersionSchema,
  updatedAt: IsoDateSchema,
  /** Problems learners reported on it that are still open (tutorials). */
  openReports: z.number().int(),
});
export type LibraryRow = z.infer<typeof LibraryRowSchema>;

export const LOOKUP_MAX = 500;
/** `POST /api/library/lookup`: the rows of these ids (an editor's lists show their titles). */
export const LookupRequestSchema = z
  .object({
    ids: z
      .array(IdSchema, { error: message('idList', { field: 'ids' }) })
      .max(LOOKUP_MAX, message('idsAtOnce', { max: LOOKUP_MAX })),
  })
  .strict();

/** `POST /api/{kind}/{id}/copy`: the copy may be made in another language. */
export const CopyRequestSchema = z.object({ language: ReferenceLanguageSchema.optional() }).strict();
export type CopyRequest = z.infer<typeof CopyRequestSchema>;

/** A copy's title. */
export const copyTitle = (title: string) => `Copy of ${title}`.slice(0, 200);

export const CONFLICT_MESSAGE = message('staleSave');

export const TRANSLATORS_ONLY_MESSAGE = message('translatorsOnly');
export const ADMIN_SETTINGS_MESSAGE = message('adminSettings');
export const NOT_AUTHOR_MESSAGE = message('notAuthor');
export const NOT_YOUR_ITEM_MESSAGE = message('notYourItem');

/** Languages a new item of this kind may be written in. */
export const languagesOf = (kind: LibraryKind) =>
  kind === 'references' || kind === 'faqs' || kind === 'definitions'
    ? REFERENCE_LANGUAGES
    : ContentLanguageSchema.options;

/** The kinds tags are chosen from (authoring.md §5): skills (references marked "skill"), topics, FAQs, references. */
export const TAG_KINDS = ['skills', 'topics', 'faqs', 'references'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** `GET /api/library/tags/{kind}?q=`: autocomplete, from the first character, at most 32 results. */
export const TagSearchQuerySchema = z
  .object({
    q: z
      .string({ error: message('searchMin') })
      .trim()
      .min(1, message('searchMin'))
      .max(100, message('maxChars', { field: 'q', max: 100 })),
    language: ReferenceLanguageSchema.optional(),
  })
  .strict();

export const TagOptionSchema = z.object({ _id: IdSchema, title: z.string(), language: z.string() });
export type TagOption = z.infer<typeof TagOptionSchema>;

/**
 * `POST /api/courses/{id}/publish`: publishes the course, naming the version the editor holds (409 when stale).
 * With `drafts`, its draft stages and the draft items inside them (and their topics' lessons and boosts) are
 * published in the same transaction, except those a learner could not answer or the author may not change.
 */
export const PublishCourseSchema = z
  .object({
    version: VersionSchema,
    drafts: z.boolean({ error: message('trueOrFalse', { field: 'drafts' }) }).default(false),
  })
  .strict();
export type PublishCourse = z.infer<typeof PublishCourseSchema>;

/** Why something inside a published course is still hidden from learners. */
export const STILL_HIDDEN_REASONS = ['draft', 'archived', 'unanswerable', 'notYours'] as const;
export const PublishedPartSchema = z.object({
  _id: IdSchema,
  /** `stages` for a stage of the course; otherwise the item's library kind. */
  kind: z.string(),
  title: z.string(),
});
export const PublishCourseResultSchema = z.object({
  course: LibraryRowSchema,
  /** Stages and items this call published. */
  published: z.array(PublishedPartSchema),
  /** What learners still do not see, with why: a draft not asked to publish, archived, unanswerable, not yours. */
  hidden: z.array(
    PublishedPartSchema.extend({
      reason: z.enum(STILL_HIDDEN_REASONS),
      /** For an unanswerable assessment: its problems (`Question 2 has no text`). */
      problems: z.array(z.string()),
    }),
  ),
});
export type PublishCourseResult = z.infer<typeof PublishCourseResultSchema>;
