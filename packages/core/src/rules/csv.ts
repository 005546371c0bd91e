// CSV as spreadsheets write it (RFC 4180): fields may be quoted, quotes inside doubled, line breaks CRLF or LF;
// and the encoding a file was saved in, found from its bytes.

/**
 * Rows of fields. A blank line is kept as a row of one empty field, so row numbers stay those a spreadsheet
 * shows; a line break at the very end makes no row.
 */
export const parseCsv = (text: string, separator = ','): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n') endRow();
    else if (char === '\r') {
      if (source[index + 1] !== '\n') endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
};

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The rows as CSV text with CRLF line ends, quoting only where needed. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string>>) =>
  `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;

/** The encodings a CSV file is read with: TextDecoder's names ("windows-1252" is what browsers read for ISO-8859-1). */
export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'windows-1252';

/**
 * Whether the bytes are well-formed UTF-8 (RFC 3629): every lead byte followed by the right number of
 * continuation bytes, no overlong forms, no surrogates, nothing above U+10FFFF. Plain ASCII is UTF-8 too.
 */
export const isUtf8 = (bytes: Uint8Array) => {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    // The allowed range of the second byte depends on the lead (RFC 3629 §4), the others are 80–BF.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return false;
    if (index + length > bytes.length) return false;
    const second = bytes[index + 1]!;
    if (second < low || second > high) return false;
    for (let next = index + 2; next < index + length; next += 1) {
      const byte = bytes[next]!;
      if (byte < 0x80 || byte > 0xbf) return false;
    }
    index += length;
  }
  return true;
};

/**
 * The encoding a spreadsheet most likely saved a CSV file in: its byte-order mark when it has one; UTF-8 when
 * the bytes are valid UTF-8 (text in another encoding with accents almost never is); otherwise Windows-1252,
 * the ISO-8859-1 superset older spreadsheets on school computers still save.
 */
export const detectEncoding = (bytes: Uint8Array): TextEncoding => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'UTF-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE';
  return isUtf8(bytes) ? 'UTF-8' : 'windows-1252';
};
