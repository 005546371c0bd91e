// /profile/:user/projects: a person's projects, 24 a page, newest first, active or archived. New projects are
// made here, on one's own profile only (learner-teacher.md §6); teachers see their students' lists.
import {
  NewProjectSchema,
  PROFILE_PROJECTS_PAGE_SIZE,
  PROJECT_DEFAULT_SORT,
  PROJECT_LIST_SORTS,
  type ProjectSummary,
} from '@brickyard/core';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useArchiveProject, useCreateProject, useProjectList } from '../../api/projects.ts';
import { useUser } from '../../api/session.ts';
import { RUNNABLE_LANGUAGES } from '../../runners/index.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { errorMessage } from '../../ui/describe-error.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { ProjectPagination } from './ProjectPagination.tsx';

export function ProfileProjectsPage() {
  const { t, i18n } = useTranslation();
  const me = useUser();
  const { user: param = 'me' } = useParams();
  const userId = param === 'me' ? me._id : param;
  const own = userId === me._id;
  const [page, setPage] = useState(0);
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<string>(PROJECT_DEFAULT_SORT);
  const [creating, setCreating] = useState(false);
  const list = useProjectList({ user: userId, page, archived, sort });
  const archive = useArchiveProject();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const handleArchive = (project: ProjectSummary) =>
    archive.mutate(
      { id: project._id, archived: !project.archived },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(project.archived ? 'projects.restoredFromArchive' : 'projects.archived', {
              name: project.name,
            }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {/* Inside the profile, under its heading: the page's own title is a section heading. */}
        <Title order={2} size="h3">
          {own ? t('projects.mine') : t('projects.title')}
        </Title>
        {own && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('projects.new')}
          </Button>
        )}
      </Group>
      <Group gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('projects.show')}
          value={archived ? 'archived' : 'active'}
          onChange={(value) => {
            setArchived(value === 'archived');
            setPage(0);
          }}
          data={[
            { value: 'active', label: t('projects.active') },
            { value: 'archived', label: t('projects.archive') },
          ]}
        />
        <NativeSelect
          label={t('projects.sort')}
          value={sort}
          onChange={(event) => {
            setSort(event.currentTarget.value);
            setPage(0);
          }}
          data={PROJECT_LIST_SORTS.map((value) => ({ value, label: t(`projects.sorts.${value}`) }))}
          w={200}
        />
      </Group>
      {list.isPending && <CenteredLoader />}
      {list.isError && <ErrorAlert error={list.error} />}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">{archived ? t('projects.noneArchived') : t('projects.none')}</Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className="plain-list">
          {list.data.items.map((project) => (
            <Card key={project._id} withBorder radius="md" component="li">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" align="flex-start" className="fit-row">
                  {/* A full page load: the project page is served cross-origin isolated (Python's input()). */}
                  <Anchor component={Link} reloadDocument to={`/projects/${project._id}`} fw={600} size="lg">
                    <bdi>{project.name}</bdi>
                  </Anchor>
                  <Badge variant="light">{t(`projects.languages.${project.language}`)}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('projects.updated', { date: dateFormat.format(new Date(project.updatedAt)) })}
                </Text>
                {own && (
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      leftSection={
                        project.archived ? (
                          <IconArchiveOff size={16} aria-hidden />
                        ) : (
                          <IconArchive size={16} aria-hidden />
                        )
                      }
                      onClick={() => handleArchive(project)}
                      aria-label={t(project.archived ? 'projects.restoreNamed' : 'projects.archiveNamed', {
                        name: project.name,
                      })}
                    >
                      {project.archived ? t('projects.unarchive') : t('projects.archiveAction')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {list.data && <ProjectPagination pages={list.data.pages} page={page} onChange={setPage} />}
      {own && <NewProjectModal opened={creating} onClose={() => setCreating(false)} />}
      <Text size="xs" c="dimmed">
        {t('projects.perPage', { count: PROFILE_PROJECTS_PAGE_SIZE })}
      </Text>
    </Stack>
  );
}

function NewProjectModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateProject();
  const form = useSchemaForm({
    initialValues: { name: '', language: RUNNABLE_LANGUAGES[0] ?? 'javascript' },
    schema: NewProjectSchema,
  });
  const handleSubmit = form.handleSubmit(({ name, language }) =>
    create.mutate(
      { name, language: language as (typeof RUNNABLE_LANGUAGES)[number] },
      {
        onSuccess: (project) => {
          onClose();
          // A full page load, as for the project links above.
          window.location.assign(`/projects/${project._id}`);
        },
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('projects.new')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput label={t('projects.name')} {...form.getInputProps('name')} required data-autofocus />
          <NativeSelect
            label={t('projects.language')}
            {...form.getInputProps('language')}
            data={RUNNABLE_LANGUAGES.map((value) => ({ value, label: t(`projects.languages.${value}`) }))}
          />
          {create.isError && <ErrorAlert error={create.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('projects.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('projects.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
