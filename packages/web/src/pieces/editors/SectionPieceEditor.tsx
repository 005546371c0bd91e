// A section piece: its title and the pieces it holds.
import type { SectionPiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContainerEditorProps, dataSetter, TextField } from './fields.tsx';

export function SectionPieceEditor({
  piece,
  onChange,
  readOnly,
  PiecesEditor,
}: ContainerEditorProps<SectionPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <TextField
        label={t('pieceEditor.sectionTitle')}
        value={piece.data.title}
        readOnly={readOnly}
        onChange={(title) => set({ title })}
      />
      <PiecesEditor
        label={t('pieceEditor.sectionPieces')}
        pieces={piece.data.pieces}
        readOnly={readOnly}
        onChange={(pieces) => set({ pieces })}
      />
    </Stack>
  );
}
