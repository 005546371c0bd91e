// A parsons answer's edits: the pool left, lines added, indented, moved, dropped and taken back.
import { describe, expect, it } from 'vitest';
import { changeLine, dropLine, insertLine, moveLine, type ParsonsLine, poolOf } from './parsons.ts';

const program = (...texts: string[]): ParsonsLine[] => texts.map((text) => ({ text, indent: 0 }));
const texts = (lines: readonly ParsonsLine[] | null) => lines?.map((l) => l.text);

describe('poolOf', () => {
  it('offers every line not used, a line offered twice until used twice', () => {
    const lines = ['a', 'b', 'a', 'c'];
    expect(poolOf(lines, [])).toEqual(lines);
    expect(poolOf(lines, program('a', 'c'))).toEqual(['b', 'a']);
    expect(poolOf(lines, program('a', 'a', 'b', 'c'))).toEqual([]);
  });
});

describe('insertLine', () => {
  it('adds at the end by default, or at a place, not indented', () => {
    const start = program('a', 'b');
    expect(texts(insertLine(start, 'x'))).toEqual(['a', 'b', 'x']);
    expect(insertLine(start, 'x', 1)[1]).toEqual({ text: 'x', indent: 0 });
    expect(texts(start)).toEqual(['a', 'b']);
  });
});

describe('changeLine', () => {
  it('changes a line, or takes it out', () => {
    const start = program('a', 'b');
    expect(changeLine(start, 1, (l) => ({ ...l, indent: l.indent + 1 }))[1]).toEqual({
      text: 'b',
      indent: 1,
    });
    expect(texts(changeLine(start, 0, () => null))).toEqual(['b']);
  });
});

describe('moveLine', () => {
  it('moves a line up or down, and not out of the program', () => {
    const start = program('a', 'b', 'c');
    expect(texts(moveLine(start, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(texts(moveLine(start, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(moveLine(start, 0, -1)).toBeNull();
    expect(moveLine(start, 2, 1)).toBeNull();
  });
});

describe('dropLine', () => {
  const start = program('a', 'b', 'c');
  it('puts a pool line before the line dropped on, or at the end', () => {
    expect(texts(dropLine(start, { from: 'pool', index: 0, text: 'x' }, 'program', 1))).toEqual([
      'a',
      'x',
      'b',
      'c',
    ]);
    expect(texts(dropLine(start, { from: 'pool', index: 0, text: 'x' }, 'program'))).toEqual([
      'a',
      'b',
      'c',
      'x',
    ]);
  });

  it('moves a program line before the line dropped on, or to the end', () => {
    expect(texts(dropLine(start, { from: 'program', index: 0, text: 'a' }, 'program', 2))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(texts(dropLine(start, { from: 'program', index: 2, text: 'c' }, 'program', 0))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(texts(dropLine(start, { from: 'program', index: 0, text: 'a' }, 'program'))).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('takes a program line back to the pool, and leaves a pool line dropped on the pool', () => {
    expect(texts(dropLine(start, { from: 'program', index: 1, text: 'b' }, 'pool'))).toEqual(['a', 'c']);
    expect(dropLine(start, { from: 'pool', index: 0, text: 'x' }, 'pool')).toBeNull();
  });
});
