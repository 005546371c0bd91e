// Two columns side by side on wide screens, one above the other on narrow ones.
import type { ColumnsPiece as ColumnsPieceType } from '@brickyard/core';
import { SimpleGrid } from '@mantine/core';
import type { PiecesList } from './nested.ts';

export function ColumnsPiece({ piece, Pieces }: { piece: ColumnsPieceType; Pieces: PiecesList }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <div>
        <Pieces pieces={piece.data.left} />
      </div>
      <div>
        <Pieces pieces={piece.data.right} />
      </div>
    </SimpleGrid>
  );
}
