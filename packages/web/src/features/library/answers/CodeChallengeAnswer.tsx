// The answer of a code_challenge: the starter code learners find in their editor, the test cases their
// program must pass, what it should show, and the model solution with "Check with solution".
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../ui/code/CodeEditor.tsx';
import { codeLanguageOf, starterOf, withStarter } from './code-tokens.ts';
import { OutputField } from './OutputField.tsx';
import { SolutionCheck } from './SolutionCheck.tsx';
import { TestCasesEditor } from './TestCasesEditor.tsx';
import type { AnswerEditorProps } from './types.ts';

export function CodeChallengeAnswer(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const { question, readOnly, onChange, language } = props;
  return (
    <Stack gap="md">
      <Stack gap={4} component="section" aria-label={t('codeAuthoring.starter')}>
        <Text size="sm" fw={600}>
          {t('codeAuthoring.starter')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('codeAuthoring.starterHint')}
        </Text>
        <CodeEditor
          value={starterOf(question.code)}
          onChange={
            readOnly ? undefined : (starter) => onChange({ code: withStarter(question.code, starter) })
          }
          readOnly={readOnly}
          language={codeLanguageOf(language)}
          label={t('codeAuthoring.starter')}
        />
      </Stack>
      <TestCasesEditor {...props} />
      <OutputField
        label={t('codeAuthoring.preview')}
        hint={t('codeAuthoring.previewHint')}
        value={question.preview}
        readOnly={readOnly}
        onChange={(preview) => onChange({ preview })}
      />
      <SolutionCheck {...props} />
    </Stack>
  );
}
