// The authoring library's rules (authoring.md §2, §4, §6): who may create, read, change and copy what; saves
// that name the version they edited (409 when stale, unless forced); translators who change translations only;
// translations kept as the texts that differ from English, checked and sanitised like the English ones.
import {
  ADMIN_SETTINGS_MESSAGE,
  AssessmentCreateSchema,
  AssessmentSchema,
  AssessmentUpdateSchema,
  AUTHOR_REPORTS_MAX,
  BrickCreateSchema,
  BrickSchema,
  BrickUpdateSchema,
  ChallengeCreateSchema,
  ChallengeSchema,
  ChallengeUpdateSchema,
  CONFLICT_MESSAGE,
  ContentLanguageSchema,
  CourseCreateSchema,
  CourseSchema,
  CourseUpdateSchema,
  changedAdminSettings,
  completeBody,
  completeQuestion,
  copyTitle,
  courseItemIds,
  DefinitionCreateSchema,
  DefinitionSchema,
  DefinitionUpdateSchema,
  FaqCreateSchema,
  FaqSchema,
  FaqUpdateSchema,
  type FieldType,
  isAdmin,
  isChallengeFieldType,
  LINK_ARCHIVED_MESSAGE,
  LINK_MISSING_MESSAGE,
  LINK_NOT_YOURS_MESSAGE,
  type LibraryKind,
  LinkCreateSchema,
  LinkSchema,
  LinkUpdateSchema,
  LOCALES,
  languagesOf,
  linkLanguageMessage,
  MOVE_SAME_MESSAGE,
  mayAuthorIn,
  mayChangeAdminSettings,
  mayEditContentIn,
  NOT_AUTHOR_MESSAGE,
  newContentBody,
  newQuestionBody,
  ONLY_TEXTS_MESSAGE,
  type ProjectLink,
  parentProblem,
  pathText,
  QuestionUpdateSchema,
  ReferenceCreateSchema,
  ReferenceSchema,
  ReferenceUpdateSchema,
  type TextPath,
  TopicCreateSchema,
  TopicSchema,
  TopicUpdateSchema,
  TRANSLATORS_ONLY_MESSAGE,
  TREE_KINDS,
  TutorialCreateSchema,
  TutorialSchema,
  TutorialUpdateSchema,
  textsOnly,
  translatedBody,
  translationDiff,
  type User,
  unanswerableQuestions,
  untranslatablePath,
  variantOf,
  xpForType,
} from '@brickyard/core';
import type { z } from 'zod';
import type { Conn } from '../../db/conn.ts';
import {
  badRequest,
  type FieldError,
  forbidden,
  HttpError,
  notFound,
  StaleSaveError,
} from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  type ContentItem,
  deleteItems,
  insertItems,
  isOfKind,
  loadItem,
  loadItems,
  loadItemsOfKind,
  type NewItem,
  updateItem,
} from '../content/content.store.ts';
import { loadProject } from '../projects/projects.store.ts';
import {
  anyTrackerOn,
  loadOpenReports,
  loadPublishedCourseBodies,
  loadReport,
  loadTopicParts,
  resolveReport,
} from './library.store.ts';

// biome-ignore lint/suspicious/noExplicitAny: each kind has its own schemas; the table below is read generically
type AnyObject = z.ZodObject<any>;

interface KindSpec {
  label: string;
  create: AnyObject;
  update: AnyObject;
  entity: z.ZodType;
}

/** Each library kind's schemas (`core/model`). */
/** The kinds whose language an author may change while the item is unused (docs/decisions.md, issue 18). */
export const LANGUAGE_CHANGE_KINDS = [
  'assessments',
  'bricks',
  'tutorials',
  'challenges',
  'topics',
  'links',
] as const satisfies readonly LibraryKind[];
const withLanguage = <S extends AnyObject>(schema: S) =>
  schema.extend({ language: ContentLanguageSchema.optional() });

