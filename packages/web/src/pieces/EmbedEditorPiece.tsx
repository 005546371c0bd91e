// An editor set into the page, small, medium or large. Its solution is never shown here: the server sends it
// only to those who may see it, and the brick viewer decides where it appears.
import type { EmbedEditorPiece as EmbedEditorPieceType } from '@brickyard/core';
import { Box } from '@mantine/core';
import { EditorBox } from './EditorPiece.tsx';

/** The widest each size grows; large takes the full width. */
const MAX_WIDTH = { small: 480, medium: 720, large: undefined } as const;

export function EmbedEditorPiece({ piece }: { piece: EmbedEditorPieceType }) {
  return (
    <Box maw={MAX_WIDTH[piece.data.size]}>
      <EditorBox editor={piece.data.editor} />
    </Box>
  );
}
