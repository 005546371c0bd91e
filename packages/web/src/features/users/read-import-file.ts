// Reading a bulk import's file: its bytes decoded with the encoding chosen or found in them, the spreadsheet
// read under the chosen separator, and the hints the import shows when the file was probably read wrong.
import {
  detectEncoding,
  type ImportTable,
  parseCsv,
  readImportTable,
  type TextEncoding,
} from '@brickyard/core';

export const SEPARATORS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type Separator = keyof typeof SEPARATORS;

export interface FileReading {
  table: ImportTable;
  /** The encoding the file was read with: the chosen one, or the one found in its bytes. */
  encoding: TextEncoding;
  /** The file is valid UTF-8 with accents while being read as ISO-8859-1: the accents will look wrong. */
  looksUtf8: boolean;
  /** Another separator under which the header is found, when it is not found with the chosen one. */
  betterSeparator: Separator | null;
}

/** What the encoding select offers, as TextDecoder names them (browsers read ISO-8859-1 as Windows-1252). */
export const DECODERS: Record<string, TextEncoding> = { 'UTF-8': 'UTF-8', 'ISO-8859-1': 'windows-1252' };
/** How an encoding is named to people. */
export const ENCODING_NAMES: Record<TextEncoding, string> = {
  'UTF-8': 'UTF-8',
  'UTF-16LE': 'UTF-16',
  'UTF-16BE': 'UTF-16',
  'windows-1252': 'ISO-8859-1 (Windows-1252)',
};

export const readImportFile = (buffer: ArrayBuffer, choice: string, separator: Separator): FileReading => {
  const bytes = new Uint8Array(buffer);
  const encoding = DECODERS[choice] ?? detectEncoding(bytes);
  const text = new TextDecoder(encoding).decode(bytes);
  const table = readImportTable(parseCsv(text, SEPARATORS[separator]));
  const headerMissing = table.problems.some((problem) => problem.field === 'header');
  const betterSeparator = headerMissing
    ? ((Object.keys(SEPARATORS) as Separator[]).find(
        (other) =>
          other !== separator &&
          !readImportTable(parseCsv(text, SEPARATORS[other])).problems.some((p) => p.field === 'header'),
      ) ?? null)
    : null;
  // Chosen by hand, ISO-8859-1 would spoil the accents of a file the detection reads as UTF-8.
  const looksUtf8 =
    encoding === 'windows-1252' && bytes.some((byte) => byte >= 0x80) && detectEncoding(bytes) === 'UTF-8';
  return { table, encoding, looksUtf8, betterSeparator };
};
