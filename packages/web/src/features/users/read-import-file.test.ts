import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
/** The bytes a spreadsheet saved as Windows-1252 writes: one byte per character of Latin-1. */
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0))).buffer as ArrayBuffer;
/** UTF-16 little-endian with its byte order mark, as Excel's "Unicode text" saves. */
const utf16le = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes.buffer as ArrayBuffer;
};

const CSV = 'first_name,last_name\nZoë,Müller\nJosé,Núñez\n';

describe('readImportFile', () => {
  it('finds UTF-8 in the bytes and reads the accents as written', () => {
    const reading = readImportFile(utf8(CSV), 'auto', 'comma');
    expect(reading.encoding).toBe('UTF-8');
    expect(reading.table.rows).toEqual([
      { first_name: 'Zoë', last_name: 'Müller' },
      { first_name: 'José', last_name: 'Núñez' },
    ]);
    expect(reading.table.lines).toEqual([2, 3]);
    expect(reading.looksUtf8).toBe(false);
    expect(reading.betterSeparator).toBeNull();
  });

  it('reads a Windows-1252 file by its bytes, and UTF-16 by its byte order mark', () => {
    const old = readImportFile(latin1(CSV), 'auto', 'comma');
    expect(old.encoding).toBe('windows-1252');
    expect(old.table.rows[0]).toEqual({ first_name: 'Zoë', last_name: 'Müller' });
    const wide = readImportFile(utf16le(CSV), 'auto', 'comma');
    expect(wide.encoding).toBe('UTF-16LE');
    expect(wide.table.rows[1]).toEqual({ first_name: 'José', last_name: 'Núñez' });
  });

  it('warns when a UTF-8 file with accents is read as ISO-8859-1 by choice, not when it has none', () => {
    const spoiled = readImportFile(utf8(CSV), 'ISO-8859-1', 'comma');
    expect(spoiled.encoding).toBe('windows-1252');
    expect(spoiled.looksUtf8).toBe(true);
    expect(spoiled.table.rows[0]!.first_name).toBe('ZoÃ«');
    const plain = readImportFile(utf8('first_name,last_name\nAmy,Lee\n'), 'ISO-8859-1', 'comma');
    expect(plain.looksUtf8).toBe(false);
    expect(plain.table.rows).toEqual([{ first_name: 'Amy', last_name: 'Lee' }]);
  });

  it('names the separator under which the header is found when the chosen one finds none', () => {
    const semicolons = utf8('first_name;last_name\nAmy;Lee\n');
    const wrong = readImportFile(semicolons, 'auto', 'comma');
    expect(wrong.table.rows).toEqual([]);
    expect(wrong.table.problems.map((p) => p.field)).toEqual(['header']);
    expect(wrong.betterSeparator).toBe('semicolon');
    const right = readImportFile(semicolons, 'auto', 'semicolon');
    expect(right.betterSeparator).toBeNull();
    expect(right.table.rows).toEqual([{ first_name: 'Amy', last_name: 'Lee' }]);
    // No separator finds a header in a file that has none: nothing better to suggest.
    expect(readImportFile(utf8('Amy,Lee\n'), 'auto', 'comma').betterSeparator).toBeNull();
  });
});
