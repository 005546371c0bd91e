// What comes before an item (authoring.md §3: a challenge's tutorials, a tutorial's topics): the chosen items in
// order, each with its move and remove controls, and a library picker that adds one more.
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLibraryLookup } from '../../api/library.ts';
import { MoveControls, moved } from '../../ui/EditableRows.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';

export function PrerequisitesField({
  ids,
  tab,
  addLabel,
  language,
  editable,
  onChange,
}: {
  ids: readonly string[];
  /** The library tab items are picked from. */
  tab: string;
  addLabel: string;
  language: string;
  editable: boolean;
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const rows = useLibraryLookup(ids);
  const titleOf = (id: string) => rows.data?.get(id)?.title ?? t('editor.stage.unknownItem');
  return (
    <Stack gap="xs">
      {ids.map((id, index) => (
        <Group key={id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            <bdi>{titleOf(id)}</bdi>
          </Text>
          {editable && (
            <MoveControls
              name={titleOf(id)}
              index={index}
              count={ids.length}
              size={14}
              deleteIcon="x"
              onMove={(to) => onChange(moved(ids, index, to))}
              onDelete={() => onChange(ids.filter((other) => other !== id))}
            />
          )}
        </Group>
      ))}
      <ItemPickerField
        label={addLabel}
        tab={tab}
        value={null}
        language={language}
        readOnly={!editable}
        onChange={(id) => {
          if (id && !ids.includes(id)) onChange([...ids, id]);
        }}
      />
    </Stack>
  );
}
