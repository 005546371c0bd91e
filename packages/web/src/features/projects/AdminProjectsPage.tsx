// /projects (admins): every project, 24 a page, with the §9 sorts and by size, a language filter, a size
// filter, Active or Archive and a
// name search (500 ms after typing stops).
import { ADMIN_PROJECTS_PAGE_SIZE } from '@brickyard/core';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectList } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProjectFilters, useProjectFilters } from './ProjectFilters.tsx';
import { ProjectPagination } from './ProjectPagination.tsx';
import { ProjectTable } from './ProjectTable.tsx';

export function AdminProjectsPage() {
  const { t } = useTranslation();
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

  return (
    <Stack gap="md">
      <PageHeader title={t('projects.title')} />
      <ProjectFilters filters={filters} searchLabel={t('projects.searchName')} withSize />
      {list.isPending && <CenteredLoader />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">{t('projects.noneFound')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <ProjectTable projects={list.data.items} ownerLabel={t('projects.owner')} withSize />
      )}
      {list.data && (
        <ProjectPagination pages={list.data.pages} page={filters.page} onChange={filters.setPage} />
      )}
    </Stack>
  );
}
