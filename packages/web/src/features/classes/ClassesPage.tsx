// /classes: the teacher's classes (an admin's: all), active and archived apart, with Create Class and
// archive/restore after a confirmation (spec §2, §4).
import type { Class } from '@brickyard/core';
import { Anchor, Badge, Button, Center, Group, Loader, SegmentedControl, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClasses, useSetClassArchived } from '../../api/classes.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { describeError } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CreateClassModal } from './CreateClassModal.tsx';

export function ClassesPage() {
  const { t } = useTranslation();
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<Class | null>(null);
  const classes = useClasses(showArchived);
  const setArchived = useSetClassArchived();

  const handleConfirm = () => {
    if (!confirming) return;
    const target = confirming;
    setArchived.mutate(
      { id: target._id, archived: !target.archived },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('classes.saved') });
          setConfirming(null);
        },
        onError: (error) => {
          notifications.show({
            color: 'red',
            title: t('classes.archiveFailed'),
            message: describeError(error, t).message,
          });
          setConfirming(null);
        },
      },
    );
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('classes.title')} description={t('classes.description')} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('classes.createButton')}
        </Button>
      </Group>
      <SegmentedControl
        mb="md"
        aria-label={t('classes.show')}
        value={showArchived ? 'archived' : 'active'}
        onChange={(value) => setShowArchived(value === 'archived')}
        data={[
          { value: 'active', label: t('classes.active') },
          { value: 'archived', label: t('classes.archived') },
        ]}
      />
      {classes.isError && <ErrorAlert error={classes.error} />}
      {classes.isPending && (
        <Center py="xl">
          <Loader aria-label={t('classes.loading')} />
        </Center>
      )}
      {classes.data && classes.data.items.length === 0 && (
        <Text c="dimmed">{showArchived ? t('classes.noArchived') : t('classes.none')}</Text>
      )}
      {classes.data && classes.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('classes.columns.name')}</Table.Th>
                <Table.Th>{t('classes.columns.year')}</Table.Th>
                <Table.Th>{t('classes.columns.code')}</Table.Th>
                <Table.Th>{t('classes.columns.students')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('classes.columns.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {classes.data.items.map((cls) => (
                <Table.Tr key={cls._id}>
                  <Table.Td fw={600}>
                    <Anchor component={Link} to={`/class/${cls._id}/details`}>
                      {cls.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {cls.year ? t('classes.year', { number: cls.year.replace('Year ', '') }) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" size="lg" ff="monospace">
                      {cls.classId}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{cls.students.length}</Table.Td>
                  <Table.Td ta="end">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => setConfirming(cls)}
                      aria-label={t(cls.archived ? 'classes.restoreNamed' : 'classes.archiveNamed', {
                        name: cls.name,
                      })}
                    >
                      {cls.archived ? t('classes.restore') : t('classes.archive')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateClassModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        opened={!!confirming}
        title={confirming?.archived ? t('classes.restoreTitle') : t('classes.archiveTitle')}
        question={
          confirming
            ? t(confirming.archived ? 'classes.restoreQuestion' : 'classes.archiveQuestion', {
                name: confirming.name,
              })
            : ''
        }
        confirmLabel={confirming?.archived ? t('classes.restore') : t('classes.archive')}
        danger={!confirming?.archived}
        busy={setArchived.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
