// The answer fields of QuestionInput.tsx that take more than one control: the choices of a radio, poll,
// dropdown or checkbox question, a template with blanks, a matching table, and the stages of a multi-stage one.
import { BLANK, type LearnerQuestion } from '@brickyard/core';
import { Checkbox, Group, NativeSelect, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from './ready-to-check.ts';

/** What every field receives: the question, the answer so far and where it changes. */
interface FieldProps {
  question: LearnerQuestion;
  draft: Draft;
  onChange: (draft: Draft) => void;
  disabled?: boolean;
}

/** radio and poll (one choice among buttons), dropdown (one in a list), checkbox (all that apply). */
export function ChoiceInput({ question, draft, onChange, disabled }: FieldProps) {
  const { t } = useTranslation();
  const label = t('learn.assessment.yourAnswer');
  if (question.fieldType === 'dropdown')
    return (
      <NativeSelect
        label={label}
        value={draft.option ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, option: event.currentTarget.value || undefined })}
        data={[
          { value: '', label: t('learn.assessment.choose') },
          ...question.options.map((o) => ({ value: o._id, label: o.text })),
        ]}
        maw={420}
      />
    );
  if (question.fieldType === 'checkbox')
    return (
      <Checkbox.Group
        label={label}
        description={t('learn.assessment.chooseAll')}
        value={draft.options ?? []}
        onChange={(options) => onChange({ ...draft, options })}
      >
        <Stack gap="xs" mt="xs">
          {question.options.map((o) => (
            <Checkbox key={o._id} value={o._id} label={<bdi>{o.text}</bdi>} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <Radio.Group
      label={label}
      value={draft.option ?? null}
      onChange={(option) => onChange({ ...draft, option })}
    >
      <Stack gap="xs" mt="xs">
        {question.options.map((o) => (
          <Radio key={o._id} value={o._id} label={<bdi>{o.text}</bdi>} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A template with `___` gaps, each gap a text box named "Blank n". */
export function Template({
  template,
  values,
  onChange,
  disabled,
  code,
}: {
  template: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  disabled?: boolean;
  code: boolean;
}) {
  const { t } = useTranslation();
  const parts = template.split(BLANK);
  return (
    <Text
      component="div"
      className={code ? 'template template-code' : 'template'}
      dir={code ? 'ltr' : 'auto'}
    >
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts never reorder
        <Fragment key={index}>
          <span>{part}</span>
          {index < parts.length - 1 && (
            <TextInput
              className="blank"
              aria-label={t('learn.assessment.blank', { n: index + 1 })}
              value={values[index] ?? ''}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const next = [...values];
                while (next.length < parts.length - 1) next.push('');
                next[index] = event.currentTarget.value;
                onChange(next);
              }}
            />
          )}
        </Fragment>
      ))}
    </Text>
  );
}

/** mix_match: beside each left item, a list of the right items to match it with. */
export function MatchInput({ question, draft, onChange, disabled }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder verticalSpacing="xs" maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('learn.assessment.matchLeft')}</Table.Th>
          <Table.Th scope="col">{t('learn.assessment.matchRight')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {question.left.map((left, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: left items are positional
          <Table.Tr key={`${left}-${index}`}>
            <Table.Th scope="row" fw={600}>
              <span dir="auto">{left}</span>
            </Table.Th>
            <Table.Td>
              <NativeSelect
                aria-label={t('learn.assessment.matchFor', { item: left })}
                value={draft.matches?.[index] ?? ''}
                disabled={disabled}
                onChange={(event) => {
                  const matches = [...(draft.matches ?? question.left.map(() => ''))];
                  matches[index] = event.currentTarget.value;
                  onChange({ ...draft, matches });
                }}
                data={[
                  { value: '', label: t('learn.assessment.choose') },
                  ...question.right.map((r) => ({ value: r, label: r })),
                ]}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** multi_stage: the stages passed (no longer editable) and the current one. */
export function StagesInput({ question, draft, onChange, disabled, stage }: FieldProps & { stage: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {question.stages.slice(0, stage + 1).map((prompt, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: stages are positional
          key={`${prompt}-${index}`}
          label={t('learn.assessment.stagePrompt', { n: index + 1, prompt })}
          value={draft.stages?.[index] ?? ''}
          disabled={disabled || index < stage}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            const stages = [...(draft.stages ?? [])];
            stages[index] = event.currentTarget.value;
            onChange({ ...draft, stages: stages.slice(0, stage + 1) });
          }}
          maw={480}
        />
      ))}
      <Group>
        <Text size="sm" c="dimmed">
          {t('learn.assessment.stageOf', { n: stage + 1, total: question.stages.length })}
        </Text>
      </Group>
    </Stack>
  );
}
