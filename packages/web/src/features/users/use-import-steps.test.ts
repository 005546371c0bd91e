// The bulk import's decisions (issue 20 item 7): what each choice does to the state, and what a reading and the
// server's answer allow (the problems, the repeated students, the step shown).
import { IMPORT_MAX_ROWS, type ImportTable } from '@brickyard/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import type { FileReading } from './read-import-file.ts';
import {
  checkImport,
  type ImportState,
  importReducer,
  initialImport,
  serverProblems,
} from './use-import-steps.ts';

const reading = (table: Partial<ImportTable>, extra: Partial<FileReading> = {}): FileReading => ({
  table: { rows: [], lines: [], ignored: [], problems: [], ...table },
  encoding: 'UTF-8',
  looksUtf8: false,
  betterSeparator: null,
  ...extra,
});
const amy = { first_name: 'Amy', last_name: 'Lee' };
const ben = { first_name: 'Ben', last_name: 'Ng' };
const file = new File(['first_name,last_name\n'], 'pupils.csv');
const idle = { error: null, isPending: false, created: false, classRefused: false };
const state = (overrides: Partial<ImportState>): ImportState => ({ ...initialImport, file, ...overrides });

describe('importReducer', () => {
  it('starts with nothing chosen, reading the encoding from the bytes and commas', () => {
    expect(initialImport).toMatchObject({ file: null, encoding: 'auto', separator: 'comma', classId: '' });
  });

  it('drops the reading and the answer about repeats when the file is read again', () => {
    const read = importReducer(state({ repeatChoice: 'once' }), {
      type: 'read',
      reading: reading({ rows: [amy], lines: [2] }),
    });
    expect(read.reading?.table.rows).toEqual([amy]);
    expect(read.repeatChoice).toBe('once');
    expect(importReducer(read, { type: 'reread' })).toMatchObject({ reading: null, repeatChoice: null });
  });

  it('keeps each choice', () => {
    let next = importReducer(initialImport, { type: 'file', file });
    next = importReducer(next, { type: 'encoding', encoding: 'UTF-8' });
    next = importReducer(next, { type: 'separator', separator: 'semicolon' });
    next = importReducer(next, { type: 'class', classId: 'c1' });
    next = importReducer(next, { type: 'repeats', choice: 'all' });
    next = importReducer(next, { type: 'sent', lines: [2, 3] });
    expect(next).toMatchObject({
      file,
      encoding: 'UTF-8',
      separator: 'semicolon',
      classId: 'c1',
      repeatChoice: 'all',
      sentLines: [2, 3],
    });
  });

  it('asks before closing until the passwords are downloaded, and stops asking once they are', () => {
    const asking = importReducer(initialImport, { type: 'confirmClose' });
    expect(asking.confirmingClose).toBe(true);
    expect(importReducer(asking, { type: 'downloaded' })).toMatchObject({
      downloaded: true,
      confirmingClose: false,
    });
  });
});

describe('serverProblems', () => {
  it("numbers the server's row errors as the spreadsheet numbers its rows", () => {
    const error = new ApiError(400, 'Bad Request', {
      message: 'Invalid',
      errors: [
        { path: 'rows.1.first_name', message: 'Required' },
        { path: 'rows.7.last_name', message: 'Too long' },
        { path: 'class', message: 'Unknown class' },
      ],
    } as ConstructorParameters<typeof ApiError>[2]);
    expect(serverProblems(error, [2, 5])).toEqual([
      { row: 5, field: 'first_name', message: 'Required' },
      // A row the page did not send (cannot happen, but numbered as its index would be).
      { row: 9, field: 'last_name', message: 'Too long' },
    ]);
  });

  it('finds none in other failures', () => {
    expect(serverProblems(new Error('offline'), [2])).toEqual([]);
    expect(serverProblems(null, [2])).toEqual([]);
  });
});

