// An embedded code editor piece: its language, size and auto-start, the starter code and the solution.
import { EDITOR_SIZES, type EmbedEditorPiece } from '@brickyard/core';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeField, dataSetter, LanguageField, type PieceEditorProps, SelectField } from './fields.tsx';

export function EmbedEditorPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<EmbedEditorPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  const { editor } = piece.data;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <LanguageField
          value={editor.language}
          readOnly={readOnly}
          onChange={(language) => set({ editor: { ...editor, language } })}
        />
        <SelectField
          label={t('pieceEditor.size')}
          value={piece.data.size}
          values={EDITOR_SIZES}
          name={(v) => t(`pieceEditor.sizes.${v}`)}
          readOnly={readOnly}
          onChange={(size) => set({ size })}
        />
        <Switch
          mt="lg"
          label={t('pieceEditor.autoStart')}
          checked={piece.data.autoStart}
          disabled={readOnly}
          onChange={(e) => set({ autoStart: e.currentTarget.checked })}
        />
      </SimpleGrid>
      <CodeField
        label={t('pieceEditor.starter')}
        value={editor.code}
        readOnly={readOnly}
        onChange={(code) => set({ editor: { ...editor, code } })}
      />
      <CodeField
        label={t('pieceEditor.solution')}
        value={piece.data.solution ?? ''}
        readOnly={readOnly}
        onChange={(solution) => set({ solution })}
      />
    </Stack>
  );
}
