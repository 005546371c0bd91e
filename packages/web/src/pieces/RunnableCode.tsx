// Code in a lesson that the learner can change and run, with its output under it: the editors of lessons and
// each line of a code exercise. Nothing is saved; the runners are the projects' own (docs/decisions.md).
import type { NewProjectLanguage, ProjectLanguage } from '@brickyard/core';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNERS } from '../runners/index.ts';
import { OutputPane } from '../runners/OutputPane.tsx';
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
  const { t } = useTranslation();
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
      <Group gap="xs">
        <Button
          size="xs"
          color="teal"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void run.run(code)}
          disabled={run.running}
        >
          {t('runner.run')}
        </Button>
        {run.running && (
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            onClick={run.stop}
          >
            {t('runner.stop')}
          </Button>
        )}
      </Group>
      {ran && (
        <OutputPane
          output={run.output}
          running={run.running}
          loading={run.loading}
          waitingForInput={run.waitingForInput}
          onInput={run.sendInput}
        />
      )}
    </Stack>
  );
}
