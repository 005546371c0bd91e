import { describe, expect, it } from 'vitest';
import { detectEncoding, isUtf8, parseCsv, toCsv } from './csv.ts';

// Core has no DOM types; the browser's decoder, which the import modal uses, is also Node's.
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Text as ISO-8859-1 bytes (every character here is below U+0100). */
const latin1 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

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

describe('finding the encoding a file was saved in', () => {
  const names = 'First name,Last name\r\nZoë,Brontë\r\nJosé,Núñez\r\nBjörn,Øster\r\n';

  it('reads a UTF-8 file as UTF-8, with or without a byte-order mark', () => {
    expect(detectEncoding(utf8(names))).toBe('UTF-8');
    expect(detectEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(names)]))).toBe('UTF-8');
    // Decoded so, the accents are right ("Zoë", not "ZoÃ«").
    expect(parseCsv(new TextDecoder('utf-8').decode(utf8(names)))[1]).toEqual(['Zoë', 'Brontë']);
  });

  it('falls back to Windows-1252 (ISO-8859-1) when the bytes are not UTF-8', () => {
    expect(detectEncoding(latin1(names))).toBe('windows-1252');
    expect(parseCsv(new TextDecoder('windows-1252').decode(latin1(names)))[1]).toEqual(['Zoë', 'Brontë']);
  });

  it('knows UTF-16 by its byte-order mark (a spreadsheet’s "Unicode text")', () => {
    expect(detectEncoding(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toBe('UTF-16LE');
    expect(detectEncoding(Uint8Array.from([0xfe, 0xff, 0x00, 0x41]))).toBe('UTF-16BE');
  });

  it('calls plain ASCII UTF-8, which reads the same either way', () => {
    expect(detectEncoding(utf8('First name,Last name\r\nAmy,Lee\r\n'))).toBe('UTF-8');
    expect(detectEncoding(new Uint8Array())).toBe('UTF-8');
  });

  it('accepts only well-formed UTF-8', () => {
    expect(isUtf8(utf8('ZoË ß € 𝄞 مرحبا'))).toBe(true);
    for (const bad of [
      [0xc3], // cut short
      [0xc0, 0xaf], // overlong "/"
      [0xe0, 0x80, 0xaf], // overlong, three bytes
      [0xed, 0xa0, 0x80], // a surrogate half
      [0xf4, 0x90, 0x80, 0x80], // above U+10FFFF
      [0x80], // a continuation byte alone
      [0xe9, 0x2c], // Latin-1 "é,"
    ])
      expect(isUtf8(Uint8Array.from(bad)), bad.join(' ')).toBe(false);
  });
});
