import { describe, expect, it } from 'vitest';
import { parseCsv } from '../rules/csv.ts';
import { importField, readImportTable } from './import.ts';

describe('importField', () => {
  it.each([
    ['First name', 'first_name'],
    ['first_name', 'first_name'],
    ['Surname', 'last_name'],
    ['E-mail', 'email'],
    ['Notes', undefined],
  ])('%s → %s', (header, field) => expect(importField(header)).toBe(field));
});

describe('readImportTable', () => {
  it('maps the columns by their headers and reports each bad row with its spreadsheet row number', () => {
    const table = parseCsv('Surname,First name,Gender,Notes\nNúñez,José,Male,x\n,Ana,\nLee,Kim,robot\n');
    const { rows, problems } = readImportTable(table);
    expect(rows[0]).toEqual({ last_name: 'Núñez', first_name: 'José', gender: 'male' });
    expect(problems).toEqual([
      { row: 3, field: 'last_name', message: 'Last name is required' },
      { row: 4, field: 'gender', message: 'Gender must be female, male or other (or left empty)' },
    ]);
  });

  it('needs the name columns in the first row', () => {
    expect(readImportTable([['Name'], ['Ann']]).problems).toEqual([
      { row: 1, field: 'header', message: 'The first row must name the columns First name and Last name' },
    ]);
  });
});
