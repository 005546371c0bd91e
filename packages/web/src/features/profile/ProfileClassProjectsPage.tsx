// /profile/:user/class_projects: the projects teachers starred on the walls of the person's classes.
import { fullName } from '@brickyard/core';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStarredClassProjects } from '../../api/teaching.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';

export function ProfileClassProjectsPage() {
  const { t, i18n } = useTranslation();
  const { userId } = useProfileUserId();
  const projects = useStarredClassProjects(userId);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (projects.isPending) return <CenteredLoader />;
  if (projects.isError) return <ErrorAlert error={projects.error} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('profile.classProjects.help')}
      </Text>
      {projects.data.items.length === 0 ? (
        <Text c="dimmed">{t('profile.classProjects.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" className="plain-list">
          {projects.data.items.map((project) => (
            <Card key={`${project.class._id}-${project._id}`} withBorder radius="md" p="md" component="li">
              <Anchor component={Link} reloadDocument to={`/projects/${project._id}`} fw={700}>
                <bdi>{project.name}</bdi>
              </Anchor>
              <Text size="sm">{t('projects.byOwner', { name: fullName(project.user) })}</Text>
              <Text size="sm" c="dimmed">
                <bdi>{project.class.name}</bdi> · {t(`projects.languages.${project.language}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('projects.updated', { date: dateFormat.format(new Date(project.updatedAt)) })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
