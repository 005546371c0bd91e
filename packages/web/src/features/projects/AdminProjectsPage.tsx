// /projects (admins): every project, 24 a page, with the §9 sorts, a language filter, Active or Archive and a
// name search (500 ms after typing stops).
import {
  ADMIN_PROJECTS_PAGE_SIZE,
  PROJECT_DEFAULT_SORT,
  PROJECT_LANGUAGES,
  PROJECT_LIST_SORTS,
  PROJECT_SEARCH_DEBOUNCE_MS,
} from '@brickyard/core';
import { Anchor, Group, NativeSelect, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProjectList } from '../../api/projects.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProjectPagination } from './ProjectPagination.tsx';

export function AdminProjectsPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<string>(PROJECT_DEFAULT_SORT);
  const [language, setLanguage] = useState('');
  const [name, setName] = useState('');
  const [searched] = useDebouncedValue(name.trim(), PROJECT_SEARCH_DEBOUNCE_MS);
  const list = useProjectList({
    page,
    archived,
    sort,
    language: language || undefined,
    name: searched || undefined,
    limit: ADMIN_PROJECTS_PAGE_SIZE,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Stack gap="md">
      <PageHeader title={t('projects.title')} />
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('projects.searchName')}
          value={name}
          onChange={(event) => reset(setName)(event.currentTarget.value)}
          w={240}
        />
        <NativeSelect
          label={t('projects.languageFilter')}
          value={language}
          onChange={(event) => reset(setLanguage)(event.currentTarget.value)}
          data={[
            { value: '', label: t('projects.allLanguages') },
            ...PROJECT_LANGUAGES.map((value) => ({ value, label: t(`projects.languages.${value}`) })),
          ]}
          w={200}
        />
        <NativeSelect
          label={t('projects.sort')}
          value={sort}
          onChange={(event) => reset(setSort)(event.currentTarget.value)}
          data={PROJECT_LIST_SORTS.map((value) => ({ value, label: t(`projects.sorts.${value}`) }))}
          w={200}
        />
        <SegmentedControl
          aria-label={t('projects.show')}
          value={archived ? 'archived' : 'active'}
          onChange={(value) => reset(setArchived)(value === 'archived')}
          data={[
            { value: 'active', label: t('projects.active') },
            { value: 'archived', label: t('projects.archive') },
          ]}
        />
      </Group>
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
      {list.data && <ProjectPagination pages={list.data.pages} page={page} onChange={setPage} />}
    </Stack>
  );
}
