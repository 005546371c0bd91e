// A code listing with syntax highlighting, read-only.
import type { CodePiece as CodePieceType } from '@brickyard/core';
import { CodeBlock } from './CodeBlock.tsx';

export function CodePiece({ piece }: { piece: CodePieceType }) {
  return <CodeBlock code={piece.data.code} language={piece.data.language} />;
}
