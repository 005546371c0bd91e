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

export interface ParsonsLine {
  text: string;
  indent: number;
}

const MAX_INDENT = 6;

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
  const used = [...value.map((l) => l.text)];
  const pool = lines.filter((line) => {
    const at = used.indexOf(line);
    if (at === -1) return true;
    used.splice(at, 1);
    return false;
  });

  const add = (text: string, at = value.length) => {
    const next = [...value];
    next.splice(at, 0, { text, indent: 0 });
    onChange(next);
  };
  const update = (index: number, change: (line: ParsonsLine) => ParsonsLine | null) => {
    const next = [...value];
    const changed = change(next[index]!);
    if (changed) next[index] = changed;
    else next.splice(index, 1);
    onChange(next);
  };
  const move = (index: number, by: number) => {
    const target = index + by;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    const [line] = next.splice(index, 1);
    next.splice(target, 0, line!);
    onChange(next);
  };

  const onDragStart = (
    event: DragEvent,
    payload: { from: 'pool' | 'program'; index: number; text: string },
  ) => {
    event.dataTransfer.setData('application/x-parsons', JSON.stringify(payload));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (event: DragEvent, to: 'pool' | 'program', at?: number) => {
    event.preventDefault();
    event.stopPropagation();
    const raw = event.dataTransfer.getData('application/x-parsons');
    if (!raw || disabled) return;
    const payload = JSON.parse(raw) as { from: 'pool' | 'program'; index: number; text: string };
    if (to === 'program') {
      if (payload.from === 'pool') add(payload.text, at ?? value.length);
      else {
        const next = [...value];
        const [line] = next.splice(payload.index, 1);
        const target = at === undefined ? next.length : at > payload.index ? at - 1 : at;
        next.splice(target, 0, line!);
        onChange(next);
      }
    } else if (payload.from === 'program') update(payload.index, () => null);
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
              onDragStart={(e) => onDragStart(e, { from: 'pool', index, text })}
              className="parsons-line"
            >
              <Group justify="space-between" wrap="wrap" gap="xs" className="parsons-row">
                <code dir="ltr">{text}</code>
                <ActionIcon
                  variant="light"
                  size="sm"
                  disabled={disabled}
                  onClick={() => add(text)}
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
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be used twice
              key={`${line.text}-${index}`}
              draggable={!disabled}
              onDragStart={(e) => onDragStart(e, { from: 'program', index, text: line.text })}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, 'program', index)}
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
                    onClick={() => update(index, (l) => ({ ...l, indent: l.indent - 1 }))}
                    aria-label={t('learn.parsons.outdent', { line: line.text })}
                  >
                    <IconIndentDecrease size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={disabled || line.indent >= MAX_INDENT}
                    onClick={() => update(index, (l) => ({ ...l, indent: l.indent + 1 }))}
                    aria-label={t('learn.parsons.indent', { line: line.text })}
                  >
                    <IconIndentIncrease size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('learn.parsons.up', { line: line.text })}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    disabled={disabled || index === value.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('learn.parsons.down', { line: line.text })}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    disabled={disabled}
                    onClick={() => update(index, () => null)}
                    aria-label={t('learn.parsons.remove', { line: line.text })}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Box>
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