export const KINDS: Record<LibraryKind, KindSpec> = {
  courses: { label: 'Course', create: CourseCreateSchema, update: CourseUpdateSchema, entity: CourseSchema },
  assessments: {
    label: 'Assessment',
    create: AssessmentCreateSchema,
    update: withLanguage(AssessmentUpdateSchema),
    entity: AssessmentSchema,
  },
  bricks: {
    label: 'Tutorial',
    create: BrickCreateSchema,
    update: withLanguage(BrickUpdateSchema),
    // Named 'Brick' in core's registry: OpenAPI refers to the recursive tree as that component.
    entity: BrickSchema,
  },
  tutorials: {
    label: 'Tutorial',
    create: TutorialCreateSchema,
    update: withLanguage(TutorialUpdateSchema),
    entity: TutorialSchema,
  },
  challenges: {
    label: 'Challenge',
    create: ChallengeCreateSchema,
    update: withLanguage(ChallengeUpdateSchema),
    entity: ChallengeSchema,
  },
  topics: {
    label: 'Topic',
    create: TopicCreateSchema,
    update: withLanguage(TopicUpdateSchema),
    entity: TopicSchema,
  },
  links: {
    label: 'Link',
    create: LinkCreateSchema,
    update: withLanguage(LinkUpdateSchema),
    entity: LinkSchema,
  },
  references: {
    label: 'Reference',
    create: ReferenceCreateSchema,
    update: ReferenceUpdateSchema,
    entity: ReferenceSchema,
  },
  faqs: { label: 'Faq', create: FaqCreateSchema, update: FaqUpdateSchema, entity: FaqSchema },
  definitions: {
    label: 'Definition',
    create: DefinitionCreateSchema,
    update: DefinitionUpdateSchema,
    entity: DefinitionSchema,
  },
};

/** The row's own fields; everything else of a create or update goes into the body. */
/** Fields of an update that are not the item's body (translations of its questions included). */
const ROW_FIELDS = new Set([
  'version',
  'draft',
  'archived',
  'core',
  'translations',
  'questionTranslations',
  'stepTranslations',
]);

/** A stale save of a library item or a part of it: 409 with the stored version (the conflict protocol). */
export const staleItem = (version: number, updatedAt: string) =>
  new StaleSaveError(CONFLICT_MESSAGE, version, updatedAt);

const missing = (kind: LibraryKind) => notFound(`${KINDS[kind].label} not found`);

/** The item, if it is of this kind and the user authors in its community (read: translators too). */
export const itemFor = async <K extends LibraryKind>(
  db: Conn,
  user: User,
  kind: K,
  id: string,
): Promise<ContentItem<K>> => {
  const item = await loadItem(db, id);
  if (!isOfKind(item, kind)) throw missing(kind);
  if (!mayAuthorIn(user, item.communityId)) throw forbidden(NOT_AUTHOR_MESSAGE);
  return item;
};

/** The community new items go to: the user's current one, where they must be admin or contentCreator. */
const communityFor = (user: User) => {
  const community = user.current_community;
  if (!community || !mayAuthorIn(user, community)) throw forbidden(NOT_AUTHOR_MESSAGE);
  if (!mayEditContentIn(user, community)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  return community;
};

const bodyFields = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !ROW_FIELDS.has(key)));

const checkAdminSettings = (
  user: User,
  kind: LibraryKind,
  community: string,
  stored: Record<string, unknown>,
  input: Record<string, unknown>,
) => {
  if (kind !== 'courses' || mayChangeAdminSettings(user, community)) return;
  const changed = changedAdminSettings(stored, input);
  if (changed.length > 0)
    throw new HttpError(
      403,
      ADMIN_SETTINGS_MESSAGE,
      changed.map((path) => ({ path, message: ADMIN_SETTINGS_MESSAGE })),
    );
};

/**
 * A locale's translation checked the way its English fields are (the kind's update schema, which also
 * sanitises rich text) and reduced to the texts that differ from English; undefined when nothing differs.
 */
/** The update schema a translation of `kind` is checked with (a question's own, for questions). */
type UpdateSchema = (typeof KINDS)[LibraryKind]['update'] | typeof QuestionUpdateSchema;

