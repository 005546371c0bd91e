// The piece editors (authoring.md §2 "Piece editors"): a list of pieces with an insert point before each and at
// the end, which opens the format picker ("Select an Editor", grouped in labelled sections, with Cancel); each
// piece can move, be removed (after the question) and be previewed, and is edited by its format's editor
// (one file per format beside this one, listed in piece-editors.ts).
import { PIECE_FORMAT_GROUPS, type Piece, type PieceFormat } from '@brickyard/core';
import { ActionIcon, Button, Card, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';
import { PieceView } from '../Pieces.tsx';
import type { Change, ContainerEditorProps, PieceEditorProps } from './fields.tsx';
import { newPiece } from './new-piece.ts';
import { PIECE_EDITORS } from './piece-editors.ts';

/** "Select an Editor": the formats grouped in labelled sections. */
export function FormatPicker({ onPick, onCancel }: { onPick(format: PieceFormat): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('pieceEditor.select')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack gap="md">
        {PIECE_FORMAT_GROUPS.map((group) => (
          <section key={group.label} aria-labelledby={`format-group-${group.label}`}>
            <Title order={3} size="h5" mb={6} id={`format-group-${group.label}`}>
              {t(`pieceEditor.groups.${group.label}`)}
            </Title>
            <Group gap="xs">
              {group.formats.map((format) => (
                <Button key={format} variant="light" size="compact-md" onClick={() => onPick(format)}>
                  {t(`pieceEditor.formats.${format}`)}
                </Button>
              ))}
            </Group>
          </section>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A list of pieces being edited, with insert points. `label` names the list ("Pieces", "Left column"). */
export function PiecesEditor({
  label,
  pieces,
  onChange,
  readOnly,
}: {
  label: string;
  pieces: readonly Piece[];
  onChange: Change<Piece[]>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [inserting, setInserting] = useState<number | null>(null);
  const insertPoint = (at: number) =>
    readOnly ? null : (
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setInserting(at)}
        aria-label={t('pieceEditor.insertAt', { list: label, n: at + 1 })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('pieceEditor.insert')}
      </Button>
    );
  return (
    <Stack gap={6} component="section" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {pieces.length === 0 && readOnly && (
        <Text size="sm" c="dimmed">
          {t('pieceEditor.none')}
        </Text>
      )}
      {pieces.map((piece, index) => (
        <Stack key={piece._id ?? index} gap={6}>
          {insertPoint(index)}
          <PieceCard
            piece={piece}
            index={index}
            count={pieces.length}
            readOnly={readOnly}
            onChange={(next) => onChange(pieces.map((p, i) => (i === index ? next : p)))}
            onMove={(to) => onChange(moved(pieces, index, to))}
            onRemove={() => onChange(pieces.filter((_, i) => i !== index))}
          />
        </Stack>
      ))}
      {insertPoint(pieces.length)}
      {inserting !== null && (
        <FormatPicker
          onCancel={() => setInserting(null)}
          onPick={(format) => {
            const next = [...pieces];
            next.splice(inserting, 0, newPiece(format));
            onChange(next);
            setInserting(null);
          }}
        />
      )}
    </Stack>
  );
}

function PieceCard({
  piece,
  index,
  count,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: {
  piece: Piece;
  index: number;
  count: number;
  readOnly?: boolean;
  onChange: Change<Piece>;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = t('pieceEditor.pieceName', { n: index + 1, format: t(`pieceEditor.formats.${piece.format}`) });
  return (
    <Card withBorder padding="sm" component="section" aria-label={name}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={preview ? t('pieceEditor.edit') : t('pieceEditor.preview')}>
            <ActionIcon
              variant="subtle"
              onClick={() => setPreview((p) => !p)}
              aria-pressed={preview}
              aria-label={t('pieceEditor.previewNamed', { name })}
            >
              {preview ? <IconPencil size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          {!readOnly && (
            <MoveControls
              name={name}
              index={index}
              count={count}
              onMove={onMove}
              onDelete={() => setConfirming(true)}
            />
          )}
        </Group>
      </Group>
      {preview ? (
        <PieceView piece={piece} />
      ) : (
        <PieceEditor piece={piece} onChange={onChange} readOnly={readOnly} />
      )}
      <ConfirmModal
        opened={confirming}
        title={t('editor.remove', { name })}
        question={t('editor.confirmDelete')}
        confirmLabel={t('pieceEditor.removeConfirm')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

/** The editor of one piece, by its format; containers edit their own pieces with this file's list editor. */
export function PieceEditor({ piece, onChange, readOnly }: PieceEditorProps<Piece>) {
  // The registry pairs each format with its editor, a pairing TypeScript does not follow through the lookup.
  const Editor = PIECE_EDITORS[piece.format] as ComponentType<ContainerEditorProps<Piece>>;
  return <Editor piece={piece} onChange={onChange} readOnly={readOnly} PiecesEditor={PiecesEditor} />;
}
