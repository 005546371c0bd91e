// Each library kind's schemas (core/model), and who reaches an item: an author of its community reads it
// (translators too); new items go to the author's current community; stale saves answer 409.
import {
  ADMIN_SETTINGS_MESSAGE,
  AssessmentCreateSchema,
  AssessmentSchema,
  AssessmentUpdateSchema,
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
  DefinitionCreateSchema,
  DefinitionSchema,
  DefinitionUpdateSchema,
  FaqCreateSchema,
  FaqSchema,
  FaqUpdateSchema,
  hasAuthoringRole,
  keyed,
  type LibraryKind,
  LinkCreateSchema,
  LinkSchema,
  LinkUpdateSchema,
  mayAuthorIn,
  mayChangeAdminSettings,
  mayChangeItem,
  mayEditContentIn,
  NOT_AUTHOR_MESSAGE,
  NOT_YOUR_ITEM_MESSAGE,
  ReferenceCreateSchema,
  ReferenceSchema,
  ReferenceUpdateSchema,
  TopicCreateSchema,
  TopicSchema,
  TopicUpdateSchema,
  TRANSLATORS_ONLY_MESSAGE,
  TutorialCreateSchema,
  TutorialSchema,
  TutorialUpdateSchema,
  type User,
} from '@brickyard/core';
import type { z } from 'zod';
import type { Conn } from '../../db/conn.ts';
import { forbidden, HttpError, notFound, StaleSaveError } from '../../lib/errors.ts';
import { type ContentItem, globalCommunityIds, isOfKind, loadItem } from '../content/content.store.ts';

/** An object schema of any shape: the table below is read generically, each entry keeps its own type. */
type AnyObject = z.ZodObject;

export interface KindSpec {
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

export const KINDS = {
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
} as const satisfies Record<LibraryKind, KindSpec>;

/** The row's own fields; everything else of a create or update goes into the body. */
/** Fields of an update that are not the item's body (translations of its questions included). */
export const ROW_FIELDS = new Set([
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

const missing = (kind: LibraryKind) => notFound(keyed('labelNotFound', { label: KINDS[kind].label }));

/** The item of this id, if it is of this kind (404 otherwise). */
const itemOfKind = async <K extends LibraryKind>(db: Conn, kind: K, id: string): Promise<ContentItem<K>> => {
  const item = await loadItem(db, id);
  if (!isOfKind(item, kind)) throw missing(kind);
  return item;
};

/**
 * The item to read, if it is of this kind and the user authors in its community (translators too), or it is the
 * global community's and the user authors somewhere (they read it and copy it, as the library lists it).
 */
export const readableItemFor = async <K extends LibraryKind>(
  db: Conn,
  user: User,
  kind: K,
  id: string,
): Promise<ContentItem<K>> => {
  const item = await itemOfKind(db, kind, id);
  if (mayAuthorIn(user, item.communityId)) return item;
  if (hasAuthoringRole(user) && (await globalCommunityIds(db)).includes(item.communityId)) return item;
  throw forbidden(NOT_AUTHOR_MESSAGE);
};

/** The item to change, if it is of this kind and the user authors in its community (translators too). */
export const itemFor = async <K extends LibraryKind>(
  db: Conn,
  user: User,
  kind: K,
  id: string,
): Promise<ContentItem<K>> => {
  const item = await itemOfKind(db, kind, id);
  if (!mayAuthorIn(user, item.communityId)) throw forbidden(NOT_AUTHOR_MESSAGE);
  return item;
};

/**
 * The author check before a change of content: translators change translations only; of the community's
 * creators, only the item's author, besides admins (core `mayChangeItem`).
 */
export const checkMayChange = (user: User, item: Pick<ContentItem, 'communityId' | 'authorId'>) => {
  if (!mayEditContentIn(user, item.communityId)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  if (!mayChangeItem(user, item.communityId, item.authorId)) throw forbidden(NOT_YOUR_ITEM_MESSAGE);
};

/** The community new items go to: the user's current one, where they must be admin or contentCreator. */
export const communityFor = (user: User) => {
  const community = user.current_community;
  if (!community || !mayAuthorIn(user, community)) throw forbidden(NOT_AUTHOR_MESSAGE);
  if (!mayEditContentIn(user, community)) throw forbidden(TRANSLATORS_ONLY_MESSAGE);
  return community;
};

export const bodyFields = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !ROW_FIELDS.has(key)));

export const checkAdminSettings = (
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