const cleanTranslation = (
  update: UpdateSchema,
  locale: string,
  english: Record<string, unknown>,
  raw: unknown,
) => {
  const localized = translatedBody(english, raw) as Record<string, unknown>;
  const touched =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.keys(raw).filter((key) => Object.hasOwn(update.shape, key) && !ROW_FIELDS.has(key))
      : [];
  if (touched.length === 0) return undefined;
  // The fields the translation touches, checked by the kind's own rules (`pick` takes a mask of its keys).
  const schema = (update as typeof QuestionUpdateSchema).pick(
    Object.fromEntries(touched.map((key) => [key, true])) as never,
  );
  const parsed = schema.safeParse(Object.fromEntries(touched.map((key) => [key, localized[key]])));
  if (!parsed.success)
    throw badRequest(
      `The ${locale} translation has errors`,
      parsed.error.issues.map(
        (issue): FieldError => ({
          path: ['translations', locale, ...issue.path].join('.'),
          message: issue.message,
        }),
      ),
    );
  const english_ = Object.fromEntries(touched.map((key) => [key, english[key]]));
  return translationDiff(english_, parsed.data);
};

/** A translation's place in the request, for messages: `translations`, `questionTranslations.{id}`… */
type At = TextPath;

/**
 * A translation may hold only texts (`core/rules/translatable.ts`): anything else, a question's type, a stage's
 * items, a flag, is refused with the path of the first such key, and nothing is written.
 */
const checkOnlyTexts = (at: At, locale: string, raw: unknown) => {
  const bad = untranslatablePath(raw);
  if (!bad) return;
  const where = pathText([...at, locale, ...bad]);
  throw badRequest(`${where}: ${ONLY_TEXTS_MESSAGE}`, [
    { path: where, message: 'Only texts can be translated' },
  ]);
};

const mergeTranslations = (
  kind: LibraryKind | 'questions',
  english: Record<string, unknown>,
  stored: Record<string, unknown>,
  sent: Record<string, unknown> | undefined,
  at: At,
) => {
  const update = kind === 'questions' ? QuestionUpdateSchema : KINDS[kind].update;
  // What is kept keeps to the English body's texts (older rows may hold more; an English change may have
  // moved a text's place).
  const merged: Record<string, unknown> = keptTranslations(english, stored);
  for (const [locale, raw] of Object.entries(sent ?? {})) {
    if (locale === 'en') throw badRequest('English is the item itself: edit its fields instead');
    if (!(LOCALES as readonly string[]).includes(locale)) throw badRequest(`Unknown language: ${locale}`);
    checkOnlyTexts(at, locale, raw);
    const clean = cleanTranslation(update, locale, english, raw);
    if (clean === undefined) delete merged[locale];
    else merged[locale] = clean;
  }
  return merged;
};

/** Stored translations reduced to texts at the English body's text paths; a locale left with none goes. */
const keptTranslations = (english: Record<string, unknown>, stored: Record<string, unknown>) => {
  const kept: Record<string, unknown> = {};
  for (const [locale, translation] of Object.entries(stored)) {
    const texts = translationDiff(english, textsOnly(english, translation));
    if (texts !== undefined) kept[locale] = texts;
  }
  return kept;
};

/**
 * An assessment's questions as the editor sent them, in order: those of this assessment (by `_id`) are
 * changed, the others added as new rows, and the ones not sent removed. Returns the ids in order.
 */
