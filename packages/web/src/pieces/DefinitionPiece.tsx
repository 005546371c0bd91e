// A word and what it means, as a definition list in a tinted box.
import type { DefinitionPiece as DefinitionPieceType } from '@brickyard/core';
import { Paper, Text } from '@mantine/core';
import { SafeHtml } from './SafeHtml.tsx';

export function DefinitionPiece({ piece }: { piece: DefinitionPieceType }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-0)" className="piece-definition">
      <dl>
        <Text component="dt" fw={700} dir="auto" mb={4}>
          {piece.data.name}
        </Text>
        <SafeHtml as="dd" html={piece.data.description} />
      </dl>
    </Paper>
  );
}
