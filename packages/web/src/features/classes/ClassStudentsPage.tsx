// /class/:classId/students: a class's students, 10 a page with a filter (spec §2, §6, §8): unlock content per
// student, reset a forgotten password (the code is shown once), and remove a student, each after asking; above
// them, the password requests students made with the class password, for the teacher to answer.
import { canManageClass, fullName } from '@brickyard/core';
import { Button, Center, Code, Group, Loader, Modal, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useClass, useClassStudents } from '../../api/classes.ts';
import { useUser } from '../../api/session.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { AddPupils } from './AddPupils.tsx';
import { PasswordRequests } from './PasswordRequests.tsx';
import { StudentsTable } from './StudentsTable.tsx';
import { useStudentActions } from './use-student-actions.ts';

const FILTER_DELAY_MS = 500;

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
  const actions = useStudentActions(classId);
  const [adding, setAdding] = useState(false);
  const { pending, resetCode } = actions;

  if (cls.isError) return <ErrorAlert error={cls.error} />;
  if (!cls.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('classStudents.loading')} />
      </Center>
    );
  }
  const manages = canManageClass(user, cls.data);

  return (
    <>
      {manages && <PasswordRequests classId={classId} />}
      {manages && !cls.data.archived && (
        <Button mb="md" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('pupils.open')}
        </Button>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('pupils.title')} size="xl">
        <AddPupils classId={classId} classCode={cls.data.classId} />
      </Modal>
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
          <StudentsTable
            students={students.data.items}
            manages={manages}
            onUnlock={actions.handleUnlock}
            onAsk={(kind, student) => actions.setPending({ kind, student })}
          />
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
        busy={actions.busy}
        onConfirm={actions.handleConfirm}
        onCancel={() => actions.setPending(null)}
      />
      <Modal opened={!!resetCode} onClose={actions.closeResetCode} title={t('classStudents.codeTitle')}>
        <Text mb="sm">{resetCode && t('classStudents.codeText', { name: resetCode.name })}</Text>
        <Code fz="xl" block mb="sm" data-testid="reset-code">
          {resetCode?.code}
        </Code>
        <Text c="dimmed" size="sm" mb="lg">
          {t('classStudents.codeOnce')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={actions.closeResetCode}>{t('classStudents.done')}</Button>
        </Group>
      </Modal>
    </>
  );
}
