import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

// Core has no DOM types; the browser's decoder, which the import modal uses, is also Node's.
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, separators and line breaks inside quotes, CRLF', () => {
    const text = 'First name,Last name\r\n"Smith, Jr","O""Brien"\r\nJosé,"Line\r\nbreak"\r\n';
    expect(parseCsv(text)).toEqual([
      ['First name', 'Last name'],
      ['Smith, Jr', 'O"Brien'],
      ['José', 'Line\r\nbreak'],
    ]);
  });

  it('keeps blank lines as rows, so rows keep the numbers a spreadsheet gives them', () => {
    expect(parseCsv('a,b\n\nc,d\n')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });

  it('takes another separator, keeps empty fields and ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa;;c\r\n;b;', ';')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
    expect(parseCsv('a\t"b\tc"\n', '\t')).toEqual([['a', 'b\tc']]);
  });

  it('reads the last row without a final line break, and old Mac CR line ends', () => {
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a\rb\r')).toEqual([['a'], ['b']]);
  });

  it('reads names an ISO-8859-1 file holds once decoded as ISO-8859-1', () => {
    // "José,Zoë,Björn,Chloé" as Latin-1 bytes: é = E9, ë = EB, ö = F6.
    const bytes = Uint8Array.from([
      0x4a, 0x6f, 0x73, 0xe9, 0x2c, 0x5a, 0x6f, 0xeb, 0x2c, 0x42, 0x6a, 0xf6, 0x72, 0x6e, 0x2c, 0x43, 0x68,
      0x6c, 0x6f, 0xe9, 0x0d, 0x0a,
    ]);
    expect(parseCsv(new TextDecoder('iso-8859-1').decode(bytes))).toEqual([
      ['José', 'Zoë', 'Björn', 'Chloé'],
    ]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and round-trips', () => {
    const rows = [
      ['username', 'password'],
      ['zoe1', 'a"b,c'],
      ['jose1', 'two\nlines'],
    ];
    expect(toCsv(rows)).toBe('username,password\r\nzoe1,"a""b,c"\r\njose1,"two\nlines"\r\n');
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
