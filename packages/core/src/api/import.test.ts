import { describe, expect, it } from 'vitest';
import { BIRTH_YEAR_MESSAGE } from '../rules/birth-date.ts';
import { parseCsv } from '../rules/csv.ts';
import {
  IMPORT_BIRTH_MONTH_MESSAGE,
  ImportBodySchema,
  ImportRowSchema,
  importField,
  readImportTable,
  repeatedStudents,
  withoutRepeats,
} from './import.ts';
import { IMPORT_GENDER_MESSAGE, IMPORT_HEADER_MESSAGE } from './messages.ts';

describe('importField', () => {
  it.each([
    ['First name', 'first_name'],
    ['first_name', 'first_name'],
    ['Firstname', 'first_name'],
    ['FIRST NAME', 'first_name'],
    ['Prénom', 'first_name'],
    ['Vorname', 'first_name'],
    ['الاسم الأول', 'first_name'],
    ['Surname', 'last_name'],
    ['last_name', 'last_name'],
    ['Cognome', 'last_name'],
    ['E-mail', 'email'],
    ['Geschlecht', 'gender'],
    ['Birth month', 'birthMonth'],
    ['birthYear', 'birthYear'],
    ['Year of birth', 'birthYear'],
    ['Notes', undefined],
    ['', undefined],
  ])('%s → %s', (header, field) => expect(importField(header)).toBe(field));
});

describe('ImportRowSchema', () => {
  it('takes CSV text: empty optional cells are left out, numbers are read from text', () => {
    expect(
      ImportRowSchema.parse({
        first_name: ' Zoë ',
        last_name: 'Brontë',
        email: '',
        gender: '',
        birthMonth: '03',
        birthYear: '2013',
      }),
    ).toEqual({ first_name: 'Zoë', last_name: 'Brontë', birthMonth: 3, birthYear: 2013 });
  });

  it.each([
    [{ birthMonth: '13' }, 'birthMonth', IMPORT_BIRTH_MONTH_MESSAGE],
    [{ birthMonth: 'March' }, 'birthMonth', IMPORT_BIRTH_MONTH_MESSAGE],
    [{ birthYear: '1850' }, 'birthYear', BIRTH_YEAR_MESSAGE],
    [{ birthYear: '12a' }, 'birthYear', BIRTH_YEAR_MESSAGE],
    [{ gender: 'robot' }, 'gender', IMPORT_GENDER_MESSAGE],
    [{ email: 'nope' }, 'email', 'Email address is invalid'],
    [{ first_name: '  ' }, 'first_name', 'First name is required'],
    [{ last_name: 'Wolfeschlegelsteinhausen' }, 'last_name', 'Last name must be 16 characters or fewer'],
  ])('%o is refused on %s', (change, field, message) => {
    const result = ImportRowSchema.safeParse({ first_name: 'Ann', last_name: 'Lee', ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('refuses a body without rows or with more than the limit', () => {
    expect(ImportBodySchema.safeParse({ rows: [] }).error?.issues[0]?.message).toBe(
      'The file has no students in it',
    );
    const many = Array.from({ length: 501 }, () => ({ first_name: 'A', last_name: 'B' }));
    expect(ImportBodySchema.safeParse({ rows: many }).error?.issues[0]?.message).toBe(
      'At most 500 students can be imported at once',
    );
  });
});

describe('readImportTable', () => {
  it('maps the columns by their headers and reports each bad row with its spreadsheet row number', () => {
    const table = parseCsv(
      "Surname,First name,Gender,Notes\nNúñez,José,Male,x\n\n,Ana,\nLee,Kim,robot\n,,,\nO'Neil,Sam,F\n",
    );
    const { rows, lines, ignored, problems } = readImportTable(table);
    expect(rows).toEqual([
      { last_name: 'Núñez', first_name: 'José', gender: 'male' },
      { last_name: '', first_name: 'Ana', gender: '' },
      { last_name: 'Lee', first_name: 'Kim', gender: 'robot' },
      { last_name: "O'Neil", first_name: 'Sam', gender: 'female' },
    ]);
    // The blank line (row 3) and the row of empty cells (row 6) are skipped but still counted.
    expect(lines).toEqual([2, 4, 5, 7]);
    expect(ignored).toEqual(['Notes']);
    expect(problems).toEqual([
      { row: 4, field: 'last_name', message: 'Last name is required' },
      { row: 5, field: 'gender', message: IMPORT_GENDER_MESSAGE },
    ]);
  });

  it('reads gender words of the app languages', () => {
    const { rows, problems } = readImportTable([
      ['Vorname', 'Nachname', 'Geschlecht'],
      ['Lena', 'Schulz', 'weiblich'],
      ['Luca', 'Rossi', 'Maschio'],
      ['Nour', 'Haddad', 'أنثى'],
    ]);
    expect(rows.map((row) => row.gender)).toEqual(['female', 'male', 'female']);
    expect(problems).toEqual([]);
  });

  it('needs the name columns in the first row that is not blank', () => {
    expect(readImportTable([['Name'], ['Ann']]).problems).toEqual([
      { row: 1, field: 'header', message: IMPORT_HEADER_MESSAGE },
    ]);
    expect(readImportTable([[''], ['First name', 'Last name'], ['Ann', 'Lee']])).toMatchObject({
      rows: [{ first_name: 'Ann', last_name: 'Lee' }],
      lines: [3],
      problems: [],
    });
    expect(readImportTable([]).problems).toEqual([
      { row: 1, field: 'header', message: IMPORT_HEADER_MESSAGE },
    ]);
  });
});

describe('students named more than once', () => {
  const table = readImportTable(
    parseCsv(
      'First name,Last name,Birth year\nAmy,Lee,2013\nBen,Ode,\n\namy,LEE,2013\nZoë,Quinn,\nZoe , Quinn,\nAmy,Lee,2012\nAmy,Leeds,\n',
    ),
  );

  it('are found ignoring case, accents and spacing, with every row they are on', () => {
    expect(repeatedStudents(table.rows, table.lines)).toEqual([
      { first_name: 'Amy', last_name: 'Lee', lines: [2, 5, 8] },
      { first_name: 'Zoë', last_name: 'Quinn', lines: [6, 7] },
    ]);
  });

  it('can be left out after their first row', () => {
    expect(withoutRepeats(table)).toEqual({
      rows: [
        { first_name: 'Amy', last_name: 'Lee', birthYear: '2013' },
        { first_name: 'Ben', last_name: 'Ode', birthYear: '' },
        { first_name: 'Zoë', last_name: 'Quinn', birthYear: '' },
        { first_name: 'Amy', last_name: 'Leeds', birthYear: '' },
      ],
      lines: [2, 3, 6, 9],
    });
  });

  it('are none in a file where every name differs, or where names are missing', () => {
    const distinct = readImportTable(parseCsv('First name,Last name\nAmy,Lee\nAmy,Leeds\n,\n,\n'));
    expect(repeatedStudents(distinct.rows, distinct.lines)).toEqual([]);
    expect(withoutRepeats(distinct).lines).toEqual(distinct.lines);
  });
});