const saveQuestions = async (
  db: Conn,
  assessment: ContentItem,
  inputs: readonly Record<string, unknown>[],
  now: string,
) => {
  const storedIds = new Set((assessment.body.questions as string[] | undefined) ?? []);
  const stored = new Map((await loadItems(db, [...storedIds])).map((q) => [q.id, q]));
  const ids: string[] = [];
  const added: NewItem[] = [];
  for (const [index, { _id, translations, ...input }] of inputs.entries()) {
    const sent = translations as Record<string, unknown> | undefined;
    const at = ['questions', index, 'translations'];
    const existing = typeof _id === 'string' && storedIds.has(_id) ? stored.get(_id) : undefined;
    if (existing && !ids.includes(existing.id)) {
      const body = completeQuestion(
        {
          ...newQuestionBody(existing.title, String(input.fieldType), assessment.id),
          ...existing.body,
          ...input,
          assessment: assessment.id,
        },
        newId,
      );
      await updateItem(
        db,
        existing.id,
        existing.version,
        {
          title: String(body.title),
          draft: false,
          archived: false,
          core: existing.core,
          variant: null,
          body,
          translations: mergeTranslations('questions', body, existing.translations, sent, at),
        },
        now,
      );
      ids.push(existing.id);
    } else {
      const id = newId();
      const body = completeQuestion(
        {
          ...newQuestionBody(String(input.title), String(input.fieldType), assessment.id),
          ...input,
          assessment: assessment.id,
        },
        newId,
      );
      added.push({
        id,
        kind: 'questions',
        variant: null,
        communityId: assessment.communityId,
        language: assessment.language,
        title: String(body.title),
        draft: false,
        core: assessment.core,
        authorId: assessment.authorId,
        body,
        translations: mergeTranslations('questions', body, {}, sent, at),
      });
      ids.push(id);
    }
  }
  await insertItems(db, added, now);
  const removed = [...storedIds].filter((id) => !ids.includes(id));
  if (removed.length > 0) await deleteItems(db, removed, 'questions');
  return ids;
};

/**
 * Translations of an item's parts that are rows of their own (an assessment's questions, a tutorial's steps),
 * by id, each merged into its row; the parts stay as they are. An id that is not one of `ids` is refused.
 */
const translateParts = async (
  db: Conn,
  kind: 'questions' | 'bricks',
  ids: readonly string[],
  sent: Record<string, Record<string, unknown>>,
  field: 'questionTranslations' | 'stepTranslations',
  now: string,
) => {
  const strangers = Object.keys(sent).filter((id) => !ids.includes(id));
  if (strangers.length > 0) {
    const message = `${kind === 'questions' ? 'Question' : 'Step'} ${strangers[0]} is not in this ${kind === 'questions' ? 'assessment' : 'tutorial'}`;
    throw badRequest(message, [{ path: `${field}.${strangers[0]}`, message }]);
  }
  for (const part of await loadItems(db, Object.keys(sent))) {
    const translations = mergeTranslations(kind, part.body, part.translations, sent[part.id], [
      field,
      part.id,
    ]);
    // A translator's save sends every part's translations: only the parts whose texts changed are written.
    if (JSON.stringify(translations) === JSON.stringify(part.translations)) continue;
    const saved = await updateItem(db, part.id, part.version, { ...part, translations }, now);
    if (!saved) throw staleItem(part.version, part.updatedAt);
  }
};

/** How deep steps nest below a tutorial: steps, sub-steps and theirs. */
const STEP_DEPTH_MAX = 3;
const STEP_DEPTH_MESSAGE = `Steps can be nested at most ${STEP_DEPTH_MAX} deep`;

/**
 * A tutorial's steps as the editor sent them, a tree: steps of this tutorial (by `_id`) are changed, the
 * others added as new rows, and the steps not sent removed with theirs. Returns the top steps' ids in order.
 */
