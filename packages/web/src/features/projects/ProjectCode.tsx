// The two halves of the project editor (ProjectPage.tsx): the files (tabs, the code or blocks editor, the
// JavaScript blocks make) and what running shows (a web project's preview, or the program's output).
import type { ProjectFile, ProjectView } from '@brickyard/core';
import { Skeleton, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../pieces/CodeBlock.tsx';
import { OutputPane, RunOutput } from '../../runners/OutputPane.tsx';
import type { OutputLine } from '../../runners/use-code-run.ts';
import { WebPreview } from '../../runners/WebPreview.tsx';
import { CodeEditor, languageOfFile } from '../../ui/code/CodeEditor.tsx';
import type { ProjectRun } from './use-project-run.ts';

const BlocksEditor = lazy(() => import('./BlocksEditor.tsx'));

export function ProjectFiles({
  project,
  files,
  file,
  run,
  onSelect,
  onChange,
}: {
  project: ProjectView;
  files: readonly ProjectFile[];
  /** The file shown. */
  file: ProjectFile | undefined;
  run: ProjectRun;
  onSelect: (name: string) => void;
  onChange: (content: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {files.length > 1 && (
        <Tabs value={file?.name ?? null} onChange={(value) => value && onSelect(value)}>
          <Tabs.List>
            {files.map((f) => (
              <Tabs.Tab key={f.name} value={f.name} dir="ltr">
                {f.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {run.blocks && file && (
        <Suspense fallback={<Skeleton height={448} radius="sm" />}>
          <BlocksEditor
            value={file.content}
            onChange={onChange}
            onCode={run.setGenerated}
            readOnly={!project.canEdit}
            label={t('blocks.workspace')}
          />
        </Suspense>
      )}
      {run.blocks && project.language === 'mixed' && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('blocks.generated')}
          </Text>
          <CodeBlock code={run.generated} language="javascript" />
        </Stack>
      )}
      {!run.blocks && file && (
        <CodeEditor
          key={file.name}
          value={file.content}
          onChange={onChange}
          language={languageOfFile(file.name)}
          readOnly={!project.canEdit}
          label={t('projects.codeOf', { name: file.name })}
          errorLine={run.code.errorLine}
        />
      )}
    </Stack>
  );
}

export function ProjectOutput({ files, run }: { files: readonly ProjectFile[]; run: ProjectRun }) {
  const { t } = useTranslation();
  if (run.web) return <WebOutput files={files} refresh={run.webRefresh} />;
  return (
    <Stack gap="xs">
      {run.inputsFirst && (
        <Textarea
          label={t('runner.inputsFirst')}
          description={t('runner.inputsFirstHelp')}
          value={run.inputs}
          onChange={(event) => run.setInputs(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          dir="auto"
        />
      )}
      <RunOutput run={run.code} />
    </Stack>
  );
}

/** A web project's preview, and what its scripts printed since it was last drawn. */
function WebOutput({ files, refresh }: { files: readonly ProjectFile[]; refresh: number }) {
  const [output, setOutput] = useState<OutputLine[]>([]);
  return (
    <Stack gap="xs">
      <WebPreview
        files={files}
        refresh={refresh}
        onRender={() => setOutput([])}
        onEvent={(event) => {
          if (event.type === 'stdout' || event.type === 'stderr')
            setOutput((before) => [...before, { kind: event.type, text: event.text }]);
          else if (event.type === 'error')
            setOutput((before) => [...before, { kind: 'error', message: event.message, line: null }]);
        }}
      />
      <OutputPane output={output} running={false} />
    </Stack>
  );
}
