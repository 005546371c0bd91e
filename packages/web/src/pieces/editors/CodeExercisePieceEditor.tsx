// A code exercise piece: its language, instructions, and code and result entries (removing keeps at least one,
// authoring.md §5).
import type { CodeExercisePiece } from '@brickyard/core';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../ui/EditableRows.tsx';
import { RichTextInput } from '../../ui/RichTextInput.tsx';
import { CodeField, dataSetter, LanguageField, type PieceEditorProps } from './fields.tsx';

export function CodeExercisePieceEditor({ piece, onChange, readOnly }: PieceEditorProps<CodeExercisePiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <LanguageField
        value={piece.data.language}
        readOnly={readOnly}
        onChange={(language) => set({ language })}
      />
      <RichTextInput
        label={t('pieceEditor.instructions')}
        value={piece.data.instructions ?? ''}
        readOnly={readOnly}
        onChange={(instructions) => set({ instructions })}
      />
      <EditableRows
        items={piece.data.entries}
        onChange={(entries) => set({ entries })}
        readOnly={readOnly}
        min={1}
        newItem={() => ({ code: '', result: '' })}
        addLabel={t('pieceEditor.addEntry')}
        removeLabel={(i) => t('pieceEditor.removeEntry', { n: i + 1 })}
        render={(entry, i, update) => (
          <Group grow style={{ flex: 1 }} align="flex-end">
            <CodeField
              label={t('pieceEditor.entryCode', { n: i + 1 })}
              value={entry.code}
              readOnly={readOnly}
              onChange={(code) => update({ ...entry, code })}
            />
            <CodeField
              label={t('pieceEditor.entryResult', { n: i + 1 })}
              value={entry.result}
              readOnly={readOnly}
              onChange={(result) => update({ ...entry, result })}
            />
          </Group>
        )}
      />
    </Stack>
  );
}
