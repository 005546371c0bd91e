// A code_challenge's test cases (its options, grading.ts `testCases`): each one's input lines, the output the
// program must print for them, and whether learners see the case. At most TEST_CASES_MAX.
import { TEST_CASES_MAX } from '@brickyard/core';
import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditableRows } from '../../../ui/EditableRows.tsx';
import { CODE_INPUT_STYLES } from './code-input.ts';
import type { AnswerEditorProps, Option } from './types.ts';

const newCase = (): Option => ({
  _id: `new-${crypto.randomUUID()}`,
  data: { text: '', description: '', isCorrect: false, pieces: [], lhs: [], rhs: [], hidden: false },
});

export function TestCasesEditor({ question, readOnly, onChange }: AnswerEditorProps) {
  const { t } = useTranslation();
  const cases = question.fieldOptions;
  return (
    <Stack gap={4} component="section" aria-label={t('codeAuthoring.tests')}>
      <Text size="sm" fw={600}>
        {t('codeAuthoring.tests')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('codeAuthoring.testsHint')}
      </Text>
      <EditableRows
        items={cases}
        // The add button adds past the limit no further.
        onChange={(next) => onChange({ fieldOptions: next.slice(0, Math.max(TEST_CASES_MAX, cases.length)) })}
        readOnly={readOnly}
        newItem={newCase}
        addLabel={t('codeAuthoring.addTest')}
        removeLabel={(i) => t('codeAuthoring.removeTest', { n: i + 1 })}
        keyOf={(option) => option._id}
        render={(option, i, update) => {
          const set = (data: Partial<Option['data']>) =>
            update({ ...option, data: { ...option.data, ...data } });
          return (
            <>
              <Textarea
                style={{ flex: 1 }}
                styles={CODE_INPUT_STYLES}
                autosize
                minRows={1}
                label={t('codeAuthoring.input', { n: i + 1 })}
                value={option.data.description}
                readOnly={readOnly}
                onChange={(e) => set({ description: e.currentTarget.value })}
              />
              <Textarea
                style={{ flex: 1 }}
                styles={CODE_INPUT_STYLES}
                autosize
                minRows={1}
                label={t('codeAuthoring.expected', { n: i + 1 })}
                value={option.data.text}
                readOnly={readOnly}
                onChange={(e) => set({ text: e.currentTarget.value })}
              />
              <Checkbox
                mb={8}
                label={t('codeAuthoring.hidden')}
                aria-label={t('codeAuthoring.hiddenNamed', { n: i + 1 })}
                checked={option.data.hidden === true}
                disabled={readOnly}
                onChange={(e) => set({ hidden: e.currentTarget.checked })}
              />
            </>
          );
        }}
      />
      {cases.length >= TEST_CASES_MAX && (
        <Text size="xs" c="dimmed" role="status">
          {t('codeAuthoring.testsMax', { max: TEST_CASES_MAX })}
        </Text>
      )}
    </Stack>
  );
}
