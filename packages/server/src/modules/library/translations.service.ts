// Translations (authoring.md §6): kept as the texts that differ from English, checked and sanitised like the
// English ones by the kind's update schema; a locale holding anything but texts is refused. Parts that are rows
// of their own (questions, steps) are translated by id.
import {
  keyed,
  type LibraryKind,
  LOCALES,
  message,
  ONLY_TEXTS_MESSAGE,
  pathText,
  QuestionUpdateSchema,
  type TextPath,
  textsOnly,
  translatedBody,
  translationDiff,
  untranslatablePath,
} from '@brickyard/core';
import type { Conn } from '../../db/conn.ts';
import { badRequest, type FieldError, keyedText } from '../../lib/errors.ts';
import { loadItems, updateItem } from '../content/content.store.ts';
import { KINDS, ROW_FIELDS, staleItem } from './library-kinds.service.ts';

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
export type At = TextPath;

/**
 * A translation may hold only texts (`core/rules/translatable.ts`): anything else, a question's type, a stage's
 * items, a flag, is refused with the path of the first such key, and nothing is written.
 */
const checkOnlyTexts = (at: At, locale: string, raw: unknown) => {
  const bad = untranslatablePath(raw);
  if (!bad) return;
  const where = pathText([...at, locale, ...bad]);
  throw badRequest({ ...keyedText(ONLY_TEXTS_MESSAGE), message: `${where}: ${ONLY_TEXTS_MESSAGE}` }, [
    { path: where, message: message('onlyTextsTranslated') },
  ]);
};

export const mergeTranslations = (
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
    if (locale === 'en') throw badRequest(message('englishIsItem'));
    if (!(LOCALES as readonly string[]).includes(locale))
      throw badRequest(keyed('unknownLanguage', { locale }));
    checkOnlyTexts(at, locale, raw);
    const clean = cleanTranslation(update, locale, english, raw);
    if (clean === undefined) delete merged[locale];
    else merged[locale] = clean;
  }
  return merged;
};

/** Stored translations reduced to texts at the English body's text paths; a locale left with none goes. */
export const keptTranslations = (english: Record<string, unknown>, stored: Record<string, unknown>) => {
  const kept: Record<string, unknown> = {};
  for (const [locale, translation] of Object.entries(stored)) {
    const texts = translationDiff(english, textsOnly(english, translation));
    if (texts !== undefined) kept[locale] = texts;
  }
  return kept;
};

/**
 * Translations of an item's parts that are rows of their own (an assessment's questions, a tutorial's steps),
 * by id, each merged into its row; the parts stay as they are. An id that is not one of `ids` is refused.
 */
export const translateParts = async (
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
