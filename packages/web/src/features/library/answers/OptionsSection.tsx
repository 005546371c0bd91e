// The "Options" section the option-based answer editors share: a row per option (the type's own fields), Add
// Option, and for the types learners see shuffled, the switch that keeps the author's order.
import { type FieldType, SHUFFLED_FIELD_TYPES } from '@brickyard/core';
import { Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../../ui/EditableRows.tsx';
import type { AnswerEditorProps, Option } from './types.ts';

const newOption = (): Option => ({
  _id: `new-${crypto.randomUUID()}`,
  data: { text: '', description: '', isCorrect: false, pieces: [], lhs: [], rhs: [] },
});

export function OptionsSection({
  question,
  readOnly,
  onChange,
  row,
  title,
  addLabel,
  removeLabel,
}: AnswerEditorProps & {
  /** One option's fields; `setData` replaces some of its data. */
  row(option: Option, index: number, setData: (data: Partial<Option['data']>) => void): ReactNode;
  /** The section's heading and buttons where its options are something else (a multi-stage's stages). */
  title?: string;
  addLabel?: string;
  removeLabel?(index: number): string;
}) {
  const { t } = useTranslation();
  const heading = title ?? t('editor.question.options');
  return (
    <Stack gap={4} component="section" aria-label={heading}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      <EditableRows
        items={question.fieldOptions}
        onChange={(fieldOptions) => onChange({ fieldOptions })}
        readOnly={readOnly}
        newItem={newOption}
        addLabel={addLabel ?? t('editor.question.addOption')}
        removeLabel={removeLabel ?? ((i) => t('editor.question.removeOption', { n: i + 1 }))}
        keyOf={(option) => option._id}
        render={(option, i, update) =>
          row(option, i, (data) => update({ ...option, data: { ...option.data, ...data } }))
        }
      />
      {(SHUFFLED_FIELD_TYPES as readonly FieldType[]).includes(question.fieldType) && (
        <Switch
          mt="xs"
          label={t('editor.question.keepOrder')}
          description={t('editor.question.keepOrderHint')}
          checked={question.keepOptionOrder}
          disabled={readOnly}
          onChange={(e) => onChange({ keepOptionOrder: e.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
