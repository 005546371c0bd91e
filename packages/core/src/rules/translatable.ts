// Which texts of a library item a translator translates (authoring.md §3 "per-locale variants"): titles,
// descriptions and the words of its pieces, never code, addresses, ids or settings. The editors list these
// for a translation; the server stores whatever texts differ from English, so the list is about what a person
// should be asked for, not about what is allowed.

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

/** Pieces whose `data.text` (or name) is code or an address, not words. */
const CODE_FORMATS = new Set(['code', 'editor', 'embed', 'embed-editor', 'codeExercise', 'video', 'image']);

/**
 * The paths of an item's non-empty texts, in reading order: top-level texts, then down through the containers.
 * A piece of a code format is skipped whole.
 */
export const translatableTexts = (body: unknown): TextPath[] => {
  const out: TextPath[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.format === 'string' && CODE_FORMATS.has(record.format)) return;
    for (const [key, inner] of Object.entries(record)) {
      if (TEXTS.has(key) && typeof inner === 'string') {
        if (inner.trim() !== '') out.push([...path, key]);
      } else if (CONTAINERS.has(key)) walk(inner, [...path, key]);
    }
  };
  walk(body, []);
  return out;
};

/** Whether an English text is rich text (HTML) rather than plain. */
export const isRichText = (text: string) => /<\/?[a-z][^>]*>/i.test(text);
