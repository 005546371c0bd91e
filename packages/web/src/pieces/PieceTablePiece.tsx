// A table whose cells hold pieces, with an optional header row (scope="col") and header column (scope="row").
import type { PieceTableCell, PieceTablePiece as PieceTablePieceType } from '@brickyard/core';
import { Table } from '@mantine/core';
import type { PiecesList } from './nested.ts';

const MIN_COLUMN_WIDTH = 160;

export function PieceTablePiece({ piece, Pieces }: { piece: PieceTablePieceType; Pieces: PiecesList }) {
  const { table, hasHeaderRow, hasHeaderColumn } = piece.data;
  const head = hasHeaderRow ? table[0] : undefined;
  const body = hasHeaderRow ? table.slice(1) : table;
  const columns = table[0]?.length ?? 1;

  const row = (cells: readonly PieceTableCell[], inHead: boolean) =>
    cells.map((cell, c) => {
      const content = <Pieces pieces={cell.pieces} />;
      if (inHead)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
          <Table.Th key={c} scope="col">
            {content}
          </Table.Th>
        );
      if (hasHeaderColumn && c === 0)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
          <Table.Th key={c} scope="row">
            {content}
          </Table.Th>
        );
      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
      return <Table.Td key={c}>{content}</Table.Td>;
    });

  return (
    <Table.ScrollContainer minWidth={columns * MIN_COLUMN_WIDTH} type="native">
      <Table withTableBorder withColumnBorders className="piece-table" dir="auto">
        {head && (
          <Table.Thead>
            <Table.Tr>{row(head, true)}</Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {body.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <Table.Tr key={r}>{row(cells, false)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
