// Which texts of a library item a translator translates (authoring.md §3 "per-locale variants"): titles,
// descriptions, captions and the words of its pieces, never code, addresses, ids, settings or answers. One set of
// rules says where texts are: the editors list those texts for a translation, the server refuses a translation
// holding anything but texts, and a learner's page lays only those texts over the English, so a translation can
// never change an item's structure or how it is graded (issue 17).
import { message } from '../api/messages.ts';

export type TextPath = readonly (string | number)[];

/** Keys holding words a reader sees: plain text, or rich text (HTML) when the English is HTML. */
export const TEXT_KEYS = [
  'title',
  'subheading',
  'description',
  'learningObjectives',
  'summary',
  'text',
  'content',
  'label',
  'name',
  'caption',
] as const;

/** Keys of lists and objects that hold texts further down (a piece's data, a section's pieces…). */
export const TEXT_CONTAINERS = [
  'pieces',
  'postTaskPieces',
  'brief',
  'sections',
  'hints',
  'tasks',
  'decomposition',
  'steps',
  'substeps',
  'fieldOptions',
  'stages',
  'data',
  'items',
  'cells',
  'left',
  'right',
  'highlights',
  'table',
] as const;

const TEXTS = new Set<string>(TEXT_KEYS);
const CONTAINERS = new Set<string>(TEXT_CONTAINERS);

/** Pieces whose data holds code, not words (an older code piece kept it in `data.text`). */
const CODE_FORMATS = new Set(['code', 'editor', 'embed-editor', 'codeExercise']);

/** Question types whose options are choices the learner reads; other types' options are answers or tests. */
const CHOICE_TYPES = new Set(['radio', 'checkbox', 'dropdown', 'poll']);

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * `body` with each of its texts replaced by `change(text, path)`; everything else is kept (and shared). A piece
 * of a code format is kept whole; a question's options count only when they are choices (a multi-stage
 * question's only by their prompts), since the others are answers and test cases.
 */
const mapTexts = <T>(body: T, change: (text: string, path: TextPath) => string): T => {
  const walk = (value: Json, path: (string | number)[], only?: ReadonlySet<string>): Json => {
    if (Array.isArray(value)) {
      let changed = false;
      const out = value.map((item, index) => {
        const next = walk(item, [...path, index], only);
        changed ||= next !== item;
        return next;
      });
      return changed ? out : value;
    }
    if (!isRecord(value)) return value;
    if (typeof value.format === 'string' && CODE_FORMATS.has(value.format)) return value;
    let out: Record<string, Json> | null = null;
    for (const [key, inner] of Object.entries(value)) {
      let next = inner;
      if (only && key !== 'data' && !only.has(key)) continue;
      if (TEXTS.has(key) && typeof inner === 'string') next = change(inner, [...path, key]);
      else if (key === 'fieldOptions' && typeof value.fieldType === 'string') {
        if (CHOICE_TYPES.has(value.fieldType)) next = walk(inner, [...path, key]);
        else if (value.fieldType === 'multi_stage') next = walk(inner, [...path, key], PROMPTS_ONLY);
      } else if (CONTAINERS.has(key)) next = walk(inner, [...path, key], key === 'data' ? only : undefined);
      if (next !== inner) {
        out ??= { ...value };
        out[key] = next;
      }
    }
    return out ?? value;
  };
  return walk(body, []) as T;
};
const PROMPTS_ONLY = new Set(['description']);

/** The paths of an item's non-empty texts, in reading order: what a translator is asked for. */
export const translatableTexts = (body: unknown): TextPath[] => {
  const out: TextPath[] = [];
  mapTexts(body, (text, path) => {
    if (text.trim() !== '') out.push(path);
    return text;
  });
  return out;
};

const at = (value: Json, path: TextPath): Json =>
  path.reduce<Json>(
    (inner, key) =>
      inner && typeof inner === 'object' ? (inner as Record<string | number, Json>)[key] : undefined,
    value,
  );

/**
 * A body in another language: each of its texts replaced by the translation's text at the same path, where
 * that is a non-empty string. Nothing else of the translation is read, so a stored translation holding more
 * than texts (older data) still changes only texts.
 */
export const overlayTexts = <T>(body: T, translation: unknown): T => {
  if (!isRecord(translation) && !Array.isArray(translation)) return body;
  return mapTexts(body, (text, path) => {
    const translated = at(translation, path);
    return typeof translated === 'string' && translated !== '' ? translated : text;
  });
};

/** A translation reduced to its texts at the body's text paths (in the body's shape, null where none). */
export const textsOnly = (body: unknown, translation: unknown): Record<string, unknown> => {
  let out: Json = {};
  mapTexts(body, (text, path) => {
    const translated = at(translation, path);
    if (typeof translated === 'string') out = setPath(out, path, translated);
    return text;
  });
  return out as Record<string, unknown>;
};

const setPath = (value: Json, path: TextPath, next: Json): Json => {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    while (list.length <= key) list.push(null);
    list[key] = setPath(list[key], rest, next);
    return list;
  }
  const object: Record<string, Json> = isRecord(value) ? { ...value } : {};
  object[key] = setPath(object[key], rest, next);
  return object;
};

/** Why a translation is refused: it holds something other than texts. */
export const ONLY_TEXTS_MESSAGE = message('onlyTexts');

/**
 * The first place in a translation that is not a text a translator may send, or null when it holds only texts:
 * text keys holding strings, reached through text containers (objects, or lists by position with null where
 * nothing is translated). A type, an id list, a setting, a flag or a key of any other name is refused, whatever
 * its value; so is a text where a list or object belongs.
 */
export const untranslatablePath = (translation: unknown): TextPath | null => {
  const check = (value: Json, path: (string | number)[]): TextPath | null => {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = check(item, [...path, index]);
        if (found) return found;
      }
      return null;
    }
    if (!isRecord(value)) return path;
    for (const [key, inner] of Object.entries(value)) {
      if (TEXTS.has(key) && (typeof inner === 'string' || inner === null)) continue;
      if (CONTAINERS.has(key) && (inner === null || typeof inner === 'object')) {
        const found = check(inner, [...path, key]);
        if (found) return found;
        continue;
      }
      return [...path, key];
    }
    return null;
  };
  return check(translation, []);
};

/** A path as a person reads it: `translations.de.stages[2].introQuizzes`. */
export const pathText = (path: TextPath) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

/** Whether an English text is rich text (HTML) rather than plain. */
export const isRichText = (text: string) => /<\/?[a-z][^>]*>/i.test(text);
