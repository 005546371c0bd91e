// An embed piece: the address of the page it frames, the frame's title and its height.
import type { EmbedPiece } from '@brickyard/core';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dataSetter, type PieceEditorProps, TextField } from './fields.tsx';

export function EmbedPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<EmbedPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField
        label={t('pieceEditor.address')}
        value={piece.data.url}
        readOnly={readOnly}
        onChange={(url) => set({ url })}
        type="url"
      />
      <TextField
        label={t('pieceEditor.title')}
        value={piece.data.title ?? ''}
        readOnly={readOnly}
        onChange={(title) => set({ title })}
      />
      <NumberInput
        label={t('pieceEditor.height')}
        value={piece.data.height ?? 400}
        min={50}
        max={2000}
        readOnly={readOnly}
        onChange={(v) => set({ height: Number(v) || 400 })}
      />
    </SimpleGrid>
  );
}
