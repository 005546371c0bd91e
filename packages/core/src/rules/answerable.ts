// Whether a learner could answer a question (issue 18, item 10): what is published must be answerable, so a
// save that publishes an assessment with an empty question is refused, naming the question. The server decides
// with these rules; the question editor shows the same problems beside each question.
import { message } from '../api/messages.ts';
import type { Question } from '../model/assessment.ts';
import { TEST_CASES_MAX } from './grading.ts';
import { BLANK } from './learner-view.ts';

/** Why a learner could not answer a question. */
export const QUESTION_PROBLEMS = [
  'noText',
  'noOptions',
  'noCorrectAnswer',
  'noPairs',
  'noLines',
  'noMissingCode',
  'noBlanks',
  'blanksMismatch',
  'noStages',
  'stageIncomplete',
  'noTestCases',
  'tooManyTestCases',
] as const;
export type QuestionProblem = (typeof QUESTION_PROBLEMS)[number];

/** The English sentence for a problem of question number `n` (1-based); the web app says it in the reader's language. */
export const QUESTION_PROBLEM_MESSAGES: Record<QuestionProblem, (n: number) => string> = {
  noText: (n) => message('questionNoText', { n }),
  noOptions: (n) => message('questionNoOptions', { n }),
  noCorrectAnswer: (n) => message('questionNoCorrectAnswer', { n }),
  noPairs: (n) => message('questionNoPairs', { n }),
  noLines: (n) => message('questionNoLines', { n }),
  noMissingCode: (n) => message('questionNoMissingCode', { n }),
  noBlanks: (n) => message('questionNoBlanks', { n }),
  blanksMismatch: (n) => message('questionBlanksMismatch', { n }),
  noStages: (n) => message('questionNoStages', { n }),
  stageIncomplete: (n) => message('questionStageIncomplete', { n }),
  noTestCases: (n) => message('questionNoTestCases', { n }),
  tooManyTestCases: (n) => message('questionTooManyTestCases', { n, max: TEST_CASES_MAX }),
};

export type AnswerableQuestion = Pick<
  Question,
  'title' | 'fieldType' | 'pieces' | 'tasks' | 'fieldOptions' | 'code'
> &
  Partial<Pick<Question, 'additionalOptions'>>;

/** A title a learner learns something from: not empty and not the "Question {n}" every new question gets. */
const tellingTitle = (title: string) => title.trim() !== '' && !/^Question \d+$/.test(title.trim());

const hasWords = (html: unknown) =>
  typeof html === 'string' &&
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

/** Whether a piece shows a learner something: text with words, or any other piece (an image, code, a table). */
const pieceShows = (piece: unknown): boolean => {
  if (!piece || typeof piece !== 'object') return false;
  const { format, data } = piece as { format?: unknown; data?: Record<string, unknown> };
  if (format === 'text') return hasWords(data?.text);
  if (format === 'section') return piecesShow(data?.pieces);
  if (format === 'columns') return piecesShow(data?.left) || piecesShow(data?.right);
  return typeof format === 'string';
};
const piecesShow = (pieces: unknown): boolean => Array.isArray(pieces) && pieces.some(pieceShows);

/** Options a learner chooses from: those with text (or pieces) to read. */
const readableOptions = (question: AnswerableQuestion) =>
  question.fieldOptions.filter((option) => option.data.text.trim() !== '' || piecesShow(option.data.pieces));

/**
 * What keeps a learner from answering the question (empty when nothing does). A question needs something to
 * read (its pieces, a task, or a title of its own, which learners see as its heading); a choice needs options and, except a poll, a correct one; the other types
 * need what their grading compares with.
 */
export const questionProblems = (question: AnswerableQuestion): QuestionProblem[] => {
  const problems: QuestionProblem[] = [];
  const tasks = question.tasks.some((task) => hasWords(task.description));
  if (!piecesShow(question.pieces) && !tasks && !tellingTitle(question.title)) problems.push('noText');
  const options = readableOptions(question);
  switch (question.fieldType) {
    case 'radio':
    case 'dropdown':
    case 'checkbox':
      if (options.length === 0) problems.push('noOptions');
      else if (!options.some((option) => option.data.isCorrect === true)) problems.push('noCorrectAnswer');
      break;
    case 'poll':
      if (options.length === 0) problems.push('noOptions');
      break;
    case 'missing_word':
    case 'fill_in_blanks':
      problems.push(...blankProblems(question));
      break;
    case 'multi_stage':
      problems.push(...stageProblems(question));
      break;
    case 'mix_match':
      if (!question.fieldOptions.some((o) => o.data.lhs.length > 0)) problems.push('noPairs');
      break;
    case 'parsons_problem':
      if (!question.code.some((token) => !token.isHidden && token.text.trim() !== ''))
        problems.push('noLines');
      break;
    case 'missing_code':
      if (!question.code.some((token) => token.isHidden && token.text.trim() !== ''))
        problems.push('noMissingCode');
      break;
    // A learner's program is checked against the test cases (grading.ts): one at least, at most as many as an
    // answer can carry outputs for.
    case 'code_challenge':
      if (question.fieldOptions.length === 0) problems.push('noTestCases');
      else if (question.fieldOptions.length > TEST_CASES_MAX) problems.push('tooManyTestCases');
      break;
  }
  return problems;
};

/**
 * A missing_word or fill_in_blanks question: its template (without one, the learner sees a single blank) needs
 * blanks, each blank an answer (a correct option with text, in order), and as many answers as blanks; a
 * missing_word has exactly one blank.
 */
const blankProblems = (question: AnswerableQuestion): QuestionProblem[] => {
  const template = question.additionalOptions?.template;
  const blanks = typeof template === 'string' ? template.split(BLANK).length - 1 : 1;
  const answers = question.fieldOptions.filter((o) => o.data.isCorrect === true);
  if (blanks === 0) return ['noBlanks'];
  if (!answers.some((o) => o.data.text.trim() !== '')) return ['noCorrectAnswer'];
  const one = question.fieldType === 'missing_word';
  if (
    (one && blanks !== 1) ||
    (!one && answers.length !== blanks) ||
    answers.some((o) => !o.data.text.trim())
  )
    return ['blanksMismatch'];
  return [];
};

/** A multi_stage question needs stages, each a prompt (`description`) and an answer (`text`). */
const stageProblems = (question: AnswerableQuestion): QuestionProblem[] => {
  if (question.fieldOptions.length === 0) return ['noStages'];
  return question.fieldOptions.some((o) => !o.data.description.trim() || !o.data.text.trim())
    ? ['stageIncomplete']
    : [];
};

export interface UnanswerableQuestion {
  /** 0-based position in the assessment. */
  index: number;
  problem: QuestionProblem;
  message: string;
}

/** Every problem of an assessment's questions, in order, each with its English sentence. */
export const unanswerableQuestions = (questions: readonly AnswerableQuestion[]): UnanswerableQuestion[] =>
  questions.flatMap((question, index) =>
    questionProblems(question).map((problem) => ({
      index,
      problem,
      message: QUESTION_PROBLEM_MESSAGES[problem](index + 1),
    })),
  );
