// How the code question editors write a question's code tokens (authoring.md §3 "code tokens (text, isHidden)"),
// and read them back: docs/decisions.md "Code question editors".
import type { CodeToken } from '@brickyard/core';

/** The language a code question is written and run in: the assessment's (javascript unless python). */
export const codeLanguageOf = (language: string | undefined): 'javascript' | 'python' =>
  language === 'python' ? 'python' : 'javascript';

/** code_challenge: the starter code is the text of the tokens that are not hidden (learner-view.ts). */
export const starterOf = (code: readonly CodeToken[]) =>
  code
    .filter((token) => !token.isHidden)
    .map((token) => token.text)
    .join('');

/** code_challenge: the tokens for `starter`, keeping any hidden token an older question holds. */
export const withStarter = (code: readonly CodeToken[], starter: string): CodeToken[] => [
  ...(starter === '' ? [] : [{ text: starter, isHidden: false }]),
  ...code.filter((token) => token.isHidden),
];

/** missing_code: the marks around a part learners fill in, in the code the author writes. */
export const BLANK_OPEN = '[[';
export const BLANK_CLOSE = ']]';

/**
 * missing_code: the author's code with its blanks marked `[[like this]]`, as tokens: the code between blanks
 * as shown tokens, each blank's text as a hidden one. An empty blank is left out (a learner could never answer
 * it); a `[[` never closed is code as written.
 */
export const parseMissingCode = (text: string): CodeToken[] => {
  const tokens: CodeToken[] = [];
  const shown = (part: string) => {
    if (part === '') return;
    const last = tokens.at(-1);
    if (last && !last.isHidden) last.text += part;
    else tokens.push({ text: part, isHidden: false });
  };
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf(BLANK_OPEN, at);
    const close = open < 0 ? -1 : text.indexOf(BLANK_CLOSE, open + BLANK_OPEN.length);
    if (open < 0 || close < 0) {
      shown(text.slice(at));
      break;
    }
    shown(text.slice(at, open));
    const blank = text.slice(open + BLANK_OPEN.length, close);
    if (blank.trim() !== '') tokens.push({ text: blank, isHidden: true });
    at = close + BLANK_CLOSE.length;
  }
  return tokens;
};

/** missing_code: the tokens as the author writes them, blanks marked (parseMissingCode's inverse). */
export const missingCodeText = (code: readonly CodeToken[]) =>
  code.map((token) => (token.isHidden ? `${BLANK_OPEN}${token.text}${BLANK_CLOSE}` : token.text)).join('');

/** parsons_problem: one token per line that holds something, its leading spaces kept (they are its indent). */
const linesOf = (text: string, isHidden: boolean): CodeToken[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .map((line) => ({ text: line, isHidden }));

/**
 * parsons_problem: the lines in their right order (shown tokens, grading.ts `parsonsSolution`) followed by the
 * distractors (hidden tokens), each written one per line.
 */
export const parsonsTokens = (lines: string, distractors: string): CodeToken[] => [
  ...linesOf(lines, false),
  ...linesOf(distractors, true),
];

/** parsons_problem: the tokens as the two texts the author edits. */
export const parsonsTexts = (code: readonly CodeToken[]) => ({
  lines: code
    .filter((token) => !token.isHidden)
    .map((token) => token.text)
    .join('\n'),
  distractors: code
    .filter((token) => token.isHidden)
    .map((token) => token.text)
    .join('\n'),
});

/** Whether two token lists say the same. */
export const sameTokens = (a: readonly CodeToken[], b: readonly CodeToken[]) =>
  a.length === b.length &&
  a.every((token, i) => token.text === b[i]!.text && token.isHidden === b[i]!.isHidden);
