// /projects/:project: the editor with Run, Stop and Save, the program's output, and the versions kept. Only the
// owner edits; their teachers and admins see it read-only. Work is kept by use-project-autosave.ts.
import { fullName, type NewProjectLanguage, type ProjectFile, type ProjectView } from '@brickyard/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconHistory, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { restoreProjectVersion, useProject, useProjectVersions } from '../../api/projects.ts';
import { CodeBlock } from '../../pieces/CodeBlock.tsx';
import { RUNNERS } from '../../runners/index.ts';
import { OutputPane, RunOutput } from '../../runners/OutputPane.tsx';
import { type OutputLine, useCodeRun } from '../../runners/use-code-run.ts';
import { WebPreview } from '../../runners/WebPreview.tsx';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { CodeEditor, languageOfFile } from '../../ui/code/CodeEditor.tsx';
import { errorMessage } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FeedbackPanel } from '../learn/TeacherFeedback.tsx';
import { type SaveStatus, useProjectAutosave } from './use-project-autosave.ts';

export function ProjectPage() {
  const { project: id = '' } = useParams();
  const query = useProject(id);
  const { t } = useTranslation();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError)
    return (
      <Stack maw={720}>
        <PageHeader title={t('projects.project')} />
        <ErrorAlert error={query.error} />
      </Stack>
    );
  // A new key per project: the working copy starts again from what was loaded.
  return (
    <ProjectEditor
      key={query.data._id}
      project={query.data}
      feedback={query.data.canEdit ? <FeedbackPanel kind="project" itemId={query.data._id} /> : null}
    />
  );
}

const BlocksEditor = lazy(() => import('./BlocksEditor.tsx'));

const noRunner = () => {
  throw new Error('No runner for this language');
};

/**
 * The editor; `embedded` (the marking screen) heads it with a section title instead of the page's. `feedback`:
 * what the owner's teachers gave on it, under the title.
 */
