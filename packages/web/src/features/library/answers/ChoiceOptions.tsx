// The answer of the types whose options carry text (choices, dropdowns, text fields, missing words, blanks,
// multi-stage, polls): each option's text and, except in a poll, whether it is correct.
import { Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OptionsSection } from './OptionsSection.tsx';
import type { AnswerEditorProps } from './types.ts';

export function ChoiceOptions(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { question, readOnly } = props;
  return (
    <OptionsSection
      {...props}
      row={(option, i, setData) => (
        <>
          <TextInput
            style={{ flex: 1 }}
            label={t('editor.question.option', { n: i + 1 })}
            value={option.data.text}
            readOnly={readOnly}
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
        </>
      )}
    />
  );
}
