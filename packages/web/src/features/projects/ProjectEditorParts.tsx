// The project editor's frame (ProjectPage.tsx): its buttons, the save state, the question after a conflict,
// and the versions kept, with Restore.
import type { ProjectView } from '@brickyard/core';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconHistory, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restoreProjectVersion, useProjectVersions } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { errorMessage } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import type { SaveStatus } from './use-project-autosave.ts';
import type { ProjectRun } from './use-project-run.ts';

/** Run, Stop (not for a web project), Save (the owner's) and Versions. */
export function ProjectToolbar({
  run,
  canEdit,
  saving,
  onRun,
  onSave,
  onVersions,
}: {
  run: ProjectRun;
  canEdit: boolean;
  saving: boolean;
  onRun: () => void;
  onSave: () => void;
  onVersions: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
        onClick={onRun}
        disabled={!run.runnable || run.code.running}
        color="teal"
      >
        {t('runner.run')}
      </Button>
      {!run.web && (
        <Button
          leftSection={<IconPlayerStop size={18} aria-hidden />}
          onClick={run.code.stop}
          disabled={!run.code.running}
          color="red"
          variant="light"
        >
          {t('runner.stop')}
        </Button>
      )}
      {canEdit && (
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          onClick={onSave}
          variant="default"
          loading={saving}
        >
          {t('projects.save')}
        </Button>
      )}
      <Button leftSection={<IconHistory size={18} aria-hidden />} onClick={onVersions} variant="subtle">
        {t('projects.versions')}
      </Button>
    </Group>
  );
}

/** Asked when the saved project changed elsewhere: take the saved one, or keep mine over it. */
export function ConflictModal({
  opened,
  onTakeSaved,
  onKeepMine,
}: {
  opened: boolean;
  onTakeSaved: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={() => {}} withCloseButton={false} title={t('projects.conflict.title')}>
      <Stack>
        <Text>{t('projects.conflict.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onTakeSaved}>
            {t('projects.conflict.takeSaved')}
          </Button>
          <Button onClick={onKeepMine}>{t('projects.conflict.keepMine')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SaveState({ status }: { status: SaveStatus }) {
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

export function VersionsModal({
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
