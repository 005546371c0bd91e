// A parsons problem: lines to drag (or move with buttons, by keyboard) from the pool into the program, in
// order and indented. Lines travel by text; the server knows which belong and how deep.
import { ActionIcon, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import { type DragEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeLine,
  dropLine,
  insertLine,
  MAX_INDENT,
  moveLine,
  type ParsonsDrag,
  type ParsonsLine,
  poolOf,
} from './parsons.ts';

const DRAG_TYPE = 'application/x-parsons';

const startDrag = (event: DragEvent, drag: ParsonsDrag) => {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(drag));
  event.dataTransfer.effectAllowed = 'move';
};

/** `lines`: every line offered; `value`: the program so far. Pool = offered minus used (duplicates count). */
export function ParsonsInput({
  lines,
  value,
  onChange,
  disabled,
}: {
  lines: readonly string[];
  value: readonly ParsonsLine[];
  onChange: (next: ParsonsLine[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const poolId = useId();
  const programId = useId();
  const pool = poolOf(lines, value);
  const handle = (next: ParsonsLine[] | null) => {
    if (next) onChange(next);
  };

  const onDrop = (event: DragEvent, to: 'pool' | 'program', at?: number) => {
    event.preventDefault();
    event.stopPropagation();
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw || disabled) return;
    handle(dropLine(value, JSON.parse(raw) as ParsonsDrag, to, at));
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper
        withBorder
        p="sm"
        radius="md"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => onDrop(e, 'pool')}
        aria-labelledby={poolId}
        role="region"
      >
        <Title order={3} size="h6" id={poolId} mb="xs">
          {t('learn.parsons.pool')}
        </Title>
        <Stack gap={6} component="ul" className="plain-list">
          {pool.map((text, index) => (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be offered twice
              key={`${text}-${index}`}
              draggable={!disabled}
              onDragStart={(e) => startDrag(e, { from: 'pool', index, text })}
              className="parsons-line"
            >
              <Group justify="space-between" wrap="wrap" gap="xs" className="parsons-row">
                <code dir="ltr">{text}</code>
                <ActionIcon
                  variant="light"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onChange(insertLine(value, text))}
                  aria-label={t('learn.parsons.add', { line: text })}
                >
                  <IconPlus size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Box>
          ))}
          {pool.length === 0 && (
            // A list holds only items: the empty note is one.
            <Text size="sm" c="dimmed" component="li">
              {t('learn.parsons.poolEmpty')}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper
        withBorder
        p="sm"
        radius="md"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => onDrop(e, 'program')}
        aria-labelledby={programId}
        role="region"
      >
        <Title order={3} size="h6" id={programId} mb="xs">
          {t('learn.parsons.program')}
        </Title>
        <Stack gap={6} component="ol" className="plain-list" aria-label={t('learn.parsons.program')}>
          {value.map((line, index) => (
            <ProgramLine
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be used twice
              key={`${line.text}-${index}`}
              line={line}
              index={index}
              count={value.length}
              disabled={disabled}
              onDragStart={(e) => startDrag(e, { from: 'program', index, text: line.text })}
              onDrop={(e) => onDrop(e, 'program', index)}
              onChange={(change) => onChange(changeLine(value, index, change))}
              onMove={(by) => handle(moveLine(value, index, by))}
            />
          ))}
          {value.length === 0 && (
            // A list holds only items: the empty note is one.
            <Text size="sm" c="dimmed" component="li">
              {t('learn.parsons.programEmpty')}
            </Text>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

/** A line of the program, with its buttons: outdent, indent, up, down, remove. */
function ProgramLine({
  line,
  index,
  count,
  disabled,
  onDragStart,
  onDrop,
  onChange,
  onMove,
}: {
  line: ParsonsLine;
  index: number;
  /** How many lines the program has. */
  count: number;
  disabled?: boolean;
  onDragStart: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  /** Changes the line, or takes it out (null). */
  onChange: (change: (line: ParsonsLine) => ParsonsLine | null) => void;
  onMove: (by: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      draggable={!disabled}
      onDragStart={onDragStart}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      className="parsons-line"
      aria-label={t('learn.parsons.lineLabel', { line: line.text, indent: line.indent })}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" className="parsons-row">
        <code dir="ltr" style={{ paddingInlineStart: `${line.indent * 1.5}rem` }}>
          {line.text}
        </code>
        <Group gap={2} wrap="nowrap" className="parsons-buttons">
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={disabled || line.indent === 0}
            onClick={() => onChange((l) => ({ ...l, indent: l.indent - 1 }))}
            aria-label={t('learn.parsons.outdent', { line: line.text })}
          >
            <IconIndentDecrease size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={disabled || line.indent >= MAX_INDENT}
            onClick={() => onChange((l) => ({ ...l, indent: l.indent + 1 }))}
            aria-label={t('learn.parsons.indent', { line: line.text })}
          >
            <IconIndentIncrease size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('learn.parsons.up', { line: line.text })}
          >
            <IconArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="sm"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('learn.parsons.down', { line: line.text })}
          >
            <IconArrowDown size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(() => null)}
            aria-label={t('learn.parsons.remove', { line: line.text })}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
