// A columns piece: the pieces of the left and of the right column, side by side on wide screens.
import type { ColumnsPiece } from '@brickyard/core';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContainerEditorProps, dataSetter } from './fields.tsx';

export function ColumnsPieceEditor({
  piece,
  onChange,
  readOnly,
  PiecesEditor,
}: ContainerEditorProps<ColumnsPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <PiecesEditor
        label={t('pieceEditor.left')}
        pieces={piece.data.left}
        readOnly={readOnly}
        onChange={(left) => set({ left })}
      />
      <PiecesEditor
        label={t('pieceEditor.right')}
        pieces={piece.data.right}
        readOnly={readOnly}
        onChange={(right) => set({ right })}
      />
    </SimpleGrid>
  );
}
