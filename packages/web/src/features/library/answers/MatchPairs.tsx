// The answer of a mix and match question: each option is a pair, its left and its right side.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OptionsSection } from './OptionsSection.tsx';
import type { AnswerEditorProps } from './types.ts';

export function MatchPairs(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { readOnly } = props;
  return (
    <OptionsSection
      {...props}
      row={(option, i, setData) => (
        <>
          <TextInput
            style={{ flex: 1 }}
            label={t('editor.question.left', { n: i + 1 })}
            value={option.data.lhs[0] ?? ''}
            readOnly={readOnly}
            onChange={(e) => setData({ lhs: [e.currentTarget.value] })}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t('editor.question.right', { n: i + 1 })}
            value={option.data.rhs[0] ?? ''}
            readOnly={readOnly}
            onChange={(e) => setData({ rhs: [e.currentTarget.value] })}
          />
        </>
      )}
    />
  );
}
