// A piece table: a table whose cells hold pieces, with header row and column checkboxes, and rows and columns
// added and removed.
import type { Piece, PieceTablePiece } from '@brickyard/core';
import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ContainerEditorProps, dataSetter } from './fields.tsx';

/** A table whose cells hold pieces: header row and column checkboxes, add and remove rows and columns. */
export function PieceTablePieceEditor({
  piece,
  onChange,
  readOnly,
  PiecesEditor,
}: ContainerEditorProps<PieceTablePiece>) {
  const { t } = useTranslation();
  const { data } = piece;
  const set = dataSetter(piece, onChange);
  const columns = data.table[0]?.length ?? 1;
  const empty = () => ({ pieces: [] as Piece[] });
  return (
    <Stack gap="xs">
      <Group>
        <Checkbox
          label={t('pieceEditor.headerRow')}
          checked={data.hasHeaderRow}
          disabled={readOnly}
          onChange={(e) => set({ hasHeaderRow: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('pieceEditor.headerColumn')}
          checked={data.hasHeaderColumn}
          disabled={readOnly}
          onChange={(e) => set({ hasHeaderColumn: e.currentTarget.checked })}
        />
      </Group>
      {data.table.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; their place is their identity
        <Card key={r} withBorder padding="xs">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {t('pieceEditor.row', { n: r + 1 })}
            </Text>
            {!readOnly && data.table.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => set({ table: data.table.filter((_, i) => i !== r) })}
                aria-label={t('pieceEditor.removeRow', { n: r + 1 })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: Math.min(columns, 4) }}>
            {row.map((c, i) => (
              <PiecesEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: cells have no ids; their place is their identity
                key={i}
                label={t('pieceEditor.cell', { row: r + 1, column: i + 1 })}
                pieces={c.pieces}
                readOnly={readOnly}
                onChange={(pieces) =>
                  set({
                    table: data.table.map((x, j) =>
                      j === r ? x.map((y, k) => (k === i ? { pieces } : y)) : x,
                    ),
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Card>
      ))}
      {!readOnly && (
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => set({ table: [...data.table, Array.from({ length: columns }, empty)] })}
          >
            {t('pieceEditor.addRow')}
          </Button>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => set({ table: data.table.map((row) => [...row, empty()]) })}
          >
            {t('pieceEditor.addColumn')}
          </Button>
          {columns > 1 && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => set({ table: data.table.map((row) => row.slice(0, -1)) })}
            >
              {t('pieceEditor.removeLastColumn')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
