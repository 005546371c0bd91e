// /users: the admins' table of users, filtered by name, username and role (spec §2, §9: 10 a page,
// text filters wait 1000 ms after the last keystroke).
import { canCreateUsers, fullName, ROLES, type Role, type User } from '@brickyard/core';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSearch, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUser } from '../../api/session.ts';
import { type UserFilters, useUsers } from '../../api/users.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ListFooter } from '../../ui/ListFooter.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { BulkImportModal } from './BulkImportModal.tsx';
import { SetPasswordModal } from './SetPasswordModal.tsx';

const FILTER_DELAY_MS = 1000;

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function UsersPage() {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [debouncedFirstName] = useDebouncedValue(firstName.trim(), FILTER_DELAY_MS);
  const [debouncedLastName] = useDebouncedValue(lastName.trim(), FILTER_DELAY_MS);
  const [debouncedUsername] = useDebouncedValue(username.trim(), FILTER_DELAY_MS);

  const filters: UserFilters = {
    first_name: debouncedFirstName,
    last_name: debouncedLastName,
    username: debouncedUsername,
    role,
  };
  // The page belongs to the filters it was chosen for: new filters start again at the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 0 });
  const page = paging.filtersKey === filtersKey ? paging.page : 0;

  const users = useUsers(filters, page);
  const me = useUser();
  const [importing, { open: openImport, close: closeImport }] = useDisclosure(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const searchIcon = <IconSearch size={16} aria-hidden />;

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      {canCreateUsers(me) && (
        <Group mb="lg" gap="sm">
          <Button component={Link} to="/users/new" leftSection={<IconUserPlus size={16} aria-hidden />}>
            {t('users.create')}
          </Button>
          <Button variant="light" onClick={openImport} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('bulkImport.open')}
          </Button>
        </Group>
      )}
      <BulkImportModal opened={importing} onClose={closeImport} />
      <SetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <search aria-label={t('users.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
          <TextInput
            label={t('users.firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            leftSection={searchIcon}
          />
          <TextInput
            label={t('users.lastName')}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            leftSection={searchIcon}
          />
          <TextInput
            label={t('users.username')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            leftSection={searchIcon}
          />
          <NativeSelect
            label={t('users.role')}
            value={role}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setRole(isRole(value) ? value : '');
            }}
            data={[
              { value: '', label: t('users.allRoles') },
              ...ROLES.map((value) => ({ value, label: t(`roles.${value}`) })),
            ]}
          />
        </SimpleGrid>
      </search>

      {users.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {users.isError && <ErrorAlert error={users.error} />}
      {users.data && (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-busy={users.isFetching}>
              <caption className="visually-hidden">{t('users.table')}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('users.firstName')}</Table.Th>
                  <Table.Th scope="col">{t('users.lastName')}</Table.Th>
                  <Table.Th scope="col">{t('users.username')}</Table.Th>
                  <Table.Th scope="col">{t('users.role')}</Table.Th>
                  {canCreateUsers(me) && <Table.Th scope="col">{t('users.resetPassword')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.items.map((user) => (
                  <Table.Tr key={user._id}>
                    <Table.Td>{user.first_name}</Table.Td>
                    <Table.Td>{user.last_name}</Table.Td>
                    <Table.Td>
                      {canCreateUsers(me) ? (
                        <Anchor component={Link} to={`/users/${user._id}`}>
                          {user.username}
                        </Anchor>
                      ) : (
                        user.username
                      )}
                    </Table.Td>
                    <Table.Td>{user.roles.map((value) => t(`roles.${value}`)).join(', ')}</Table.Td>
                    {canCreateUsers(me) && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setResetting(user)}
                          aria-label={t('users.resetPasswordOf', { name: fullName(user) })}
                        >
                          {t('users.resetPassword')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {users.data.items.length === 0 && (
            <Text ta="center" c="dimmed" py="lg">
              {t('users.empty')}
            </Text>
          )}
          <ListFooter
            total={t('users.total', { count: users.data.count })}
            pages={users.data.pages}
            page={page}
            onPage={(next) => setPaging({ filtersKey, page: next })}
            labels={{
              pages: t('users.pages'),
              page: (item) => t('users.page', { page: item }),
              control: (control) => t(`users.${control}Page`),
            }}
          />
        </>
      )}
    </>
  );
}