const saveBrickTree = async (
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
            ...(merged.interactions as Record<string, unknown>),
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

/**
 * A reference, FAQ or definition may hang only from a page of its own kind in its community, never from itself
 * or a page beneath it (400 otherwise); the tree is read only when the parent changes.
 */
const checkParent = async (
  db: Conn,
  kind: LibraryKind,
  communityId: string,
  id: string | null,
  fields: Record<string, unknown>,
  stored: unknown = null,
) => {
  if (!(TREE_KINDS as readonly string[]).includes(kind) || !('parent' in fields)) return;
  const parent = typeof fields.parent === 'string' ? fields.parent : null;
  if (parent === stored) return;
  const nodes = (await loadItemsOfKind(db, kind, communityId)).map((page) => ({
    _id: page.id,
    parent: typeof page.body.parent === 'string' ? page.body.parent : null,
  }));
  const problem = parentProblem(nodes, id, parent);
  if (problem) throw badRequest(problem, [{ path: 'parent', message: problem }]);
};

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

export const LANGUAGE_IN_USE_MESSAGE =
  'This item is in a published course or learners have answered it, so its language can no longer change; copy it to make one in another language';

/** An assessment's questions as learners would meet them, each with the defaults an older row lacks. */
const questionsOf = async (db: Conn, assessmentId: string, ids: readonly string[]) => {
  const rows = new Map((await loadItems(db, ids)).map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = rows.get(id);
    return q ? [{ ...newQuestionBody(q.title, 'concept_intro', assessmentId), ...q.body } as never] : [];
  });
};

/** What keeps learners from answering a stored assessment's questions (`Question 2 has no text`). */
export const assessmentProblems = async (db: Conn, item: ContentItem) =>
  unanswerableQuestions(await questionsOf(db, item.id, (item.body.questions as string[] | undefined) ?? []));

/** A published assessment must be answerable: 400 naming each question a learner could not answer. */
const refuseUnanswerable = async (db: Conn, assessmentId: string, questionIds: readonly string[]) => {
  const problems = unanswerableQuestions(await questionsOf(db, assessmentId, questionIds));
  if (problems.length === 0) return;
  throw badRequest(
    `Learners could not answer this yet, so it cannot be published: ${problems.map((p) => p.message).join('; ')}`,
    problems.map((p) => ({ path: `questions.${p.index}`, message: p.message })),
  );
};

/** The ids of an item's parts that carry its language: an assessment's questions, a tutorial's steps. */
const languagePartIds = async (db: Conn, item: ContentItem) => {
  if (item.kind === 'assessments') return (item.body.questions as string[] | undefined) ?? [];
  if (item.kind === 'bricks') return [...(await brickTree(db, item)).keys()].filter((id) => id !== item.id);
  return [];
};

/** Moves an item's parts to its new language (their column and body), each to its next version. */
const relanguageParts = async (db: Conn, ids: readonly string[], language: string, now: string) => {
  for (const part of await loadItems(db, ids)) {
    const body = 'language' in part.body ? { ...part.body, language } : part.body;
    await updateItem(db, part.id, part.version, { ...part, variant: part.variant, body, language }, now);
  }
};

export const createItem = async (
  db: Conn,
  user: User,
  kind: LibraryKind,
  input: Record<string, unknown>,
  now: string,
) => {
  const community = communityFor(user);
  const fields = bodyFields(input);
  const title = String(fields.title);
  const language = String(fields.language);
  const base = newContentBody(kind, typeof fields.type === 'string' ? fields.type : null, title, language);
  checkAdminSettings(user, kind, community, base, fields);
  if (input.core === true && kind === 'courses' && !mayChangeAdminSettings(user, community))
    throw forbidden(ADMIN_SETTINGS_MESSAGE);
  await checkParent(db, kind, community, null, fields);
  const body = completeBody(kind, { ...base, ...fields }, newId);
  if (kind === 'assessments') body.questions = [];
  const id = newId();
  await insertItems(
    db,
    [
      {
        id,
        kind,
        variant: variantOf(kind, body),
        communityId: community,
        language,
        title,
        // New content starts as a draft unless its author says otherwise.
        draft: input.draft !== false,
        core: input.core === true,
        authorId: user._id,
        body,
        translations: mergeTranslations(kind, body, {}, input.translations as Record<string, unknown>, [
          'translations',
        ]),
      },
    ],
    now,
  );
  return id;
};

