// /class/:classId/projects: the class's students' projects, 25 a page, found by project or student name, with
// the language, sort and Active or Archive filters. A project opens read-only for its owner's teachers.
import { CLASS_PROJECTS_PAGE_SIZE } from '@brickyard/core';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useClassProjects } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ProjectFilters, useProjectFilters } from '../projects/ProjectFilters.tsx';
import { ProjectPagination } from '../projects/ProjectPagination.tsx';

export function ClassProjectsPage() {
  const { t, i18n } = useTranslation();
  const classId = useParams().classId ?? '';
  const filters = useProjectFilters();
  const list = useClassProjects(
    classId,
    {
      archived: filters.archived,
      sort: filters.sort,
      language: filters.language || undefined,
      q: filters.searched || undefined,
      limit: CLASS_PROJECTS_PAGE_SIZE,
    },
    filters.page,
  );
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="md">
      <ProjectFilters filters={filters} searchLabel={t('projects.searchClass')} />
      {list.isPending && <CenteredLoader />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">{t('projects.noneFound')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('classPage.tab.projects')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.name')}</Table.Th>
                <Table.Th>{t('projects.student')}</Table.Th>
                <Table.Th>{t('projects.language')}</Table.Th>
                <Table.Th>{t('projects.updatedColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((project) => (
                <Table.Tr key={project._id}>
                  <Table.Td>
                    <Anchor component={Link} reloadDocument to={`/projects/${project._id}`}>
                      <bdi>{project.name}</bdi>
                    </Anchor>
                    {project.starred && (
                      <IconStarFilled
                        size={14}
                        color="var(--mantine-color-yellow-7)"
                        style={{ marginInlineStart: 6, verticalAlign: 'middle' }}
                        aria-label={t('projects.starred')}
                        role="img"
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <bdi>{`${project.user.first_name} ${project.user.last_name}`}</bdi>
                  </Table.Td>
                  <Table.Td>{t(`projects.languages.${project.language}`)}</Table.Td>
                  <Table.Td>{dateFormat.format(new Date(project.updatedAt))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && (
        <ProjectPagination pages={list.data.pages} page={filters.page} onChange={filters.setPage} />
      )}
    </Stack>
  );
}
