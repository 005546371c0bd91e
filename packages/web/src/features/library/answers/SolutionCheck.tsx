// A code_challenge's model solution (kept on the server, never sent to learners) and "Check with solution":
// the solution runs against every test case in the sandboxed runner learners use, with their time limit, and
// each case shows whether it passed, so an author never publishes a question its own answer fails.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNERS } from '../../../runners/index.ts';
import { OutputPane } from '../../../runners/OutputPane.tsx';
import type { RunResult } from '../../../runners/use-code-run.ts';
import { useCodeRun } from '../../../runners/use-code-run.ts';
import { CodeEditor } from '../../../ui/code/CodeEditor.tsx';
import { CASE_TIME_LIMIT_MS } from '../../learn/questions/CodeQuestions.tsx';
import { codeLanguageOf } from './code-tokens.ts';
import { SolutionResults } from './SolutionResults.tsx';
import { type CaseCheck, caseInputs, checkResults } from './solution-check.ts';
import type { AnswerEditorProps } from './types.ts';

export function SolutionCheck({ question, readOnly, onChange, language }: AnswerEditorProps) {
  const { t } = useTranslation();
  const lang = codeLanguageOf(language);
  const runner = useCodeRun(RUNNERS[lang]!);
  const [checks, setChecks] = useState<CaseCheck[] | null>(null);
  // What was checked: a change to the solution or the cases makes the results stale, so they are dropped.
  const checked = useRef('');
  const stamp = JSON.stringify([
    question.solution,
    question.fieldOptions.map((o) => [o.data.description, o.data.text]),
  ]);
  if (checks && checked.current !== stamp) setChecks(null);

  const check = async () => {
    const options = question.fieldOptions;
    checked.current = stamp;
    setChecks([]);
    const runs: RunResult[] = [];
    for (const lines of caseInputs(options)) {
      const run = await runner.run(question.solution, lines, { timeLimitMs: CASE_TIME_LIMIT_MS });
      if (run.reason === 'stopped' && !run.timedOut) return;
      runs.push(run);
      setChecks(checkResults(options, runs));
    }
  };

  const blocked =
    question.solution.trim() === '' ? 'noSolution' : question.fieldOptions.length === 0 ? 'noTests' : null;
  return (
    <Stack gap="xs" component="section" aria-label={t('codeAuthoring.solution')}>
      <Text size="sm" fw={600}>
        {t('codeAuthoring.solution')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('codeAuthoring.solutionHint')}
      </Text>
      <CodeEditor
        value={question.solution}
        onChange={readOnly ? undefined : (solution) => onChange({ solution })}
        readOnly={readOnly}
        language={lang}
        label={t('codeAuthoring.solution')}
        errorLine={runner.errorLine}
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={runner.running}
          disabled={blocked !== null}
          onClick={() => void check()}
        >
          {t('codeAuthoring.check')}
        </Button>
        {runner.running && (
          <Button variant="subtle" color="red" onClick={runner.stop}>
            {t('runner.stop')}
          </Button>
        )}
        {blocked && (
          <Text size="sm" c="dimmed">
            {t(`codeAuthoring.${blocked}`)}
          </Text>
        )}
      </Group>
      {runner.loading !== null && (
        <OutputPane output={[]} running={runner.running} loading={runner.loading} />
      )}
      {checks && <SolutionResults question={question} checks={checks} running={runner.running} />}
    </Stack>
  );
}
