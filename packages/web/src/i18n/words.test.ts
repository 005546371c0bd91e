// Issue 18, "Words": what a person reads never holds a status name, a code's spelling or a field's name. This
// runs over every string of the four locale files; a word that comes back here fails the build.
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import it_ from './locales/it.json';

type Tree = { [key: string]: string | Tree };

const strings = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value, `${prefix}${key}.`),
  );

/** Words seen on screens (issue 18) and their kin: HTTP status names, column names, codes and enum values. */
const DENIED: [string, RegExp][] = [
  [
    'an HTTP status name',
    /\b(Unauthorized|Bad Request|Forbidden|Not Found|Bad Gateway|Service Unavailable|Too Many Requests|Request Too Large|Internal Server Error)\b/,
  ],
  ['"Xp" (the word is XP)', /\bXp\b/],
  ['a column name ("Update At")', /\b(Update|Updated|Created) At\b/],
  ['a label glued to a kind ("New: Courses")', /\bNew: /],
  ['"Correct! well done."', /Correct! well done/],
  ['a misspelling seen on screen', /\boccured\b/],
  ['an error code', /\b(ERR|FST|E)_[A-Z_]+\b|\bHTTP \d{3}\b/],
  [
    'an enum value in capitals',
    /\b(PYTHON|JAVASCRIPT|SCRATCH|JQUERY|BLOCKS|MIXED|STUDENT|TEACHER|ADMIN|CONTENT_CREATOR)\b/,
  ],
  ['a camelCase or snake_case identifier', /\b[a-z]+[A-Z][A-Za-z]+\b|\b[a-z]+_[a-z_]+\b/],
];

/** Brand names written in camel case on purpose. */
const ALLOWED = /\bjQuery\b|\bJavaScript\b|\bBrickyard\b|\bPyodide\b|\bGitHub\b|\bYouTube\b/g;

describe.each([
  ['en', en],
  ['ar', ar],
  ['it', it_],
  ['de', de],
])('the %s locale', (_name, locale) => {
  it.each(DENIED)('holds no %s', (_what, pattern) => {
    const found = strings(locale as Tree)
      .map(([key, text]) => [key, text.replace(/\{\{[^}]*\}\}/g, '').replace(ALLOWED, '')] as const)
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});

describe('the denylist', () => {
  it('catches the words issue 18 found on screens', () => {
    const seen = [
      'Unauthorized',
      'Bad Request',
      'Xp',
      'Update At',
      'New: Courses',
      'Correct! well done.',
      'PYTHON',
      'saveFailed',
      'first_name',
      'Error occured in saving user',
    ];
    for (const text of seen)
      expect(
        DENIED.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(true);
  });
});
