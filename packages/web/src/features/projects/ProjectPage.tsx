// /projects/:project: the editor with Run, Stop and Save, the program's output, and the versions kept. Only the
// owner edits; their teachers and admins see it read-only. Work is kept by use-project-autosave.ts.
import { fullName, type ProjectFile, type ProjectView } from '@brickyard/core';
import { Alert, Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { useProject } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FeedbackPanel } from '../learn/TeacherFeedback.tsx';
import { ProjectFiles, ProjectOutput } from './ProjectCode.tsx';
import { ConflictModal, ProjectToolbar, SaveState, VersionsModal } from './ProjectEditorParts.tsx';
import { useProjectAutosave } from './use-project-autosave.ts';
import { useProjectRun } from './use-project-run.ts';

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
  const run = useProjectRun(project.language);
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
  const handleTakeSaved = async () => {
    const saved = await request<ProjectView>(`/api/projects/${project._id}`);
    work.takeSaved(saved);
    client.setQueryData(['projects', 'one', project._id], saved);
  };
  const handleRestored = (restored: ProjectView) => {
    work.takeSaved(restored);
    client.setQueryData(['projects', 'one', project._id], restored);
    setVersionsOpen(false);
    notifications.show({ color: 'teal', message: t('projects.restored') });
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
      <ProjectToolbar
        run={run}
        canEdit={project.canEdit}
        saving={work.status === 'saving'}
        onRun={() => run.run(file)}
        onSave={() => void work.save({ checkpoint: true })}
        onVersions={() => setVersionsOpen(true)}
      />
      {!run.runnable && <Alert color="yellow">{t('projects.noRunner')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProjectFiles
          project={project}
          files={work.files}
          file={file}
          run={run}
          onSelect={setActive}
          onChange={handleChange}
        />
        <ProjectOutput files={work.files} run={run} />
      </SimpleGrid>
      <VersionsModal
        project={project}
        opened={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        format={(iso) => dateFormat.format(new Date(iso))}
        onRestored={handleRestored}
      />
      <ConflictModal
        opened={work.status === 'conflict'}
        onTakeSaved={() => void handleTakeSaved()}
        onKeepMine={() => void work.keepMine()}
      />
    </Stack>
  );
}
