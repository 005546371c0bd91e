// A list piece: numbered or bulleted, and its items (at least one).
import { LIST_TYPES, type ListPiece } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../ui/EditableRows.tsx';
import { dataSetter, type PieceEditorProps, SelectField, TextField } from './fields.tsx';

export function ListPieceEditor({ piece, onChange, readOnly }: PieceEditorProps<ListPiece>) {
  const { t } = useTranslation();
  const set = dataSetter(piece, onChange);
  return (
    <Stack gap="xs">
      <SelectField
        label={t('pieceEditor.listType')}
        value={piece.data.type}
        values={LIST_TYPES}
        name={(v) => t(`pieceEditor.listTypes.${v}`)}
        readOnly={readOnly}
        onChange={(type) => set({ type })}
      />
      <EditableRows
        items={piece.data.items}
        onChange={(items) => set({ items })}
        readOnly={readOnly}
        min={1}
        newItem={() => ({ content: '' })}
        addLabel={t('pieceEditor.addItem')}
        removeLabel={(i) => t('pieceEditor.removeItem', { n: i + 1 })}
        render={(item, i, update) => (
          <TextField
            label={t('pieceEditor.item', { n: i + 1 })}
            value={item.content}
            readOnly={readOnly}
            onChange={(content) => update({ content })}
            style={{ flex: 1 }}
          />
        )}
      />
    </Stack>
  );
}
