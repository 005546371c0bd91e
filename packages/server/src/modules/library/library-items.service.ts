// The authoring library's items (authoring.md §2, §4): create, save (naming the version edited: 409 when
// stale, unless forced; translators change translations only), copy, delete, link a starter or solution
// (the item as its editor reads it: item-read.service.ts).
import {
  ADMIN_SETTINGS_MESSAGE,
  completeBody,
  copyTitle,
  isAdmin,
  keyed,
  LINK_ARCHIVED_MESSAGE,
  LINK_MISSING_MESSAGE,
  LINK_NOT_YOURS_MESSAGE,
  type LibraryKind,
  languagesOf,
  linkLanguageMessage,
  mayChangeAdminSettings,
  newContentBody,
  type ProjectLink,
  parentProblem,
  TREE_KINDS,
  type User,
  variantOf,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { badRequest, fieldError, forbidden, HttpError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  type ContentItem,
  deleteItems,
  insertItems,
  loadItem,
  loadItems,
  loadItemsOfKind,
  type NewItem,
  updateItem,
} from '../content/content.store.ts';
import { loadProject } from '../projects/projects.store.ts';
import { inUse, LANGUAGE_IN_USE_MESSAGE, languagePartIds, relanguageParts } from './language.service.ts';
import {
  bodyFields,
  checkAdminSettings,
  checkMayChange,
  communityFor,
  itemFor,
  KINDS,
  readableItemFor,
  staleItem,
} from './library-kinds.service.ts';
import { refuseUnanswerable, saveQuestions } from './questions.service.ts';
import { brickTree, saveBrickTree } from './steps.service.ts';
import { keptTranslations, mergeTranslations, translateParts } from './translations.service.ts';

/**
 * A reference, FAQ or definition may hang only from a page of its own kind in its community, never from itself
 * or a page beneath it (400 otherwise); the tree is read only when the parent changes.
 */
export const checkParent = async (
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
  if (editsContent) checkMayChange(user, item);
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
  if (item.kind === 'assessments' && Array.isArray(fields.questions))
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
  const source = await readableItemFor(db, user, kind, id);
  const community = communityFor(user);
  if (language && !(languagesOf(kind) as readonly string[]).includes(language))
    throw badRequest(keyed('kindNotInLanguage', { label: KINDS[kind].label.toLowerCase(), language }), [
      fieldError('language', keyed('oneOf', { field: 'language', values: languagesOf(kind).join(', ') })),
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
  if (source.kind === 'assessments') {
    const questions = await loadItems(db, source.body.questions ?? []);
    const byId = new Map(questions.map((q) => [q.id, q]));
    const ids: string[] = [];
    for (const qid of source.body.questions ?? []) {
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
      const children = (brick.body.bricks ?? []).flatMap((c) => ids.get(c) ?? []);
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
  checkMayChange(user, item);
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

/** Kinds whose items are deleted, not only archived (the FAQ and reference libraries' "Delete from Library"). */
export const DELETABLE_KINDS = TREE_KINDS;

/** Deletes a reference, FAQ or definition; the pages that hung from it in the tree move to its parent. */
export const deleteItem = async (db: Conn, user: User, kind: LibraryKind, id: string, now: string) => {
  const item = await itemFor(db, user, kind, id);
  checkMayChange(user, item);
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
