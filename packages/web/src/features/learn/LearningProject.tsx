// "My project for this": a student's own project for a tutorial or challenge, where they build what it asks.
// Their teacher finds it on the marking screen beside the steps. Made on the student's own profile, in the
// course's language, named after the item; opened with a full page load (project pages are cross-origin
// isolated for Python's input()).
import { hasRole, PROJECT_NAME_MAX } from '@brickyard/core';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCourseHome } from '../../api/learn.ts';
import { useCreateProject, useProjectList } from '../../api/projects.ts';
import { useUser } from '../../api/session.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';

export function LearningProject({
  itemId,
  title,
  kind,
  course,
}: {
  itemId: string;
  title: string;
  kind: 'tutorial' | 'challenge';
  course: string | null;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const mine = useProjectList({
    user: user._id,
    page: 0,
    archived: false,
    sort: '-updatedAt',
    learningProject: itemId,
    limit: 1,
  });
  const home = useCourseHome(course ?? user.current_course, false);
  const create = useCreateProject();
  const project = mine.data?.items[0];
  const language = home.data?.language === 'python' ? 'python' : 'javascript';

  const handleStart = () =>
    create.mutate(
      {
        name: title.slice(0, PROJECT_NAME_MAX).trim() || t(`learn.project.${kind}`),
        language,
        learningProject: itemId,
      },
      { onSuccess: (made) => window.location.assign(`/projects/${made._id}`) },
    );

  if (!hasRole(user, 'student')) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="learning-project">
      <Stack gap="xs">
        <Title order={2} size="h5" id="learning-project">
          {t('learn.project.title')}
        </Title>
        {project ? (
          <Anchor href={`/projects/${project._id}`} fw={600}>
            {t('learn.project.open', { name: project.name })}
          </Anchor>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t(`learn.project.help.${kind}`)}
            </Text>
            <Button
              variant="light"
              leftSection={<IconCode size={16} aria-hidden />}
              onClick={handleStart}
              loading={create.isPending}
              disabled={mine.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`learn.project.start.${kind}`)}
            </Button>
          </>
        )}
        {create.isError && <ErrorAlert error={create.error} />}
      </Stack>
    </Paper>
  );
}
