// /class/:classId/projects: the class's students' projects, 25 a page, found by project or student name, with
// the language, sort and Active or Archive filters. A project opens read-only for its owner's teachers.
import { CLASS_PROJECTS_PAGE_SIZE } from '@brickyard/core';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useClassProjects } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ProjectFilters, useProjectFilters } from '../projects/ProjectFilters.tsx';
import { ProjectPagination } from '../projects/ProjectPagination.tsx';
import { ProjectTable } from '../projects/ProjectTable.tsx';

export function ClassProjectsPage() {
  const { t } = useTranslation();
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

  return (
    <Stack gap="md">
      <ProjectFilters filters={filters} searchLabel={t('projects.searchClass')} />
      {list.isPending && <CenteredLoader />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && list.data.items.length === 0 && <Text c="dimmed">{t('projects.noneFound')}</Text>}
      {list.data && list.data.items.length > 0 && (
        <ProjectTable
          projects={list.data.items}
          ownerLabel={t('projects.student')}
          label={t('classPage.tab.projects')}
        />
      )}
      {list.data && (
        <ProjectPagination pages={list.data.pages} page={filters.page} onChange={filters.setPage} />
      )}
    </Stack>
  );
}
