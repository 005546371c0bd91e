// /class/:classId/instructors (admins): the class's instructors, 10 a page; a search from one character
// (up to 32 results) to add one (instructors and teachers only); remove with a button. Failures show the
// HTTP status text (spec §8).
import { fullName, hasRole, INSTRUCTOR_SEARCH_MIN, type User } from '@brickyard/core';
import { Button, Center, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useAddInstructor,
  useClass,
  useClassInstructors,
  useRemoveInstructor,
  useUserSearch,
} from '../../api/classes.ts';
import { errorTitle } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';

const SEARCH_DELAY_MS = 300;

export function ClassInstructorsPage() {
  const { t } = useTranslation();
  const classId = useParams().classId ?? '';
  const [page, setPage] = useState(0);
  const cls = useClass(classId);
  const instructors = useClassInstructors(classId, page);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useUserSearch(debounced);
  const add = useAddInstructor();
  const remove = useRemoveInstructor();
  const items = instructors.data?.items ?? [];

  /** The spec's rule for these two calls: say the HTTP status text. */
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('classPage.instructors.failed'),
      message: errorTitle(error, t),
    });

  const handleAdd = (userId: string | null) => {
    const user = found.data?.items.find((item) => item._id === userId);
    if (!user) return;
    add.mutate(
      { classId, userId: user._id },
      {
        onSuccess: () => {
          setSearch('');
          notifications.show({
            color: 'green',
            message: t('classPage.instructors.added', { name: fullName(user) }),
          });
        },
        onError: failed,
      },
    );
  };
  const handleRemove = (user: User) =>
    remove.mutate(
      { classId, userId: user._id },
      {
        onSuccess: () => {
          // The last one of a later page: show the page before.
          if (items.length === 1 && page > 0) setPage(page - 1);
          notifications.show({
            color: 'green',
            message: t('classPage.instructors.removed', { name: fullName(user) }),
          });
        },
        onError: failed,
      },
    );

  // Only instructors and teachers can be added (the server refuses the rest); they show, greyed, with why.
  const current = cls.data?.instructors ?? [];
  const options = (found.data?.items ?? []).map((user) => {
    const why = current.includes(user._id)
      ? t('classPage.instructors.already')
      : hasRole(user, 'instructor', 'teacher')
        ? null
        : t('classPage.instructors.notEligible');
    const label = `${fullName(user)} (${user.username})`;
    return { value: user._id, label: why ? `${label} · ${why}` : label, disabled: !!why };
  });
  return (
    <Stack gap="lg">
      <Select
        maw={420}
        label={t('classPage.instructors.search')}
        description={t('classPage.instructors.searchHelp')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={null}
        onChange={handleAdd}
        filter={({ options: all }) => all}
        nothingFoundMessage={
          debounced.length >= INSTRUCTOR_SEARCH_MIN && !found.isFetching
            ? t('classPage.instructors.noMatch')
            : undefined
        }
        rightSection={found.isFetching || add.isPending ? <Loader size="xs" /> : undefined}
        disabled={add.isPending}
      />
      {instructors.error !== null && <ErrorAlert error={instructors.error} />}
      {instructors.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('classPage.loading')} />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('classPage.instructors.empty')}</Text>
      ) : (
        <Table striped highlightOnHover aria-label={t('classPage.instructors.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.firstName')}</Table.Th>
              <Table.Th>{t('users.lastName')}</Table.Th>
              <Table.Th>{t('users.username')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('classPage.instructors.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((user) => (
              <Table.Tr key={user._id}>
                <Table.Td>{user.first_name}</Table.Td>
                <Table.Td>{user.last_name}</Table.Td>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => handleRemove(user)}
                      aria-label={t('classPage.instructors.removeLabel', { name: fullName(user) })}
                    >
                      {t('classPage.instructors.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {(instructors.data?.pages ?? 0) > 1 && (
        <nav aria-label={t('users.pages')}>
          <Pagination
            total={instructors.data?.pages ?? 1}
            value={page + 1}
            onChange={(value) => setPage(value - 1)}
            getItemProps={(item) => ({ 'aria-label': t('users.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`users.${control}Page`) })}
          />
        </nav>
      )}
    </Stack>
  );
}