export function ProjectEditor({
  project,
  embedded = false,
  feedback,
}: {
  project: ProjectView;
  embedded?: boolean;
  feedback?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const work = useProjectAutosave(project);
  const makeRunner = RUNNERS[project.language as NewProjectLanguage] ?? noRunner;
  const web = project.language === 'web';
  const blocks = project.language === 'scratch' || project.language === 'mixed';
  const [generated, setGenerated] = useState('');
  const runnable = project.language in RUNNERS || web;
  const [webOutput, setWebOutput] = useState<OutputLine[]>([]);
  const [webRefresh, setWebRefresh] = useState(0);
  const code = useCodeRun(makeRunner, { preload: project.language === 'python' });
  // Without cross-origin isolation a Python program cannot wait for typing: its input is given before the run.
  const inputsFirst = project.language === 'python' && !window.crossOriginIsolated;
  const [inputs, setInputs] = useState('');
  const [active, setActive] = useState(work.files[0]?.name ?? '');
  const [versionsOpen, setVersionsOpen] = useState(false);
  const file = work.files.find((f) => f.name === active) ?? work.files[0];

  useEffect(() => {
    if (work.restoredDraft)
      notifications.show({ color: 'blue', message: t('projects.draftRestored'), autoClose: 8000 });
  }, [work.restoredDraft, t]);

  const handleChange = (content: string) => {
    if (!file) return;
    work.setFiles(work.files.map((f): ProjectFile => (f.name === file.name ? { ...f, content } : f)));
  };
  const handleRun = () => {
    if (web) setWebRefresh((n) => n + 1);
    else if (blocks) void code.run(generated);
    else if (file) void code.run(file.content, inputsFirst && inputs !== '' ? inputs.split('\n') : []);
  };
  const handleSave = () => void work.save({ checkpoint: true });
  const handleTakeSaved = async () => {
    const saved = await request<ProjectView>(`/api/projects/${project._id}`);
    work.takeSaved(saved);
    client.setQueryData(['projects', 'one', project._id], saved);
  };
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {embedded ? (
          <Title order={2} size="h3">
            <bdi>{project.name}</bdi>
          </Title>
        ) : (
          <PageHeader
            title={project.name}
            description={
              project.canEdit ? undefined : t('projects.byOwner', { name: fullName(project.user) })
            }
          />
        )}
        <Group gap="xs">
          <Badge variant="light" size="lg">
            {t(`projects.languages.${project.language}`)}
          </Badge>
          {project.canEdit && <SaveState status={work.status} />}
        </Group>
      </Group>
      {feedback}
      {!project.canEdit && (
        <Alert color="gray" variant="light">
          {t('projects.readOnly')}
        </Alert>
      )}
      {work.status === 'failed' && work.error && <Alert color="red">{work.error}</Alert>}
      <Group gap="sm">
        <Button
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          onClick={handleRun}
          disabled={!runnable || code.running}
          color="teal"
        >
          {t('runner.run')}
        </Button>
        {!web && (
          <Button
            leftSection={<IconPlayerStop size={18} aria-hidden />}
            onClick={code.stop}
            disabled={!code.running}
            color="red"
            variant="light"
          >
            {t('runner.stop')}
          </Button>
        )}
        {project.canEdit && (
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={handleSave}
            variant="default"
            loading={work.status === 'saving'}
          >
            {t('projects.save')}
          </Button>
        )}
        <Button
          leftSection={<IconHistory size={18} aria-hidden />}
          onClick={() => setVersionsOpen(true)}
          variant="subtle"
        >
          {t('projects.versions')}
        </Button>
      </Group>
      {!runnable && <Alert color="yellow">{t('projects.noRunner')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          {work.files.length > 1 && (
            <Tabs value={file?.name ?? null} onChange={(value) => value && setActive(value)}>
              <Tabs.List>
                {work.files.map((f) => (
                  <Tabs.Tab key={f.name} value={f.name} dir="ltr">
                    {f.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          )}
          {blocks && file && (
            <Suspense fallback={<Skeleton height={448} radius="sm" />}>
              <BlocksEditor
                value={file.content}
                onChange={handleChange}
                onCode={setGenerated}
                readOnly={!project.canEdit}
                label={t('blocks.workspace')}
              />
            </Suspense>
          )}
          {blocks && project.language === 'mixed' && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('blocks.generated')}
              </Text>
              <CodeBlock code={generated} language="javascript" />
            </Stack>
          )}
          {!blocks && file && (
            <CodeEditor
              key={file.name}
              value={file.content}
              onChange={handleChange}
              language={languageOfFile(file.name)}
              readOnly={!project.canEdit}
              label={t('projects.codeOf', { name: file.name })}
              errorLine={code.errorLine}
            />
          )}
        </Stack>
        {web ? (
          <Stack gap="xs">
            <WebPreview
              files={work.files}
              refresh={webRefresh}
              onRender={() => setWebOutput([])}
              onEvent={(event) => {
                if (event.type === 'stdout' || event.type === 'stderr')
                  setWebOutput((before) => [...before, { kind: event.type, text: event.text }]);
                else if (event.type === 'error')
                  setWebOutput((before) => [
                    ...before,
                    { kind: 'error', message: event.message, line: null },
                  ]);
              }}
            />
            <OutputPane output={webOutput} running={false} />
          </Stack>
        ) : (
          <Stack gap="xs">
            {inputsFirst && (
              <Textarea
                label={t('runner.inputsFirst')}
                description={t('runner.inputsFirstHelp')}
                value={inputs}
                onChange={(event) => setInputs(event.currentTarget.value)}
                autosize
                minRows={2}
                maxRows={6}
                dir="auto"
              />
            )}
            <RunOutput run={code} />
          </Stack>
        )}
      </SimpleGrid>
      <VersionsModal
        project={project}
        opened={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        format={(iso) => dateFormat.format(new Date(iso))}
        onRestored={(restored) => {
          work.takeSaved(restored);
          client.setQueryData(['projects', 'one', project._id], restored);
          setVersionsOpen(false);
          notifications.show({ color: 'teal', message: t('projects.restored') });
        }}
      />
      <Modal
        opened={work.status === 'conflict'}
        onClose={() => {}}
        withCloseButton={false}
        title={t('projects.conflict.title')}
      >
        <Stack>
          <Text>{t('projects.conflict.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void handleTakeSaved()}>
              {t('projects.conflict.takeSaved')}
            </Button>
            <Button onClick={() => void work.keepMine()}>{t('projects.conflict.keepMine')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function SaveState({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const color: Record<SaveStatus, string> = {
    saved: 'teal',
    dirty: 'gray',
    saving: 'blue',
    offline: 'orange',
    conflict: 'red',
    failed: 'red',
  };
  return (
    <Badge color={color[status]} variant="light" size="lg" role="status" aria-live="polite">
      {t(`projects.status.${status}`)}
    </Badge>
  );
}

function VersionsModal({
  project,
  opened,
  onClose,
  format,
  onRestored,
}: {
  project: ProjectView;
  opened: boolean;
  onClose: () => void;
  format: (iso: string) => string;
  onRestored: (project: ProjectView) => void;
}) {
  const { t } = useTranslation();
  const versions = useProjectVersions(project._id, opened);
  const [restoring, setRestoring] = useState<string | null>(null);
  const handleRestore = async (versionId: string) => {
    setRestoring(versionId);
    try {
      onRestored(await restoreProjectVersion(project._id, versionId));
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setRestoring(null);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('projects.versions')} size="lg">
      {versions.isPending && <CenteredLoader />}
      {versions.isError && <ErrorAlert error={versions.error} />}
      {versions.data?.length === 0 && <Text c="dimmed">{t('projects.noVersions')}</Text>}
      {versions.data && versions.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('projects.savedAt')}</Table.Th>
              <Table.Th>{t('projects.size')}</Table.Th>
              {project.canEdit && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.data.map((version) => (
              <Table.Tr key={version._id}>
                <Table.Td>{format(version.createdAt)}</Table.Td>
                <Table.Td>{t('projects.characters', { count: version.size })}</Table.Td>
                {project.canEdit && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={restoring === version._id}
                      onClick={() => void handleRestore(version._id)}
                      aria-label={t('projects.restoreFrom', { date: format(version.createdAt) })}
                    >
                      {t('projects.restore')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
