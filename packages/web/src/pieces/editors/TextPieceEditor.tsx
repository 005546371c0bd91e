// A text piece: its style (content, note, warning…) and its rich text.
import { TEXT_STYLES, type TextPiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { dataSetter, type PieceEditorProps, SelectField } from './fields.tsx';

export function TextPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<TextPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <SelectField
        label={t('pieceEditor.style')}
        value={piece.data.style}
        values={TEXT_STYLES}
        name={(v) => t(`pieceEditor.styles.${v}`)}
        readOnly={readOnly}
        onChange={(style) => set({ style })}
      />
      <RichTextInput
        label={t('pieceEditor.text')}
        value={piece.data.text}
        readOnly={readOnly}
        onChange={(text) => set({ text })}
      />
    </Stack>
  );
}
