// The answer fields of QuestionInput.tsx that take more than one control: the choices of a radio, poll,
// dropdown or checkbox question (with each option's description and pieces), a matching table, and the stages of a multi-stage one.
import type { LearnerQuestion } from '@brickyard/core';
import { Checkbox, Group, NativeSelect, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pieces } from '../../../pieces/index.ts';
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
            <Stack key={o._id} gap={4}>
              <Checkbox
                value={o._id}
                label={<bdi>{o.text}</bdi>}
                description={o.description ? <bdi>{o.description}</bdi> : undefined}
                disabled={disabled}
              />
              <OptionPieces option={o} />
            </Stack>
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
          <Stack key={o._id} gap={4}>
            <Radio
              value={o._id}
              label={<bdi>{o.text}</bdi>}
              description={o.description ? <bdi>{o.description}</bdi> : undefined}
              disabled={disabled}
            />
            <OptionPieces option={o} />
          </Stack>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** An option's pieces (an image, some code), below its text and description, when the author added them. */
function OptionPieces({ option }: { option: LearnerQuestion['options'][number] }) {
  if (option.pieces.length === 0) return null;
  return (
    <div className="option-pieces">
      <Pieces pieces={option.pieces} />
    </div>
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
