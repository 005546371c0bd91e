// A definition piece: a term and its meaning.
import type { DefinitionPiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { dataSetter, type PieceEditorProps, TextField } from './fields.tsx';

export function DefinitionPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<DefinitionPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <TextField
        label={t('pieceEditor.term')}
        value={piece.data.name}
        readOnly={readOnly}
        onChange={(name) => set({ name })}
      />
      <RichTextInput
        label={t('pieceEditor.meaning')}
        value={piece.data.description}
        readOnly={readOnly}
        onChange={(description) => set({ description })}
      />
    </Stack>
  );
}
