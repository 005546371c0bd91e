// Which editor edits each piece format, as Pieces.tsx says which viewer shows it. The mapped type makes a
// format without an editor a compile error.
import type { PieceFormat } from '@brickyard/core';
import type { ComponentType } from 'react';
import { BadgePieceEditor } from './BadgePieceEditor.tsx';
import { CodeExercisePieceEditor } from './CodeExercisePieceEditor.tsx';
import { CodePieceEditor } from './CodePieceEditor.tsx';
import { ColumnsPieceEditor } from './ColumnsPieceEditor.tsx';
import { DefinitionPieceEditor } from './DefinitionPieceEditor.tsx';
import { EditorPieceEditor } from './EditorPieceEditor.tsx';
import { EmbedEditorPieceEditor } from './EmbedEditorPieceEditor.tsx';
import { EmbedPieceEditor } from './EmbedPieceEditor.tsx';
import type { ContainerEditorProps, PieceOf } from './fields.tsx';
import { ImagePieceEditor } from './ImagePieceEditor.tsx';
import { LinkPieceEditor } from './LinkPieceEditor.tsx';
import { ListPieceEditor } from './ListPieceEditor.tsx';
import { PieceTablePieceEditor } from './PieceTablePieceEditor.tsx';
import { SectionPieceEditor } from './SectionPieceEditor.tsx';
import { SyntaxPieceEditor } from './SyntaxPieceEditor.tsx';
import { TablePieceEditor } from './TablePieceEditor.tsx';
import { TextPieceEditor } from './TextPieceEditor.tsx';
import { VideoPieceEditor } from './VideoPieceEditor.tsx';

export const PIECE_EDITORS: { [F in PieceFormat]: ComponentType<ContainerEditorProps<PieceOf<F>>> } = {
  text: TextPieceEditor,
  image: ImagePieceEditor,
  section: SectionPieceEditor,
  columns: ColumnsPieceEditor,
  definition: DefinitionPieceEditor,
  table: TablePieceEditor,
  'piece-table': PieceTablePieceEditor,
  link: LinkPieceEditor,
  embed: EmbedPieceEditor,
  'embed-editor': EmbedEditorPieceEditor,
  editor: EditorPieceEditor,
  code: CodePieceEditor,
  video: VideoPieceEditor,
  syntax: SyntaxPieceEditor,
  list: ListPieceEditor,
  codeExercise: CodeExercisePieceEditor,
  purpose: BadgePieceEditor,
  signal: BadgePieceEditor,
  handler: BadgePieceEditor,
  audience: BadgePieceEditor,
};
