// A page of a class's students (ClassStudentsPage.tsx): names, the switch that unlocks content, and for those
// who manage the class, Reset password and Remove.
import { fullName, type User } from '@brickyard/core';
import { Button, Group, Switch, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StudentsTable({
  students,
  manages,
  onUnlock,
  onAsk,
}: {
  students: readonly User[];
  manages: boolean;
  onUnlock: (student: User, unlocked: boolean) => void;
  /** Asks before resetting the student's password or removing them. */
  onAsk: (kind: 'reset' | 'remove', student: User) => void;
}) {
  const { t } = useTranslation();
  return (
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
          {students.map((student) => (
            <Table.Tr key={student._id}>
              <Table.Td>{student.first_name}</Table.Td>
              <Table.Td>{student.last_name}</Table.Td>
              <Table.Td>{student.username}</Table.Td>
              <Table.Td>
                <Switch
                  checked={student.contentUnlocked}
                  aria-label={t('classStudents.unlockFor', { name: fullName(student) })}
                  onChange={(event) => onUnlock(student, event.currentTarget.checked)}
                />
              </Table.Td>
              {manages && (
                <Table.Td ta="end">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('classStudents.resetFor', { name: fullName(student) })}
                      onClick={() => onAsk('reset', student)}
                    >
                      {t('classStudents.reset')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('classStudents.removeFor', { name: fullName(student) })}
                      onClick={() => onAsk('remove', student)}
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
  );
}
