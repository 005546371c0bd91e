// What a learner may see of library content: questions without their answers (DECISIONS.md "Learning"),
// and content in the learner's locale where a translation exists.
import type { LearnerQuestion } from '../api/learn.ts';
import type { Locale } from '../basics.ts';
import type { Question } from '../model/assessment.ts';
import { PIECE_FORMATS, type Piece, type PieceFormat } from '../model/piece.ts';
import { blankAnswers, distractors, runsCode, testCases } from './grading.ts';
import { optionOrderSeed, shuffledBy } from './shuffle.ts';
import { overlayTexts } from './translatable.ts';

/** The marker a missing_word or fill_in_blanks template holds where each answer goes. */
export const BLANK = '___';

export const blankCount = (template: string) => template.split(BLANK).length - 1;

const sorted = (items: readonly string[]) => [...items].sort((a, b) => a.localeCompare(b, 'en'));

export const templateOf = (question: Pick<Question, 'additionalOptions'>) => {
  const template = question.additionalOptions.template;
  return typeof template === 'string' ? template : null;
};

/** Question types whose choices a learner sees shuffled: one or more is right. Poll options (often a scale) keep theirs. */
export const SHUFFLED_FIELD_TYPES = ['radio', 'checkbox', 'dropdown'] as const;

/**
 * A question's options in the order `learnerId` sees them: shuffled by learner and question, the same on every
 * reload, unless the author keeps the order or no learner is named. Answers name options by id, so grading
 * does not depend on the order.
 */
export const optionsInOrder = (
  question: Pick<Question, '_id' | 'fieldType' | 'fieldOptions' | 'keepOptionOrder'>,
  learnerId?: string,
) =>
  learnerId !== undefined &&
  !question.keepOptionOrder &&
  (SHUFFLED_FIELD_TYPES as readonly string[]).includes(question.fieldType)
    ? shuffledBy(question.fieldOptions, optionOrderSeed(learnerId, question._id))
    : question.fieldOptions;

/**
 * How many hints a learner has earned on a question (docs/decisions.md "Journeys (issue 18): hints"): one more
 * after each wrong answer, in the order the author wrote them; `'all'` in preview (a teacher looking, or an
 * assessment already finished), where nothing is at stake.
 */
export type HintsEarned = number | 'all';

/** The hints a learner may read after `earned` wrong answers; the rest stay on the server. */
export const earnedHints = <H>(hints: readonly H[], earned: HintsEarned): H[] =>
  earned === 'all' ? [...hints] : hints.slice(0, Math.max(0, earned));

/**
 * The word bank of a fill_in_blanks question: only when the author added distractor words, the answers of the
 * blanks (their first accepted text, never the alternatives) and the distractors, each once, sorted, so neither
 * their order nor anything else says which words are right. Without distractors learners type (empty bank).
 */
export const wordBank = (question: Pick<Question, 'fieldType' | 'fieldOptions'>): string[] => {
  if (question.fieldType !== 'fill_in_blanks') return [];
  const wrong = distractors(question).map((o) => o.data.text.trim());
  if (wrong.length === 0) return [];
  const right = blankAnswers(question)
    .map((o) => o.data.text.trim())
    .filter((text) => text !== '');
  return sorted([...new Set([...right, ...wrong])]);
};

/**
 * A question as a learner receives it: option texts only where they are choices, never `isCorrect`; answers
 * that are typed (textfield, missing_word, fill_in_blanks, multi_stage) are left out entirely; mix-match
 * partners and parsons lines come sorted, so their order gives nothing away; the choices of a radio, checkbox or
 * dropdown question come in `learnerId`'s own order (`optionsInOrder`); pieces lose their author-only fields
 * (`withoutAuthorOnly`); of the hints, only those `hints` says the learner has earned (none unless told). Its
 * tasks always come; its post-task pieces, which may tell the answer, only once `answered` (the question is
 * done, or the assessment is in preview); otherwise they reach the learner with the verdict that passes it.
 */
