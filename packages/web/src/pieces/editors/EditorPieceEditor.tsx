// An editor piece: the language and the code a runnable editor starts with.
import type { EditorPiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeField, dataSetter, LanguageField, type PieceEditorProps } from './fields.tsx';

export function EditorPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<EditorPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <LanguageField
        value={piece.data.language}
        readOnly={readOnly}
        onChange={(language) => set({ language })}
      />
      <CodeField
        label={t('pieceEditor.code')}
        value={piece.data.code}
        readOnly={readOnly}
        onChange={(code) => set({ code })}
      />
    </Stack>
  );
}
