// The answer of a missing_word question (issue 21): its template with one blank, and the answers it accepts
// (each a correct option: "colour" and "color"); a warning when the template holds more or fewer blanks.
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../../ui/EditableRows.tsx';
import { blanksIn, newAnswerOption, splitOptions } from './blanks.ts';
import { TemplateField, templateOf } from './TemplateField.tsx';
import type { AnswerEditorProps } from './types.ts';

export function MissingWordAnswer(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { question, readOnly, onChange } = props;
  const blanks = blanksIn(templateOf(question)) ?? 1;
  const { answers, others } = splitOptions(question.fieldOptions);
  return (
    <Stack gap="xs" component="section" aria-label={t('textAuthoring.blanks.section')}>
      <Text size="sm" fw={600}>
        {t('textAuthoring.blanks.section')}
      </Text>
      <TemplateField {...props} />
      {blanks !== 1 && (
        <Alert color="yellow" variant="light" role="status">
          {t('textAuthoring.blanks.oneBlank', { blanks })}
        </Alert>
      )}
      <EditableRows
        items={answers}
        onChange={(next) => onChange({ fieldOptions: [...next, ...others] })}
        readOnly={readOnly}
        newItem={() => newAnswerOption()}
        addLabel={t('textAuthoring.blanks.addAccepted')}
        removeLabel={(i) => t('textAuthoring.blanks.removeAccepted', { n: i + 1 })}
        keyOf={(option) => option._id}
        render={(option, i, update) => (
          <TextInput
            style={{ flex: 1 }}
            label={t('textAuthoring.blanks.accepted', { n: i + 1 })}
            value={option.data.text}
            readOnly={readOnly}
            dir="auto"
            onChange={(e) => update({ ...option, data: { ...option.data, text: e.currentTarget.value } })}
          />
        )}
      />
    </Stack>
  );
}