export const learnerQuestion = (
  question: Question,
  learnerId?: string,
  hints: HintsEarned = 0,
  answered = false,
): LearnerQuestion => {
  const choices = ['radio', 'checkbox', 'dropdown', 'poll'].includes(question.fieldType);
  return withoutAuthorOnly({
    _id: question._id,
    title: question.title,
    fieldType: question.fieldType,
    pieces: question.pieces,
    tasks: question.tasks.map((task) => task.description).filter((text) => text.trim() !== ''),
    postTaskPieces: answered ? question.postTaskPieces : [],
    hints: earnedHints(question.hints, hints),
    hintCount: question.hints.length,
    explanationRequired: question.explanationRequired,
    options: choices
      ? optionsInOrder(question, learnerId).map((o) => ({
          _id: o._id,
          text: o.data.text,
          description: o.data.description,
          pieces: o.data.pieces,
        }))
      : [],
    template: ['missing_word', 'fill_in_blanks'].includes(question.fieldType) ? templateOf(question) : null,
    words: wordBank(question),
    left: question.fieldType === 'mix_match' ? question.fieldOptions.flatMap((o) => o.data.lhs) : [],
    right: question.fieldType === 'mix_match' ? sorted(question.fieldOptions.flatMap((o) => o.data.rhs)) : [],
    stages: question.fieldType === 'multi_stage' ? question.fieldOptions.map((o) => o.data.description) : [],
    lines: question.fieldType === 'parsons_problem' ? sorted(question.code.map((t) => t.text.trim())) : [],
    cases:
      question.fieldType === 'code_challenge'
        ? testCases(question).map((c) => ({
            input: c.input,
            expected: c.hidden ? null : c.expected,
            hidden: c.hidden,
          }))
        : [],
    code:
      question.fieldType === 'code_challenge'
        ? question.code.filter((t) => !t.isHidden).map((t) => t.text)
        : question.fieldType === 'missing_code'
          ? question.code.map((t) => (t.isHidden ? null : t.text))
          : [],
    preview: runsCode(question.fieldType) ? question.preview : null,
  });
};

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body in `locale`, from its per-locale translations (authoring.md §3); English is the body itself. Only the
 * texts `translatable.ts` names are taken from the translation (empty ones keep the English), so whatever a
 * stored translation holds, structure, settings and answers stay the English ones.
 */
export const localize = <T>(body: T, translations: Partial<Record<Locale, Json>>, locale: Locale): T =>
  locale === 'en' ? body : overlayTexts(body, translations[locale]);

type DataOf<F extends PieceFormat> = Extract<Piece, { format: F }>['data'];

/**
 * The fields of each piece format's `data` that only those allowed to see solutions receive (DECISIONS.md
 * "Learning"): an embedded editor's solution. Every format is listed, so a new format has to say what it keeps
 * from learners.
 */
export const AUTHOR_ONLY_PIECE_FIELDS: {
  readonly [F in PieceFormat]: readonly (keyof DataOf<F> & string)[];
} = {
  text: [],
  image: [],
  section: [],
  columns: [],
  definition: [],
  table: [],
  'piece-table': [],
  link: [],
  embed: [],
  'embed-editor': ['solution'],
  editor: [],
  code: [],
  video: [],
  syntax: [],
  list: [],
  codeExercise: [],
  purpose: [],
  signal: [],
  handler: [],
  audience: [],
};

const FORMATS = new Set<string>(PIECE_FORMATS);

/**
 * Content as a learner may receive it: every piece in it, however deep (sections, columns, table cells, hints,
 * options, steps, whole responses), without its format's author-only fields. The one place that decides what
 * of a piece leaves the server for those who may not see solutions; it copies, `content` is left as it was.
 */
export const withoutAuthorOnly = <T>(content: T): T => {
  if (Array.isArray(content)) return content.map(withoutAuthorOnly) as T;
  if (!isObject(content)) return content;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(content)) out[key] = withoutAuthorOnly(value);
  const format = content.format;
  if (typeof format === 'string' && FORMATS.has(format) && isObject(out.data)) {
    const hidden: readonly string[] = AUTHOR_ONLY_PIECE_FIELDS[format as PieceFormat];
    if (hidden.length > 0)
      out.data = Object.fromEntries(Object.entries(out.data).filter(([key]) => !hidden.includes(key)));
  }
  return out as T;
};

/** The solutions embedded editors carry, joined: what the brick viewer's solution toggle shows. */
export const solutionsOf = (pieces: readonly Piece[]): string[] =>
  pieces.flatMap((piece) => {
    switch (piece.format) {
      case 'embed-editor':
        return piece.data.solution ? [piece.data.solution] : [];
      case 'section':
        return solutionsOf(piece.data.pieces);
      case 'columns':
        return [...solutionsOf(piece.data.left), ...solutionsOf(piece.data.right)];
      case 'piece-table':
        return piece.data.table.flatMap((row) => row.flatMap((cell) => solutionsOf(cell.pieces)));
      default:
        return [];
    }
  });
