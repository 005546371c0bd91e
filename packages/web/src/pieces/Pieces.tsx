// Renders a list of library pieces, one viewer per format: the learner's screens, the reference and page
// viewers, and the library editors' previews (editors/PiecesEditor.tsx).
import type { Piece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { BadgePiece } from './BadgePiece.tsx';
import { CodeExercisePiece } from './CodeExercisePiece.tsx';
import { CodePiece } from './CodePiece.tsx';
import { ColumnsPiece } from './ColumnsPiece.tsx';
import { DefinitionPiece } from './DefinitionPiece.tsx';
import { EditorPiece } from './EditorPiece.tsx';
import { EmbedEditorPiece } from './EmbedEditorPiece.tsx';
import { EmbedPiece } from './EmbedPiece.tsx';
import { ImagePiece } from './ImagePiece.tsx';
import { LinkPiece } from './LinkPiece.tsx';
import { ListPiece } from './ListPiece.tsx';
import { PieceTablePiece } from './PieceTablePiece.tsx';
import { SectionPiece } from './SectionPiece.tsx';
import { SyntaxPiece } from './SyntaxPiece.tsx';
import { TablePiece } from './TablePiece.tsx';
import { TextPiece } from './TextPiece.tsx';
import { VideoPiece } from './VideoPiece.tsx';
import './pieces.css';

/** One piece, shown by the viewer for its format. */
export function PieceView({ piece }: { piece: Piece }) {
  switch (piece.format) {
    case 'text':
      return <TextPiece piece={piece} />;
    case 'image':
      return <ImagePiece piece={piece} />;
    case 'section':
      return <SectionPiece piece={piece} Pieces={Pieces} />;
    case 'columns':
      return <ColumnsPiece piece={piece} Pieces={Pieces} />;
    case 'definition':
      return <DefinitionPiece piece={piece} />;
    case 'table':
      return <TablePiece piece={piece} />;
    case 'piece-table':
      return <PieceTablePiece piece={piece} Pieces={Pieces} />;
    case 'link':
      return <LinkPiece piece={piece} />;
    case 'embed':
      return <EmbedPiece piece={piece} />;
    case 'embed-editor':
      return <EmbedEditorPiece piece={piece} />;
    case 'editor':
      return <EditorPiece piece={piece} />;
    case 'code':
      return <CodePiece piece={piece} />;
    case 'video':
      return <VideoPiece piece={piece} />;
    case 'syntax':
      return <SyntaxPiece piece={piece} />;
    case 'list':
      return <ListPiece piece={piece} />;
    case 'codeExercise':
      return <CodeExercisePiece piece={piece} />;
    case 'purpose':
    case 'signal':
    case 'handler':
    case 'audience':
      return <BadgePiece piece={piece} />;
    default: {
      // A new format fails to compile here until it has a viewer.
      const unknown: never = piece;
      void unknown;
      return null;
    }
  }
}

/** Pieces one under another; sections, columns and piece tables show their own pieces with this too. */
export function Pieces({ pieces }: { pieces: readonly Piece[] }) {
  if (pieces.length === 0) return null;
  return (
    <Stack gap="md">
      {pieces.map((piece, i) => (
        <PieceView key={piece._id ?? i} piece={piece} />
      ))}
    </Stack>
  );
}
