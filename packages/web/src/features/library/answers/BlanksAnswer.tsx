// The answer of a fill_in_blanks question (issue 21): its template, one answer per blank found in it (with the
// other answers each blank accepts), a warning when answers and blanks differ, and the extra words that give
// learners a word bank to pick each blank from instead of typing.
import { ActionIcon, Alert, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { blanksIn, distractorOptions, splitOptions, withAnswer } from './blanks.ts';
import { TemplateField, templateOf } from './TemplateField.tsx';
import type { AnswerEditorProps, Option } from './types.ts';

export function BlanksAnswer(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { question, readOnly, onChange } = props;
  const blanks = blanksIn(templateOf(question)) ?? 1;
  const { answers, others } = splitOptions(question.fieldOptions);
  const words = others.map((o) => o.data.text);
  const save = (nextAnswers: Option[], nextOthers: Option[] = others) =>
    onChange({ fieldOptions: [...nextAnswers, ...nextOthers] });
  const rows = Math.max(blanks, answers.length);
  return (
    <Stack gap="xs" component="section" aria-label={t('textAuthoring.blanks.section')}>
      <Text size="sm" fw={600}>
        {t('textAuthoring.blanks.section')}
      </Text>
      <TemplateField {...props} />
      {Array.from({ length: rows }, (_, i) => {
        const answer = answers[i];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a blank is its position
          <Group key={i} wrap="nowrap" align="flex-end" grow>
            <TextInput
              label={t('textAuthoring.blanks.answer', { n: i + 1 })}
              value={answer?.data.text ?? ''}
              readOnly={readOnly}
              dir="auto"
              error={i >= blanks ? t('textAuthoring.blanks.extra') : undefined}
              onChange={(e) => {
                const text = e.currentTarget.value;
                save(withAnswer(answers, i, () => ({ text })));
              }}
            />
            <TagsInput
              label={t('textAuthoring.blanks.alternatives', { n: i + 1 })}
              description={t('textAuthoring.alternativesHint')}
              value={answer?.data.alternatives ?? []}
              readOnly={readOnly}
              splitChars={[]}
              onChange={(alternatives) => save(withAnswer(answers, i, () => ({ alternatives })))}
            />
            {!readOnly && i >= blanks && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                style={{ flexGrow: 0 }}
                aria-label={t('textAuthoring.blanks.remove', { n: i + 1 })}
                onClick={() => save(answers.filter((_, j) => j !== i))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {answers.length !== blanks && (
        <Alert color="yellow" variant="light" role="status">
          {t('textAuthoring.blanks.mismatch', { blanks, answers: answers.length })}
        </Alert>
      )}
      <TagsInput
        label={t('textAuthoring.blanks.distractors')}
        description={t('textAuthoring.blanks.distractorsHint')}
        value={words}
        readOnly={readOnly}
        splitChars={[]}
        onChange={(next) => save(answers, distractorOptions(others, next))}
      />
    </Stack>
  );
}
