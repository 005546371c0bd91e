// A video piece: its address and caption.
import type { VideoPiece } from '@brickyard/core';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dataSetter, type PieceEditorProps, TextField } from './fields.tsx';

export function VideoPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<VideoPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField
        label={t('pieceEditor.address')}
        value={piece.data.url}
        readOnly={readOnly}
        onChange={(url) => set({ url })}
        type="url"
      />
      <TextField
        label={t('pieceEditor.caption')}
        value={piece.data.caption ?? ''}
        readOnly={readOnly}
        onChange={(caption) => set({ caption })}
      />
    </SimpleGrid>
  );
}
