import { describe, expect, it } from 'vitest';
import {
  codeLanguageOf,
  missingCodeText,
  parseMissingCode,
  parsonsTexts,
  parsonsTokens,
  sameTokens,
  starterOf,
  withStarter,
} from './code-tokens.ts';

describe('code_challenge starter code', () => {
  it('is the text of the shown tokens, and keeps an older hidden token when rewritten', () => {
    const code = [
      { text: 'let a;\n', isHidden: false },
      { text: 'secret', isHidden: true },
      { text: 'a = 1;', isHidden: false },
    ];
    expect(starterOf(code)).toBe('let a;\na = 1;');
    expect(withStarter(code, 'let b;')).toEqual([
      { text: 'let b;', isHidden: false },
      { text: 'secret', isHidden: true },
    ]);
    expect(withStarter([], '')).toEqual([]);
  });

  it('runs in the assessment language, javascript unless python', () => {
    expect(codeLanguageOf('python')).toBe('python');
    expect(codeLanguageOf('javascript')).toBe('javascript');
    expect(codeLanguageOf(undefined)).toBe('javascript');
  });
});

describe('missing_code blanks', () => {
  it('reads [[ ]] as the parts learners fill in', () => {
    expect(parseMissingCode('console.[[log]]("Hi");\nlet [[x]] = 1;')).toEqual([
      { text: 'console.', isHidden: false },
      { text: 'log', isHidden: true },
      { text: '("Hi");\nlet ', isHidden: false },
      { text: 'x', isHidden: true },
      { text: ' = 1;', isHidden: false },
    ]);
  });

  it('leaves out empty blanks and keeps an unclosed [[ as code', () => {
    expect(parseMissingCode('a[[ ]]b')).toEqual([{ text: 'ab', isHidden: false }]);
    expect(parseMissingCode('x = [[1, 2]')).toEqual([{ text: 'x = [[1, 2]', isHidden: false }]);
    expect(parseMissingCode('[[print]]("a")')).toEqual([
      { text: 'print', isHidden: true },
      { text: '("a")', isHidden: false },
    ]);
    expect(parseMissingCode('')).toEqual([]);
  });

  it('writes the tokens back as the author wrote them', () => {
    const text = 'for i in [[range]](3):\n    [[print]](i)\n';
    expect(missingCodeText(parseMissingCode(text))).toBe(text);
    expect(
      sameTokens(parseMissingCode(missingCodeText(parseMissingCode(text))), parseMissingCode(text)),
    ).toBe(true);
  });
});

describe('parsons lines', () => {
  it('keeps each line with its indent, drops empty lines, and hides the distractors', () => {
    const tokens = parsonsTokens('for i in range(3):\n\n    print(i)   \r\nprint("done")', 'for i in 3:\n  ');
    expect(tokens).toEqual([
      { text: 'for i in range(3):', isHidden: false },
      { text: '    print(i)', isHidden: false },
      { text: 'print("done")', isHidden: false },
      { text: 'for i in 3:', isHidden: true },
    ]);
    expect(parsonsTexts(tokens)).toEqual({
      lines: 'for i in range(3):\n    print(i)\nprint("done")',
      distractors: 'for i in 3:',
    });
  });

  it('compares token lists by text and hiding', () => {
    expect(sameTokens([{ text: 'a', isHidden: false }], [{ text: 'a', isHidden: true }])).toBe(false);
    expect(sameTokens([], [])).toBe(true);
  });
});
