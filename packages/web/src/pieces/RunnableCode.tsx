// Code in a lesson that the learner can change and run, with its output under it: the editors of lessons and
// each line of a code exercise. Nothing is saved; the runners are the projects' own (docs/decisions.md).
import type { NewProjectLanguage, ProjectLanguage } from '@brickyard/core';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { RUNNERS } from '../runners/index.ts';
import { RunOutput } from '../runners/OutputPane.tsx';
import { RunButtons } from '../runners/RunButtons.tsx';
import { useCodeRun } from '../runners/use-code-run.ts';
import { CodeEditor } from '../ui/code/CodeEditor.tsx';

export const canRunInLesson = (language: ProjectLanguage) => language in RUNNERS;

export function RunnableCode({
  language,
  code: initial,
  label,
  editable = true,
}: {
  language: ProjectLanguage;
  code: string;
  label: string;
  editable?: boolean;
}) {
  const [code, setCode] = useState(initial);
  const makeRunner = RUNNERS[language as NewProjectLanguage]!;
  const run = useCodeRun(makeRunner);
  const ran = run.output.length > 0 || run.running;
  return (
    <Stack gap="xs">
      {editable && (
        <CodeEditor
          value={code}
          onChange={setCode}
          language={language === 'python' ? 'python' : 'javascript'}
          label={label}
          errorLine={run.errorLine}
        />
      )}
      <RunButtons running={run.running} onRun={() => void run.run(code)} onStop={run.stop} />
      {ran && <RunOutput run={run} />}
    </Stack>
  );
}
