// A titled section holding its own pieces; the title is a heading under the page's h2.
import type { SectionPiece as SectionPieceType } from '@brickyard/core';
import { Paper, Title } from '@mantine/core';
import { useId } from 'react';
import type { PiecesList } from './nested.ts';

export function SectionPiece({ piece, Pieces }: { piece: SectionPieceType; Pieces: PiecesList }) {
  const titleId = useId();
  const { title, pieces } = piece.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Title id={titleId} order={3} mb="sm" dir="auto">
          {title}
        </Title>
      )}
      <Pieces pieces={pieces} />
    </Paper>
  );
}
