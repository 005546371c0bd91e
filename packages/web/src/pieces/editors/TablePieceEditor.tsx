// A table piece: text cells in rows and columns, the columns' proportions (1 to 5) and a header row.
import { TABLE_PROPORTION_MAX, TABLE_PROPORTION_MIN, type TablePiece } from '@brickyard/core';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dataSetter, type PieceEditorProps } from './fields.tsx';

/** A table of text cells: rows, columns, proportions 1 to 5, a header row. */
export function TablePieceEditor({ piece, onChange, readOnly }: PieceEditorProps<TablePiece>) {
  const { t } = useTranslation();
  const { data } = piece;
  const set = dataSetter(piece, onChange);
  const cell = () => ({ format: 'text' as const, data: { text: '' } });
  const addRow = () =>
    set({ rows: data.rows + 1, cells: [...data.cells, Array.from({ length: data.columns }, cell)] });
  const addColumn = () =>
    set({
      columns: data.columns + 1,
      proportions: [...data.proportions, 1],
      cells: data.cells.map((row) => [...row, cell()]),
    });
  const removeRow = (r: number) => set({ rows: data.rows - 1, cells: data.cells.filter((_, i) => i !== r) });
  const removeColumn = (c: number) =>
    set({
      columns: data.columns - 1,
      proportions: data.proportions.filter((_, i) => i !== c),
      cells: data.cells.map((row) => row.filter((_, i) => i !== c)),
    });
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('pieceEditor.headerRow')}
        checked={data.hasHeader}
        disabled={readOnly}
        onChange={(e) => set({ hasHeader: e.currentTarget.checked })}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {data.proportions.map((p, c) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns have no ids; their place is their identity
          <Group key={c} gap={2} wrap="nowrap" style={{ flex: 1 }} align="flex-end">
            <NumberInput
              label={t('pieceEditor.proportion', { n: c + 1 })}
              value={p}
              min={TABLE_PROPORTION_MIN}
              max={TABLE_PROPORTION_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              readOnly={readOnly}
              onChange={(v) =>
                set({ proportions: data.proportions.map((x, i) => (i === c ? Number(v) || 1 : x)) })
              }
              style={{ flex: 1 }}
            />
            {!readOnly && data.columns > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                onClick={() => removeColumn(c)}
                aria-label={t('pieceEditor.removeColumn', { n: c + 1 })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Group>
      {data.cells.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their place is their identity
        <Group key={r} gap="xs" wrap="nowrap" align="flex-end">
          {row.map((c, i) => (
            <TextInput
              // biome-ignore lint/suspicious/noArrayIndexKey: cells have no ids; their place is their identity
              key={i}
              style={{ flex: data.proportions[i] ?? 1 }}
              label={t('pieceEditor.cell', { row: r + 1, column: i + 1 })}
              value={c.data.text}
              readOnly={readOnly}
              fw={data.hasHeader && r === 0 ? 700 : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                set({
                  cells: data.cells.map((x, j) =>
                    j === r ? x.map((y, k) => (k === i ? { ...y, data: { text: value } } : y)) : x,
                  ),
                });
              }}
            />
          ))}
          {!readOnly && data.rows > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              onClick={() => removeRow(r)}
              aria-label={t('pieceEditor.removeRow', { n: r + 1 })}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Group gap="xs">
          <Button variant="light" size="compact-sm" onClick={addRow}>
            {t('pieceEditor.addRow')}
          </Button>
          <Button variant="light" size="compact-sm" onClick={addColumn}>
            {t('pieceEditor.addColumn')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
