// The answer of the types whose options carry text (choices, dropdowns, text fields, polls): each option's text
// and, except in a poll, whether it is correct; a choice's options also have a description and pieces (an
// image, some code) that learners see under its text.
import { Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PiecesEditor } from '../../../pieces/editors/PiecesEditor.tsx';
import { OptionsSection } from './OptionsSection.tsx';
import type { AnswerEditorProps } from './types.ts';

const CHOICES = ['radio', 'checkbox', 'dropdown', 'poll'];

export function ChoiceOptions(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { question, readOnly } = props;
  const choice = CHOICES.includes(question.fieldType);
  return (
    <OptionsSection
      {...props}
      row={(option, i, setData) => (
        <Paper withBorder={choice} p={choice ? 'xs' : 0} style={{ flex: 1 }}>
          <Stack gap={4}>
            <Group wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('editor.question.option', { n: i + 1 })}
                value={option.data.text}
                readOnly={readOnly}
                dir="auto"
                onChange={(e) => setData({ text: e.currentTarget.value })}
              />
              {question.fieldType !== 'poll' && (
                <Checkbox
                  mb={8}
                  label={t('editor.question.correct')}
                  checked={option.data.isCorrect}
                  disabled={readOnly}
                  onChange={(e) => setData({ isCorrect: e.currentTarget.checked })}
                  aria-label={t('editor.question.correctNamed', { n: i + 1 })}
                />
              )}
            </Group>
            {choice && question.fieldType !== 'dropdown' && (
              <>
                <TextInput
                  label={t('textAuthoring.choices.description', { n: i + 1 })}
                  value={option.data.description}
                  readOnly={readOnly}
                  dir="auto"
                  onChange={(e) => setData({ description: e.currentTarget.value })}
                />
                <PiecesEditor
                  label={t('textAuthoring.choices.pieces', { n: i + 1 })}
                  pieces={option.data.pieces}
                  readOnly={readOnly}
                  onChange={(pieces) => setData({ pieces })}
                />
              </>
            )}
          </Stack>
        </Paper>
      )}
    />
  );
}
