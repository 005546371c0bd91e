// A link piece: its label, its address and where it opens.
import { LINK_ACTIONS, type LinkPiece } from '@brickyard/core';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dataSetter, type PieceEditorProps, SelectField, TextField } from './fields.tsx';

export function LinkPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<LinkPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField
        label={t('pieceEditor.label')}
        value={piece.data.label}
        readOnly={readOnly}
        onChange={(label) => set({ label })}
      />
      <TextField
        label={t('pieceEditor.address')}
        value={piece.data.link}
        readOnly={readOnly}
        onChange={(link) => set({ link })}
        type="url"
      />
      <SelectField
        label={t('pieceEditor.opens')}
        value={piece.data.action}
        values={LINK_ACTIONS}
        name={(v) => t(`pieceEditor.actions.${v}`)}
        readOnly={readOnly}
        onChange={(action) => set({ action })}
      />
    </SimpleGrid>
  );
}
