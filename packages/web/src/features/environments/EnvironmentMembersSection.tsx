// An environment's people by role, each a link into the user editor (the first 50 of a role, by name), and a
// school's classes (the first 100) with their teachers (issue 22).
import { type EnvironmentMembers, fullName, type LearningEnvironment } from '@brickyard/core';
import { Anchor, Badge, Center, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEnvironmentMembers } from '../../api/environments.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { isCommunity } from './environment-type.ts';

const ROLES = ['admin', 'contentCreator', 'translator', 'teacher', 'student'] as const;

export function EnvironmentMembersSection({ environment }: { environment: LearningEnvironment }) {
  const { t } = useTranslation();
  const members = useEnvironmentMembers(environment._id);
  if (members.isError) return <ErrorAlert error={members.error} />;
  if (!members.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <>
      <People roles={members.data.roles} />
      {!isCommunity(environment) && <Classes environment={environment} classes={members.data.classes} />}
    </>
  );
}

/** "Showing the first 50 of 73", when not all are shown. */
function Shown({ shown, count }: { shown: number; count: number }) {
  const { t } = useTranslation();
  if (count <= shown) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {t('environments.showing', { shown, count })}
    </Text>
  );
}

function People({ roles }: { roles: EnvironmentMembers['roles'] }) {
  const { t } = useTranslation();
  const held = ROLES.filter((role) => roles[role].count > 0);
  return (
    <section style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
      <Title order={2} size="h3" mb="sm">
        {t('environments.members')}
      </Title>
      {held.length === 0 && <Text c="dimmed">{t('environments.noMembers')}</Text>}
      <Stack gap="lg">
        {held.map((role) => (
          <div key={role}>
            <Title order={3} size="h4" mb="xs">
              {t(`environments.roles.${role}`, { count: roles[role].count })}
            </Title>
            <List listStyleType="none" spacing={4} style={{ columnWidth: '16rem', columnGap: '2rem' }}>
              {roles[role].users.map((user) => (
                <List.Item key={user._id} style={{ breakInside: 'avoid' }}>
                  <Anchor component={Link} to={`/users/${user._id}`}>
                    <bdi>{fullName(user) || user.username}</bdi>
                  </Anchor>{' '}
                  <Text span c="dimmed" size="sm">
                    <bdi>{user.username}</bdi>
                  </Text>
                </List.Item>
              ))}
            </List>
            <Shown shown={roles[role].users.length} count={roles[role].count} />
          </div>
        ))}
      </Stack>
    </section>
  );
}

function Classes({
  environment,
  classes,
}: {
  environment: LearningEnvironment;
  classes: EnvironmentMembers['classes'];
}) {
  const { t } = useTranslation();
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {t('environments.classes', { count: classes.count })}
      </Title>
      {classes.items.length === 0 ? (
        <Text c="dimmed">{t('environments.noClasses')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs">
            <caption className="visually-hidden">
              {t('environments.classesTable', { name: environment.name })}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('environments.className')}</Table.Th>
                <Table.Th scope="col">{t('environments.teacher')}</Table.Th>
                <Table.Th scope="col">{t('environments.students')}</Table.Th>
                <Table.Th scope="col">{t('environments.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {classes.items.map((cls) => (
                <Table.Tr key={cls._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/class/${cls._id}/details`}>
                      <bdi>{cls.name}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/users/${cls.teacher._id}`}>
                      <bdi>{cls.teacher.name}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{cls.students}</Table.Td>
                  <Table.Td>
                    {cls.archived && (
                      <Badge color="gray" variant="light">
                        {t('environments.archived')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Shown shown={classes.items.length} count={classes.count} />
    </section>
  );
}
