// What a learner may see of library content: questions without their answers (DECISIONS.md "Learning"),
// and content in the learner's locale where a translation exists.
import type { LearnerQuestion } from '../api/learn.ts';
import type { Locale } from '../basics.ts';
import type { Question } from '../model/assessment.ts';
import type { Piece } from '../model/piece.ts';
import { runsCode, testCases } from './grading.ts';

/** The marker a missing_word or fill_in_blanks template holds where each answer goes. */
export const BLANK = '___';

export const blankCount = (template: string) => template.split(BLANK).length - 1;

const sorted = (items: readonly string[]) => [...items].sort((a, b) => a.localeCompare(b, 'en'));

const templateOf = (question: Pick<Question, 'additionalOptions'>) => {
  const template = question.additionalOptions.template;
  return typeof template === 'string' ? template : null;
};

/**
 * A question as a learner receives it: option texts only where they are choices, never `isCorrect`; answers
 * that are typed (textfield, missing_word, fill_in_blanks, multi_stage) are left out entirely; mix-match
 * partners and parsons lines come sorted, so their order gives nothing away.
 */
export const learnerQuestion = (question: Question): LearnerQuestion => {
  const choices = ['radio', 'checkbox', 'dropdown', 'poll'].includes(question.fieldType);
  return {
    _id: question._id,
    title: question.title,
    fieldType: question.fieldType,
    pieces: question.pieces,
    hints: question.hints,
    explanationRequired: question.explanationRequired,
    options: choices
      ? question.fieldOptions.map((o) => ({
          _id: o._id,
          text: o.data.text,
          description: o.data.description,
          pieces: o.data.pieces,
        }))
      : [],
    template: ['missing_word', 'fill_in_blanks'].includes(question.fieldType) ? templateOf(question) : null,
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
  };
};

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Overlays a translation on a body: objects merge by key, arrays by position, and any other value replaces
 * the English one. Strings left empty in a translation keep the English text.
 */
export const overlay = <T>(base: T, translation: Json): T => {
  if (translation === undefined || translation === null) return base;
  if (Array.isArray(base) && Array.isArray(translation))
    return base.map((item, i) => overlay(item, translation[i])) as T;
  if (isObject(base) && isObject(translation)) {
    const result: Record<string, Json> = { ...base };
    for (const [key, value] of Object.entries(translation)) {
      if (Object.hasOwn(base, key)) result[key] = overlay(base[key], value);
    }
    return result as T;
  }
  if (typeof base === 'string' && typeof translation === 'string') return (translation || base) as T;
  return base;
};

/** A body in `locale`, from its per-locale translations (authoring.md §3); English is the body itself. */
export const localize = <T>(body: T, translations: Partial<Record<Locale, Json>>, locale: Locale): T =>
  locale === 'en' ? body : overlay(body, translations[locale]);

/** Pieces without the solutions embedded editors carry, for those who may not see solutions. */
export const withoutSolutions = (pieces: readonly Piece[]): Piece[] =>
  pieces.map((piece): Piece => {
    switch (piece.format) {
      case 'embed-editor': {
        const { solution: _solution, ...data } = piece.data;
        return { ...piece, data };
      }
      case 'section':
        return { ...piece, data: { ...piece.data, pieces: withoutSolutions(piece.data.pieces) } };
      case 'columns':
        return {
          ...piece,
          data: { left: withoutSolutions(piece.data.left), right: withoutSolutions(piece.data.right) },
        };
      case 'piece-table':
        return {
          ...piece,
          data: {
            ...piece.data,
            table: piece.data.table.map((row) =>
              row.map((cell) => ({ pieces: withoutSolutions(cell.pieces) })),
            ),
          },
        };
      default:
        return piece;
    }
  });

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
