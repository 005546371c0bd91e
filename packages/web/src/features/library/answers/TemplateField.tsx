// The template of a missing_word or fill_in_blanks question: the text with `___` where each answer goes, and
// how many blanks it holds.
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { blanksIn } from './blanks.ts';
import type { AnswerEditorProps } from './types.ts';

export const templateOf = (question: AnswerEditorProps['question']) => {
  const template = question.additionalOptions.template;
  return typeof template === 'string' ? template : '';
};

export function TemplateField({ question, readOnly, onChange }: AnswerEditorProps) {
  const { t } = useTranslation();
  const template = templateOf(question);
  const blanks = blanksIn(template);
  return (
    <>
      <Textarea
        label={t('textAuthoring.blanks.template')}
        description={t(
          `textAuthoring.blanks.templateHint.${question.fieldType === 'missing_word' ? 'one' : 'many'}`,
        )}
        value={template}
        readOnly={readOnly}
        autosize
        minRows={2}
        dir="auto"
        onChange={(e) =>
          onChange({ additionalOptions: { ...question.additionalOptions, template: e.currentTarget.value } })
        }
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {blanks === null ? t('textAuthoring.blanks.noTemplate') : t('textAuthoring.blanks.found', { blanks })}
      </Text>
    </>
  );
}
