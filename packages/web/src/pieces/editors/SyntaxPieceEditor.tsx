// A syntax piece: code in a language, and the parts of it that are marked, each with what it means.
import type { SyntaxPiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../ui/EditableRows.tsx';
import {
  CodeField,
  codeStyles,
  dataSetter,
  LanguageField,
  type PieceEditorProps,
  TextField,
} from './fields.tsx';

export function SyntaxPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<SyntaxPiece>) {
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
      <EditableRows
        items={piece.data.highlights}
        onChange={(highlights) => set({ highlights })}
        readOnly={readOnly}
        newItem={() => ({ highlight: '', description: '' })}
        addLabel={t('pieceEditor.addHighlight')}
        removeLabel={(i) => t('pieceEditor.removeHighlight', { n: i + 1 })}
        render={(h, i, update) => (
          <>
            <TextField
              label={t('pieceEditor.highlight', { n: i + 1 })}
              value={h.highlight}
              readOnly={readOnly}
              onChange={(highlight) => update({ ...h, highlight })}
              style={{ flex: 1 }}
              styles={codeStyles}
            />
            <TextField
              label={t('pieceEditor.highlightMeaning', { n: i + 1 })}
              value={h.description}
              readOnly={readOnly}
              onChange={(description) => update({ ...h, description })}
              style={{ flex: 2 }}
            />
          </>
        )}
      />
    </Stack>
  );
}
