// /class/:classId/wall: the class's project wall. Cards with the project's name, "By" its student and when it
// was updated; search by project or student name (500 ms after typing stops), language, the four sorts, and
// Show More for 24 more. The class's teacher stars the projects worth showing (the class's starredProjects).
import { canManageClass, fullName, PROJECT_WALL_PAGE_SIZE } from '@brickyard/core';
import { ActionIcon, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useClass } from '../../api/classes.ts';
import { useClassWall, useStarProject } from '../../api/projects.ts';
import { useUser } from '../../api/session.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ProjectFilters, useProjectFilters } from '../projects/ProjectFilters.tsx';

export function ClassWallPage() {
  const { t, i18n } = useTranslation();
  const classId = useParams().classId ?? '';
  const user = useUser();
  const cls = useClass(classId);
  const filters = useProjectFilters();
  const wall = useClassWall(classId, {
    archived: false,
    sort: filters.sort,
    language: filters.language || undefined,
    q: filters.searched || undefined,
    limit: PROJECT_WALL_PAGE_SIZE,
  });
  const star = useStarProject(classId);
  const canStar = !!cls.data && canManageClass(user, cls.data);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const projects = wall.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <ProjectFilters filters={filters} searchLabel={t('projects.searchClass')} withArchive={false} />
      {wall.isPending && <CenteredLoader />}
      {wall.isError && <ErrorAlert error={wall.error} />}
      {star.isError && <ErrorAlert error={star.error} />}
      {wall.data && projects.length === 0 && <Text c="dimmed">{t('projects.noneFound')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" component="ul" className="plain-list">
        {projects.map((project) => {
          const label = project.starred
            ? t('projects.unstar', { name: project.name })
            : t('projects.star', { name: project.name });
          return (
            <Card key={project._id} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Anchor component={Link} reloadDocument to={`/projects/${project._id}`} fw={700}>
                  <bdi>{project.name}</bdi>
                </Anchor>
                {canStar ? (
                  <Tooltip label={label}>
                    <ActionIcon
                      variant="subtle"
                      color="yellow.8"
                      aria-label={label}
                      aria-pressed={project.starred}
                      loading={star.isPending && star.variables?.projectId === project._id}
                      onClick={() => star.mutate({ projectId: project._id, starred: !project.starred })}
                    >
                      {project.starred ? <IconStarFilled size={20} /> : <IconStar size={20} />}
                    </ActionIcon>
                  </Tooltip>
                ) : (
                  project.starred && (
                    <IconStarFilled
                      size={18}
                      color="var(--mantine-color-yellow-8)"
                      role="img"
                      aria-label={t('projects.starred')}
                    />
                  )
                )}
              </Group>
              <Text size="sm" mt={4}>
                {t('projects.byOwner', { name: fullName(project.user) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('projects.updated', { date: dateFormat.format(new Date(project.updatedAt)) })}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t(`projects.languages.${project.language}`)}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      {wall.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void wall.fetchNextPage()}
            loading={wall.isFetchingNextPage}
          >
            {t('projects.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
