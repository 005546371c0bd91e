// A question's preview or expected output (authoring.md §3 "preview and output (type text or image, value)"):
// text as a program prints it, or the address of an image of what it draws; none when left empty.
import type { Output } from '@brickyard/core';
import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_INPUT_STYLES } from './code-input.ts';

export function OutputField({
  label,
  hint,
  value,
  readOnly,
  textOnly = false,
  onChange,
}: {
  label: string;
  hint: string;
  value: Output | null;
  readOnly: boolean;
  /** Only text compares with what a program prints (missing_code's expected output). */
  textOnly?: boolean;
  onChange(value: Output | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The type chosen before anything is written (an empty output is none, so holds no type).
  const [chosen, setChosen] = useState<Output['type']>(value?.type ?? 'text');
  const type = textOnly ? 'text' : (value?.type ?? chosen);
  const set = (next: Output) => onChange(next.value === '' ? null : next);
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text size="sm" fw={600} id={id}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      {!textOnly && (
        <SegmentedControl
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('codeAuthoring.outputType', { name: label })}
          value={type}
          disabled={readOnly}
          data={[
            { value: 'text', label: t('codeAuthoring.typeText') },
            { value: 'image', label: t('codeAuthoring.typeImage') },
          ]}
          onChange={(next) => {
            setChosen(next as Output['type']);
            if (value) onChange({ ...value, type: next as Output['type'] });
          }}
        />
      )}
      {type === 'image' ? (
        <TextInput
          styles={CODE_INPUT_STYLES}
          label={t('codeAuthoring.imageAddress', { name: label })}
          value={value?.value ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ type: 'image', value: e.currentTarget.value })}
        />
      ) : (
        <Textarea
          autosize
          minRows={2}
          styles={CODE_INPUT_STYLES}
          aria-label={label}
          value={value?.value ?? ''}
          readOnly={readOnly}
          onChange={(e) => set({ type: 'text', value: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