describe('checkImport', () => {
  it('walks from choosing a file to reading it to the rows checked', () => {
    expect(checkImport({ ...initialImport }, idle).step).toBe('choose');
    expect(checkImport(state({}), idle).step).toBe('reading');
    const checked = checkImport(state({ reading: reading({ rows: [amy, ben], lines: [2, 3] }) }), idle);
    expect(checked).toMatchObject({ step: 'checked', ready: true, problems: [], repeats: [], empty: false });
    expect(checked.toSend?.lines).toEqual([2, 3]);
  });

  it('shows the problems of the file and of the server, and sends nothing then', () => {
    const withProblem = reading({
      rows: [amy, { first_name: '', last_name: 'Ng' }],
      lines: [2, 3],
      problems: [{ row: 3, field: 'first_name', message: 'Required' }],
    });
    expect(checkImport(state({ reading: withProblem }), idle)).toMatchObject({
      step: 'problems',
      ready: false,
    });
    const refused = new ApiError(400, 'Bad Request', {
      message: 'Invalid',
      errors: [{ path: 'rows.0.last_name', message: 'Too long' }],
    } as ConstructorParameters<typeof ApiError>[2]);
    const check = checkImport(state({ reading: reading({ rows: [amy], lines: [2] }), sentLines: [2] }), {
      ...idle,
      error: refused,
    });
    expect(check.problems).toEqual([{ row: 2, field: 'last_name', message: 'Too long' }]);
    expect(check.otherError).toBe(false);
  });

  it('calls an empty file and too many rows problems', () => {
    expect(checkImport(state({ reading: reading({}) }), idle)).toMatchObject({
      empty: true,
      step: 'problems',
    });
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({
      first_name: `A${i}`,
      last_name: 'B',
    }));
    const lines = many.map((_, i) => i + 2);
    expect(checkImport(state({ reading: reading({ rows: many, lines }) }), idle)).toMatchObject({
      tooMany: true,
      ready: false,
      step: 'problems',
    });
  });

  it('asks about a student named on several rows, and leaves the later rows out when told "once"', () => {
    const table = { rows: [amy, ben, { first_name: 'amy', last_name: 'LEE' }], lines: [2, 3, 4] };
    const undecided = checkImport(state({ reading: reading(table) }), idle);
    expect(undecided).toMatchObject({ step: 'repeats', undecided: true, ready: false });
    expect(undecided.repeats.map((student) => student.lines)).toEqual([[2, 4]]);
    const once = checkImport(state({ reading: reading(table), repeatChoice: 'once' }), idle);
    expect(once).toMatchObject({ step: 'checked', ready: true });
    expect(once.toSend?.lines).toEqual([2, 3]);
    expect([...once.leftOut]).toEqual([[4, 2]]);
    const all = checkImport(state({ reading: reading(table), repeatChoice: 'all' }), idle);
    expect(all.toSend?.lines).toEqual([2, 3, 4]);
    expect(all.leftOut.size).toBe(0);
  });

  it('hides the ignored columns when a hint explains an unreadable header better', () => {
    const header = {
      ignored: ['first_name;last_name'],
      problems: [{ row: 1, field: 'header', message: 'x' }],
    };
    expect(
      checkImport(state({ reading: reading(header, { betterSeparator: 'semicolon' }) }), idle),
    ).toMatchObject({ headerMissing: true, showIgnored: false });
    expect(checkImport(state({ reading: reading(header) }), idle).showIgnored).toBe(true);
  });

  it('shows the sending and the result as their own steps', () => {
    const ready = state({ reading: reading({ rows: [amy], lines: [2] }) });
    expect(checkImport(ready, { ...idle, isPending: true }).step).toBe('creating');
    expect(checkImport(ready, { ...idle, created: true }).step).toBe('done');
  });

  it('leaves a refused class to the class message, and any other failure to the general one', () => {
    const ready = state({ reading: reading({ rows: [amy], lines: [2] }) });
    const error = new ApiError(400, 'Bad Request', null);
    expect(checkImport(ready, { ...idle, error, classRefused: true }).otherError).toBe(false);
    expect(checkImport(ready, { ...idle, error }).otherError).toBe(true);
    expect(checkImport(ready, idle).otherError).toBe(false);
  });
});
