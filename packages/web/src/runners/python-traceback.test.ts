import { describe, expect, it } from 'vitest';
import { cleanTraceback } from './python-traceback.ts';

describe('cleanTraceback', () => {
  it('keeps the student’s frames and the error, and finds its line', () => {
    const message = [
      'Traceback (most recent call last):',
      '  File "/lib/python314.zip/_pyodide/_base.py", line 597, in eval_code',
      '    .run(globals, locals)',
      '     ^^^^^^^^^^^^^^^^^^^^',
      '  File "/lib/python314.zip/_pyodide/_base.py", line 411, in run',
      '    coroutine = eval(self.code, globals, locals)',
      '  File "main.py", line 5, in <module>',
      '  File "main.py", line 2, in greet',
      "NameError: name 'nme' is not defined",
      '',
    ].join('\n');
    expect(cleanTraceback(message)).toEqual({
      text: [
        'Traceback (most recent call last):',
        '  File "main.py", line 5, in <module>',
        '  File "main.py", line 2, in greet',
        "NameError: name 'nme' is not defined",
      ].join('\n'),
      line: 2,
    });
  });

  it('reads a syntax error’s line and keeps its marker', () => {
    const message = [
      'Traceback (most recent call last):',
      '  File "/lib/python314.zip/_pyodide/_base.py", line 573, in eval_code_async',
      '    self._compile(',
      '  File "main.py", line 3',
      '    print("a"',
      '         ^',
      "SyntaxError: '(' was never closed",
    ].join('\n');
    const { text, line } = cleanTraceback(message);
    expect(line).toBe(3);
    expect(text).not.toContain('_pyodide');
    expect(text).toContain('    print("a"');
    expect(text.endsWith("SyntaxError: '(' was never closed")).toBe(true);
  });

  it('has no line when the error is not in the student’s file', () => {
    expect(cleanTraceback('KeyboardInterrupt').line).toBeNull();
  });
});
