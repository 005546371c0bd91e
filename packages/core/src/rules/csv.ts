// CSV as spreadsheets write it (RFC 4180): fields may be quoted, quotes inside doubled, line breaks CRLF or LF.

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
