// The answer of a multi_stage question (issue 21): its stages in order, each a prompt (the option's
// `description`), its answer (`text`) and the other answers it accepts.
import { Paper, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OptionsSection } from './OptionsSection.tsx';
import type { AnswerEditorProps } from './types.ts';

export function StagesAnswer(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { readOnly } = props;
  return (
    <OptionsSection
      {...props}
      title={t('textAuthoring.stages.section')}
      addLabel={t('textAuthoring.stages.add')}
      removeLabel={(i) => t('textAuthoring.stages.remove', { n: i + 1 })}
      row={(option, i, setData) => (
        <Paper withBorder p="xs" style={{ flex: 1 }}>
          <Stack gap={4} role="group" aria-label={t('textAuthoring.stages.stage', { n: i + 1 })}>
            <Textarea
              label={t('textAuthoring.stages.prompt', { n: i + 1 })}
              value={option.data.description}
              readOnly={readOnly}
              autosize
              minRows={1}
              dir="auto"
              onChange={(e) => setData({ description: e.currentTarget.value, isCorrect: true })}
            />
            <TextInput
              label={t('textAuthoring.stages.answer', { n: i + 1 })}
              value={option.data.text}
              readOnly={readOnly}
              dir="auto"
              onChange={(e) => setData({ text: e.currentTarget.value, isCorrect: true })}
            />
            <TagsInput
              label={t('textAuthoring.stages.alternatives', { n: i + 1 })}
              description={t('textAuthoring.alternativesHint')}
              value={option.data.alternatives ?? []}
              readOnly={readOnly}
              splitChars={[]}
              onChange={(alternatives) => setData({ alternatives })}
            />
          </Stack>
        </Paper>
      )}
    />
  );
}
