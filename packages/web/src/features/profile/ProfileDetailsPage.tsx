// /profile/:user/details: the person's details as the users API shows them to the viewer, with a link to the
// editor for those who may change them.
import { editableUserFields, type User } from '@brickyard/core';
import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { request } from '../../api/client.ts';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';

export function ProfileDetailsPage() {
  const { t } = useTranslation();
  const me = useUser();
  const { userId, own } = useProfileUserId();
  const person = useQuery({
    queryKey: ['users', 'one', userId],
    queryFn: ({ signal }) => request<User>(`/api/users/${encodeURIComponent(userId)}`, { signal }),
  });
  if (person.isPending) return <CenteredLoader />;
  if (person.isError) return <ErrorAlert error={person.error} />;
  const user = person.data;
  // Teachers reading this page teach the person (the server let them see it), so the relation holds.
  const canEdit = editableUserFields(me, user, { teaches: !own }).length > 0;
  const rows: [string, string][] = [
    [t('profile.details.firstName'), user.first_name],
    [t('profile.details.lastName'), user.last_name],
    [t('profile.details.username'), user.username],
    ...(user.email ? ([[t('profile.details.email'), user.email]] as [string, string][]) : []),
    ...(user.school ? ([[t('profile.details.school'), user.school.school_name]] as [string, string][]) : []),
    [t('profile.details.roles'), user.roles.map((r) => t(`roles.${r}`)).join(', ')],
    [t('profile.details.xp'), String(user.xp)],
  ];
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>
                  <bdi>{value}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canEdit ? (
          <Button
            component={Link}
            to={own ? '/users/me' : `/users/${user._id}`}
            leftSection={<IconPencil size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('profile.details.edit')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.details.readOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