export const updateItemFor = async (
  db: Conn,
  user: User,
  kind: LibraryKind,
  id: string,
  input: Record<string, unknown>,
  force: boolean,
  now: string,
) => {
  const item = await itemFor(db, user, kind, id);
  const fields = bodyFields(input);
  const editsContent =
    Object.keys(fields).length > 0 || ['draft', 'archived', 'core'].some((key) => key in input);
  if (editsContent && !mayEditContentIn(user, item.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  const stored = { ...newContentBody(kind, item.variant, item.title, item.language), ...item.body };
  checkAdminSettings(user, kind, item.communityId, stored, fields);
  if (
    kind === 'courses' &&
    'core' in input &&
    input.core !== item.core &&
    !mayChangeAdminSettings(user, item.communityId)
  )
    throw forbidden(ADMIN_SETTINGS_MESSAGE);
  if (!force && input.version !== item.version) throw staleItem(item.version, item.updatedAt);
  const language = typeof input.language === 'string' ? input.language : item.language;
  const relanguage = language !== item.language;
  if (relanguage && (await inUse(db, item, await languagePartIds(db, item))))
    throw badRequest(LANGUAGE_IN_USE_MESSAGE, [{ path: 'language', message: LANGUAGE_IN_USE_MESSAGE }]);
  await checkParent(db, kind, item.communityId, id, fields, item.body.parent ?? null);
  const body = completeBody(kind, { ...stored, ...fields }, newId);
  if (kind === 'assessments' && Array.isArray(fields.questions))
    body.questions = await saveQuestions(db, item, fields.questions as Record<string, unknown>[], now);
  if (kind === 'assessments' && input.questionTranslations)
    await translateParts(
      db,
      'questions',
      (body.questions as string[] | undefined) ?? [],
      input.questionTranslations as Record<string, Record<string, unknown>>,
      'questionTranslations',
      now,
    );
  if (item.kind === 'bricks' && input.stepTranslations)
    await translateParts(
      db,
      'bricks',
      [...(await brickTree(db, item)).keys()].filter((stepId) => stepId !== item.id),
      input.stepTranslations as Record<string, Record<string, unknown>>,
      'stepTranslations',
      now,
    );
  if (item.kind === 'bricks' && Array.isArray(fields.bricks))
    body.bricks = await saveBrickTree(db, item, fields.bricks as Record<string, unknown>[], now);
  const draft = typeof input.draft === 'boolean' ? input.draft : item.draft;
  if (kind === 'assessments' && !draft)
    await refuseUnanswerable(db, item.id, (body.questions as string[] | undefined) ?? []);
  if (relanguage) {
    const parts =
      kind === 'assessments'
        ? ((body.questions as string[] | undefined) ?? [])
        : await languagePartIds(db, { ...item, body });
    await relanguageParts(db, parts, language, now);
  }
  const translations = mergeTranslations(
    kind,
    body,
    item.translations,
    input.translations as Record<string, unknown> | undefined,
    ['translations'],
  );
  const saved = await updateItem(
    db,
    id,
    item.version,
    {
      title: typeof body.title === 'string' ? body.title : item.title,
      draft,
      language,
      archived: typeof input.archived === 'boolean' ? input.archived : item.archived,
      core: typeof input.core === 'boolean' ? input.core : item.core,
      variant: variantOf(kind, body),
      body,
      translations,
    },
    now,
  );
  if (!saved) {
    const latest = await loadItem(db, id);
    throw staleItem(latest?.version ?? item.version, latest?.updatedAt ?? item.updatedAt);
  }
};

/**
 * Moves a question to another assessment, or copies it there (`copy`), appending it to that assessment's list;
 * both assessments must be editable by the user, and the source must be at the version the editor had.
 */
export const moveQuestion = async (
  db: Conn,
  user: User,
  sourceId: string,
  questionId: string,
  move: { to: string; copy: boolean; version: number },
  now: string,
) => {
  const source = await itemFor(db, user, 'assessments', sourceId);
  if (!mayEditContentIn(user, source.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  if (move.to === source.id)
    throw badRequest(MOVE_SAME_MESSAGE, [{ path: 'to', message: MOVE_SAME_MESSAGE }]);
  const target = await itemFor(db, user, 'assessments', move.to);
  if (!mayEditContentIn(user, target.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  if (move.version !== source.version) throw staleItem(source.version, source.updatedAt);
  const order = (source.body.questions as string[] | undefined) ?? [];
  const question = order.includes(questionId) ? await loadItem(db, questionId) : null;
  if (!question || (question.kind as string) !== 'questions') throw notFound('Question not found');
  const save = async (item: ContentItem, body: Record<string, unknown>) => {
    const saved = await updateItem(db, item.id, item.version, { ...item, body }, now);
    if (!saved) throw staleItem(item.version, item.updatedAt);
  };
  let moved = question.id;
  if (move.copy) {
    moved = newId();
    await insertItems(
      db,
      [
        {
          id: moved,
          kind: 'questions',
          variant: null,
          communityId: target.communityId,
          language: target.language,
          title: question.title,
          draft: false,
          core: target.core,
          authorId: user._id,
          body: { ...question.body, assessment: target.id },
          translations: question.translations,
        },
      ],
      now,
    );
  } else {
    await save(question, { ...question.body, assessment: target.id });
    await save(source, { ...source.body, questions: order.filter((id) => id !== question.id) });
  }
  await save(target, { ...target.body, questions: [...((target.body.questions as string[]) ?? []), moved] });
  return moved;
};

/** The brick and its descendants, level by level (a tutorial is at most a few levels deep). */
const brickTree = async (db: Conn, root: ContentItem<'bricks'>) => {
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

/**
 * A copy in the user's current community, as a draft by them, titled "Copy of …", in `language` if given;
 * an assessment's questions and a tutorial's steps are copied with it.
 */
export const copyItem = async (
  db: Conn,
  user: User,
  kind: LibraryKind,
  id: string,
  language: string | undefined,
  now: string,
) => {
  const source = await itemFor(db, user, kind, id);
  const community = communityFor(user);
  if (language && !(languagesOf(kind) as readonly string[]).includes(language))
    throw badRequest(`A ${KINDS[kind].label.toLowerCase()} cannot be written in ${language}`, [
      { path: 'language', message: `Language must be one of: ${languagesOf(kind).join(', ')}` },
    ]);
  const lang = language ?? source.language;
  const copyId = newId();
  const rows: NewItem[] = [];
  const copyOf = (item: ContentItem, newItemId: string, body: Record<string, unknown>, title: string) => {
    // The copy's new English title must not hide behind the original's translated ones.
    const translations = Object.fromEntries(
      Object.entries(keptTranslations(item.body, item.translations)).map(([locale, t]) => {
        if (newItemId !== copyId || !t || typeof t !== 'object') return [locale, t];
        const { title: _title, ...rest } = t as Record<string, unknown>;
        return [locale, rest];
      }),
    );
    rows.push({
      id: newItemId,
      kind: item.kind,
      variant: item.variant,
      communityId: community,
      language: lang,
      title,
      draft: true,
      core: false,
      authorId: user._id,
      body: { ...body, title, ...('language' in body ? { language: lang } : {}) },
      translations,
    });
  };
  const title = copyTitle(source.title);
  if (kind === 'assessments') {
    const questions = await loadItems(db, (source.body.questions as string[] | undefined) ?? []);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const ids: string[] = [];
    for (const qid of (source.body.questions as string[] | undefined) ?? []) {
      const q = byId.get(qid);
      if (!q) continue;
      const newQuestion = newId();
      ids.push(newQuestion);
      copyOf(q, newQuestion, { ...q.body, assessment: copyId }, q.title);
    }
    copyOf(source, copyId, { ...source.body, questions: ids }, title);
  } else if (source.kind === 'bricks') {
    const tree = await brickTree(db, source);
    const ids = new Map([...tree.keys()].map((old) => [old, old === source.id ? copyId : newId()]));
    for (const brick of tree.values()) {
      const children = ((brick.body.bricks as string[] | undefined) ?? []).flatMap((c) => ids.get(c) ?? []);
      const parent = brick.id === source.id ? null : (ids.get(String(brick.body.parent)) ?? null);
      copyOf(
        brick,
        ids.get(brick.id)!,
        { ...brick.body, bricks: children, parent },
        brick.id === source.id ? title : brick.title,
      );
    }
  } else {
    copyOf(source, copyId, source.body, title);
  }
  await insertItems(db, rows, now);
  return copyId;
};

/**
 * Links one of the author's projects as an item's starter or solution (null unlinks), naming the version the
 * editor holds. The project must exist, be theirs (any for admins), not be archived, and be in the item's
 * language; each refusal names the field, so the editor shows it under the starter or solution.
 */
export const linkProject = async (
  db: Conn,
  user: User,
  kind: LibraryKind,
  id: string,
  link: ProjectLink,
  projectId: string | null,
  version: number,
  now: string,
) => {
  const item = await itemFor(db, user, kind, id);
  if (!mayEditContentIn(user, item.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  if (version !== item.version) throw staleItem(item.version, item.updatedAt);
  const field = `${link}Id`;
  if (projectId !== null) {
    const project = await loadProject(db, projectId);
    const refuse = (message: string) => badRequest(message, [{ path: field, message }]);
    if (!project) throw refuse(LINK_MISSING_MESSAGE);
    if (project.user._id !== user._id && !isAdmin(user))
      throw new HttpError(403, LINK_NOT_YOURS_MESSAGE, [{ path: field, message: LINK_NOT_YOURS_MESSAGE }]);
    if (project.archived) throw refuse(LINK_ARCHIVED_MESSAGE);
    if (project.language !== item.language) throw refuse(linkLanguageMessage(item.language));
  }
  const saved = await updateItem(
    db,
    id,
    item.version,
    { ...item, body: { ...item.body, [link]: projectId } },
    now,
  );
  if (!saved) throw staleItem(item.version, item.updatedAt);
};

/** The open problem reports on a tutorial, for whoever may read it in the library. */
export const tutorialReports = async (db: Conn, user: User, id: string) => {
  const tutorial = await itemFor(db, user, 'bricks', id);
  return loadOpenReports(db, tutorial.id, AUTHOR_REPORTS_MAX);
};

/** Marks a report resolved (it leaves the tutorial's list and its count); only those who edit the tutorial. */
export const resolveTutorialReport = async (db: Conn, user: User, reportId: string) => {
  const report = await loadReport(db, reportId);
  if (!report?.tutorial_id) throw notFound('Report not found');
  const tutorial = await itemFor(db, user, 'bricks', report.tutorial_id);
  if (!mayEditContentIn(user, tutorial.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  await resolveReport(db, reportId);
};

/** Kinds whose items are deleted, not only archived (the FAQ and reference libraries' "Delete from Library"). */
export const DELETABLE_KINDS = TREE_KINDS;

/** Deletes a reference, FAQ or definition; the pages that hung from it in the tree move to its parent. */
export const deleteItem = async (db: Conn, user: User, kind: LibraryKind, id: string, now: string) => {
  const item = await itemFor(db, user, kind, id);
  if (!mayEditContentIn(user, item.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  const children = (await loadItemsOfKind(db, kind, item.communityId)).filter(
    (child) => child.body.parent === id,
  );
  for (const child of children)
    await updateItem(
      db,
      child.id,
      child.version,
      { ...child, variant: child.variant, body: { ...child.body, parent: item.body.parent ?? null } },
      now,
    );
  await deleteItems(db, [id], kind);
};

/** An item as its editor reads it: the full body (defaults for fields an older row lacks) and its row's fields. */
export const presentItem = async (db: Conn, user: User, kind: LibraryKind, id: string) => {
  const item = await itemFor(db, user, kind, id);
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
  if (kind === 'assessments') {
    const order = (item.body.questions as string[] | undefined) ?? [];
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
          : ((brick.body.bricks as string[] | undefined) ?? []).flatMap((c) => {
              const child = tree.get(c);
              return child ? [build(child, depth + 1)] : [];
            }),
    });
    return { ...build(item, 0), ...languageLocked };
  }
  return { ...present(item), ...languageLocked };
};
