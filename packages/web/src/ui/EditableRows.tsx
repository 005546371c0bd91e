// Lists an editor grows and shrinks (a list's items, a question's options, a syntax piece's marked parts): each
// row with its remove button, an add button below; `min` rows are always kept. And the move up / move down /
// delete controls of a card in an ordered list, and that card itself.
import { ActionIcon, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './ConfirmModal.tsx';

export function EditableRows<T>({
  items,
  onChange,
  render,
  newItem,
  addLabel,
  removeLabel,
  readOnly,
  min = 0,
  keyOf,
}: {
  items: readonly T[];
  onChange(items: T[]): void;
  /** The row's fields; `update` replaces the item. */
  render(item: T, index: number, update: (next: T) => void): ReactNode;
  newItem(): T;
  addLabel: string;
  removeLabel(index: number): string;
  readOnly?: boolean;
  min?: number;
  keyOf?: (item: T, index: number) => string | number;
}) {
  return (
    <Stack gap={4}>
      {items.map((item, index) => (
        <Group key={keyOf ? keyOf(item, index) : index} wrap="nowrap" align="flex-end">
          {render(item, index, (next) => onChange(items.map((x, j) => (j === index ? next : x))))}
          {!readOnly && items.length > min && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              onClick={() => onChange(items.filter((_, j) => j !== index))}
              aria-label={removeLabel(index)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...items, newItem()])}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

/** `list` with the item at `from` moved to `to`. */
export const moved = <T,>(list: readonly T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
};

/** Move up, move down and delete (which asks first, through `onDelete`) for the card named `name`. */
export function MoveControls({
  name,
  index,
  count,
  onMove,
  onDelete,
  size = 16,
  deleteIcon = 'trash',
  confirm = false,
}: {
  name: string;
  index: number;
  count: number;
  onMove(to: number): void;
  onDelete(): void;
  size?: number;
  deleteIcon?: 'trash' | 'x';
  /** Ask "Are you sure you want to delete?" first (authoring.md §5): for whole parts, such as steps. */
  confirm?: boolean;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size={size + 10}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t('editor.moveUp', { name })}
      >
        <IconArrowUp size={size} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size={size + 10}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t('editor.moveDown', { name })}
      >
        <IconArrowDown size={size} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size={size + 10}
        color="red"
        onClick={confirm ? () => setConfirming(true) : onDelete}
        aria-label={t('editor.remove', { name })}
      >
        {deleteIcon === 'trash' ? <IconTrash size={size} aria-hidden /> : <IconX size={size} aria-hidden />}
      </ActionIcon>
      {confirm && (
        <ConfirmModal
          opened={confirming}
          title={t('editor.remove', { name })}
          question={t('editor.confirmDelete')}
          confirmLabel={t('editor.delete')}
          danger
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Group>
  );
}

/**
 * One card of an ordered list an editor changes (a tutorial's steps, a challenge's decomposition): its name as
 * a heading and, when editable, the controls that move it or take it out of `list`.
 */
export function OrderedCard<T>({
  name,
  index,
  list,
  onList,
  editable,
  nested,
  children,
}: {
  name: string;
  index: number;
  list: readonly T[];
  onList(list: T[]): void;
  editable: boolean;
  /** A card inside another card: a smaller heading and padding. */
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding={nested ? 'sm' : 'md'} component="section" aria-label={name}>
      <Group justify="space-between" mb="xs">
        <Title order={nested ? 4 : 3} size={nested ? 'h6' : 'h5'}>
          {name}
        </Title>
        {editable && (
          <MoveControls
            name={name}
            index={index}
            count={list.length}
            onMove={(to) => onList(moved(list, index, to))}
            onDelete={() => onList(list.filter((_, j) => j !== index))}
            confirm
          />
        )}
      </Group>
      {children}
    </Card>
  );
}
