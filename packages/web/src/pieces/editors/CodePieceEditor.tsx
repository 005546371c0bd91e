// A code piece: highlighted code in a language.
import type { CodePiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeField, dataSetter, LanguageField, type PieceEditorProps } from './fields.tsx';

export function CodePieceEditor({ piece, onChange, readOnly }: PieceEditorProps<CodePiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <LanguageField
        value={piece.data.language ?? 'python'}
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
