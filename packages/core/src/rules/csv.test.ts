import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and blank lines', () => {
    const text = 'First name,Last name\r\n"Smith, Jr","O""Brien"\r\n\r\nJosé,"Line\nbreak"\n';
    expect(parseCsv(text)).toEqual([
      ['First name', 'Last name'],
      ['Smith, Jr', 'O"Brien'],
      ['José', 'Line\nbreak'],
    ]);
  });

  it('takes another separator, keeps empty fields and ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa;;c\r\n;b;', ';')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('reads the last row without a final line break', () => {
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and round-trips', () => {
    const rows = [
      ['username', 'password'],
      ['zoe1', 'a"b,c'],
    ];
    expect(toCsv(rows)).toBe('username,password\r\nzoe1,"a""b,c"\r\n');
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
