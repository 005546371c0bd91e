// /projects (admins): every project, 24 a page, with the §9 sorts and by size, a language filter, a size
// filter, Active or Archive and a
// name search (500 ms after typing stops).
import { ADMIN_PROJECTS_PAGE_SIZE } from '@brickyard/core';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProjectList } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProjectFilters, useProjectFilters } from './ProjectFilters.tsx';
import { ProjectPagination } from './ProjectPagination.tsx';

export function AdminProjectsPage() {
  const { t, i18n } = useTranslation();
  const filters = useProjectFilters();
  const list = useProjectList({
    page: filters.page,
    archived: filters.archived,
    sort: filters.sort,
    language: filters.language || undefined,
    name: filters.searched || undefined,
    minSize: filters.minSize ? Number(filters.minSize) : undefined,
    limit: ADMIN_PROJECTS_PAGE_SIZE,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="md">
      <PageHeader title={t('projects.title')} />
      <ProjectFilters filters={filters} searchLabel={t('projects.searchName')} withSize />
      {list.isPending && <CenteredLoader />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">{t('projects.noneFound')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.name')}</Table.Th>
                <Table.Th>{t('projects.owner')}</Table.Th>
                <Table.Th>{t('projects.language')}</Table.Th>
                <Table.Th>{t('projects.size')}</Table.Th>
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
                  </Table.Td>
                  <Table.Td>
                    <bdi>{`${project.user.first_name} ${project.user.last_name}`}</bdi>
                  </Table.Td>
                  <Table.Td>{t(`projects.languages.${project.language}`)}</Table.Td>
                  <Table.Td>{t('projects.characters', { count: project.size })}</Table.Td>
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
