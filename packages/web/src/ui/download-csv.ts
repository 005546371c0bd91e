// Saves rows as a CSV file the browser downloads (UTF-8 with a byte-order mark, so spreadsheets read accents).
import { toCsv } from '@brickyard/core';

export const downloadCsv = (fileName: string, rows: ReadonlyArray<ReadonlyArray<string>>) => {
  const url = URL.createObjectURL(new Blob([`\uFEFF${toCsv(rows)}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
