// A table of rich-text cells: columns sized by their proportions, the first row a header row when set.
import type { TableCell, TablePiece as TablePieceType } from '@brickyard/core';
import { Table } from '@mantine/core';
import { SafeHtml } from './SafeHtml.tsx';

/** The narrowest a column gets before the table scrolls sideways instead. */
const MIN_COLUMN_WIDTH = 120;

export function TablePiece({ piece }: { piece: TablePieceType }) {
  const { cells, proportions, hasHeader, columns } = piece.data;
  const total = proportions.reduce((sum, p) => sum + p, 0);
  const head: readonly TableCell[] | undefined = hasHeader ? cells[0] : undefined;
  const body = hasHeader ? cells.slice(1) : cells;
  return (
    <Table.ScrollContainer minWidth={columns * MIN_COLUMN_WIDTH} type="native">
      <Table withTableBorder withColumnBorders layout="fixed" className="piece-table" dir="auto">
        {total > 0 && (
          <colgroup>
            {proportions.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              <col key={i} style={{ width: `${(p / total) * 100}%` }} />
            ))}
          </colgroup>
        )}
        {head && (
          <Table.Thead>
            <Table.Tr>
              {head.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <Table.Th key={c} scope="col">
                  <SafeHtml html={cell.data.text} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {body.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <Table.Tr key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <Table.Td key={c}>
                  <SafeHtml html={cell.data.text} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
