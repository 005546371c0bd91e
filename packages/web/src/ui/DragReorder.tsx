// A list reordered by drag (authoring.md §2: "Questions reorder by drag"): each item has a handle to drag it
// by, and the item it is dropped on makes room for it. The handle is a button, so the keyboard moves items too:
// with the handle focused, the up and down arrow keys move the item one place and keep the focus on it.
import { Box, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type DragEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { moved } from './EditableRows.tsx';

const DRAG_TYPE = 'application/x-brickyard-reorder';

export function DragReorder<T>({
  items,
  keyOf,
  handleLabel,
  disabled,
  onChange,
  render,
}: {
  items: readonly T[];
  keyOf(item: T): string;
  /** The handle's accessible name for the item at `index` ("Drag Question 2 to move it"). */
  handleLabel(item: T, index: number): string;
  disabled?: boolean;
  onChange(items: T[]): void;
  render(item: T, index: number): ReactNode;
}) {
  const [over, setOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLDivElement>());
  const dropOn = (event: DragEvent, to: number) => {
    event.preventDefault();
    setOver(null);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from) && from !== to && from >= 0 && from < items.length)
      onChange(moved(items, from, to));
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to >= items.length) return;
    event.preventDefault();
    const key = keyOf(items[index]!);
    onChange(moved(items, index, to));
    // The moved item keeps the focus, so the next key press moves it again.
    requestAnimationFrame(() => handles.current.get(key)?.focus());
  };
  return (
    <>
      {items.map((item, index) => {
        const key = keyOf(item);
        return (
          <Box
            key={key}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => dropOn(event, index)}
            className={over === index ? 'drag-over' : undefined}
          >
            <Group align="flex-start" gap={4} wrap="nowrap">
              {!disabled && (
                // A <div> with the role of a button: Chromium and Firefox drag it, which they do not do for a
                // <button>.
                <Box
                  ref={(node: HTMLDivElement | null) => {
                    if (node) handles.current.set(key, node);
                    else handles.current.delete(key);
                  }}
                  role="button"
                  tabIndex={0}
                  className="drag-handle"
                  mt="md"
                  draggable
                  aria-label={handleLabel(item, index)}
                  onDragStart={(event: DragEvent) => {
                    event.dataTransfer.setData(DRAG_TYPE, String(index));
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onKeyDown={(event: KeyboardEvent) => onKey(event, index)}
                >
                  <IconGripVertical size={18} aria-hidden />
                </Box>
              )}
              <Box style={{ flex: 1, minWidth: 0 }}>{render(item, index)}</Box>
            </Group>
          </Box>
        );
      })}
    </>
  );
}
