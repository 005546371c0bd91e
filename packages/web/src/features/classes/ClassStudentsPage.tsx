// /class/:classId/students: a class's students, 10 a page with a filter (spec §2, §6, §8): unlock content per
// student, reset a forgotten password (the code is shown once), and remove a student, each after asking; above
// them, the password requests students made with the class password, for the teacher to answer.
import { canManageClass, fullName, type User } from '@brickyard/core';
import {
  Button,
  Center,
  Code,
  Group,
  Loader,
  Modal,
  Pagination,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useClass,
  useClassStudents,
  useRemoveStudent,
  useResetStudent,
  useUnlockContent,
} from '../../api/classes.ts';
import { useUser } from '../../api/session.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { describeError } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PasswordRequests } from './PasswordRequests.tsx';

const FILTER_DELAY_MS = 500;

type Pending = { kind: 'reset' | 'remove'; student: User } | null;

export function ClassStudentsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const classId = useParams().classId ?? '';
  const cls = useClass(classId);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), FILTER_DELAY_MS);
  const [paging, setPaging] = useState({ filter: debounced, page: 0 });
  const page = paging.filter === debounced ? paging.page : 0;
  const students = useClassStudents(classId, debounced, page);
  const unlock = useUnlockContent();
  const reset = useResetStudent();
  const remove = useRemoveStudent();
  const [pending, setPending] = useState<Pending>(null);
  const [resetCode, setResetCode] = useState<{ name: string; code: string } | null>(null);

  if (cls.isError) return <ErrorAlert error={cls.error} />;
  if (!cls.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('classStudents.loading')} />
      </Center>
    );
  }
  const manages = canManageClass(user, cls.data);
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('classStudents.failed'),
      message: describeError(error, t).message,
    });

  const handleConfirm = () => {
    if (!pending) return;
    const { kind, student } = pending;
    if (kind === 'reset') {
      reset.mutate(
        { userId: student._id, classId },
        {
          onSuccess: ({ resetCode: code }) => setResetCode({ name: fullName(student), code }),
          onError: failed,
          onSettled: () => setPending(null),
        },
      );
    } else {
      remove.mutate(
        { classId, userId: student._id },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('classStudents.removed', { name: fullName(student) }),
            }),
          onError: failed,
          onSettled: () => setPending(null),
        },
      );
    }
  };

  return (
    <>
      {manages && <PasswordRequests classId={classId} />}
      <Text c="dimmed" mb="md">
        {t('classStudents.description')}
      </Text>
      <TextInput
        mb="md"
        maw={360}
        label={t('classStudents.filter')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {students.isError && <ErrorAlert error={students.error} />}
      {students.data && students.data.count === 0 && !debounced && (
        <Text c="dimmed">{t('classStudents.empty')}</Text>
      )}
      {students.data && (students.data.count > 0 || debounced) && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('classStudents.columns.firstName')}</Table.Th>
                  <Table.Th>{t('classStudents.columns.lastName')}</Table.Th>
                  <Table.Th>{t('classStudents.columns.username')}</Table.Th>
                  <Table.Th>{t('classStudents.columns.unlocked')}</Table.Th>
                  {manages && (
                    <Table.Th>
                      <span className="visually-hidden">{t('classStudents.columns.actions')}</span>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.data.items.map((student) => (
                  <Table.Tr key={student._id}>
                    <Table.Td>{student.first_name}</Table.Td>
                    <Table.Td>{student.last_name}</Table.Td>
                    <Table.Td>{student.username}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={student.contentUnlocked}
                        aria-label={t('classStudents.unlockFor', { name: fullName(student) })}
                        onChange={(event) =>
                          unlock.mutate(
                            { userId: student._id, contentUnlocked: event.currentTarget.checked },
                            { onError: failed },
                          )
                        }
                      />
                    </Table.Td>
                    {manages && (
                      <Table.Td ta="end">
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            aria-label={t('classStudents.resetFor', { name: fullName(student) })}
                            onClick={() => setPending({ kind: 'reset', student })}
                          >
                            {t('classStudents.reset')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={t('classStudents.removeFor', { name: fullName(student) })}
                            onClick={() => setPending({ kind: 'remove', student })}
                          >
                            {t('classStudents.remove')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {students.data.pages > 1 && (
            <Group justify="center" mt="md">
              <nav aria-label={t('users.pages')}>
                <Pagination
                  total={students.data.pages}
                  value={page + 1}
                  onChange={(next) => setPaging({ filter: debounced, page: next - 1 })}
                  getItemProps={(item) => ({ 'aria-label': t('users.page', { page: item }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`users.${control}Page`) })}
                />
              </nav>
            </Group>
          )}
        </>
      )}
      <ConfirmModal
        opened={!!pending}
        title={pending?.kind === 'reset' ? t('classStudents.resetTitle') : t('classStudents.removeTitle')}
        question={
          pending
            ? t(pending.kind === 'reset' ? 'classStudents.resetQuestion' : 'classStudents.removeQuestion', {
                name: fullName(pending.student),
              })
            : ''
        }
        confirmLabel={pending?.kind === 'reset' ? t('classStudents.reset') : t('classStudents.remove')}
        danger={pending?.kind === 'remove'}
        busy={reset.isPending || remove.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
      <Modal opened={!!resetCode} onClose={() => setResetCode(null)} title={t('classStudents.codeTitle')}>
        <Text mb="sm">{resetCode && t('classStudents.codeText', { name: resetCode.name })}</Text>
        <Code fz="xl" block mb="sm" data-testid="reset-code">
          {resetCode?.code}
        </Code>
        <Text c="dimmed" size="sm" mb="lg">
          {t('classStudents.codeOnce')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => setResetCode(null)}>{t('classStudents.done')}</Button>
        </Group>
      </Modal>
    </>
  );
}
