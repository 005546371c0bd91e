import { canPreview, hasRole } from '@brickyard/core';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsExchange, IconUsersPlus } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useUser } from '../../api/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CourseHome } from './CourseHome.tsx';

// Opened by a button only: its dialog code loads then.
const JoinClassModal = lazy(() =>
  import('./JoinClassModal.tsx').then((m) => ({ default: m.JoinClassModal })),
);

/** /learn: the course home of the learner's current course, or the way to pick one. */
export function LearnHomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const [joining, { open, close }] = useDisclosure(false);
  // Closing the modal (Escape too) gives the focus back to its button. Mantine's returnFocus cannot: the modal
  // is loaded when opened and mounts open, so it never saw what had the focus before.
  const joinButtonRef = useRef<HTMLButtonElement>(null);
  const closeJoin = () => {
    close();
    joinButtonRef.current?.focus();
  };
  // §4 "Preview": only the preview roles keep the parameter.
  const preview = params.get('preview') === 'true' && canPreview(user);
  const joinButton = hasRole(user, 'student') && (
    <Button
      ref={joinButtonRef}
      variant="light"
      leftSection={<IconUsersPlus size={16} aria-hidden />}
      onClick={open}
    >
      {t(user.classes.length > 0 ? 'joinClass.openAnother' : 'joinClass.open')}
    </Button>
  );
  return (
    <>
      {user.current_course ? (
        <CourseHome
          courseId={user.current_course}
          preview={preview}
          onPreviewChange={(next) => setParams(next ? { preview: 'true' } : {}, { replace: true })}
          actions={
            <>
              <Button
                component={Link}
                to="/learn/courses"
                variant="default"
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
              >
                {t('learn.switchCourse')}
              </Button>
              {joinButton}
            </>
          }
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <PageHeader title={t('learn.title')} />
            {joinButton}
          </Group>
          <Title order={2} size="h3" mb="xs">
            {t('learn.greeting', { name: user.first_name })}
          </Title>
          <Text>{t('learn.description')}</Text>
          <Paper withBorder radius="md" p="lg" mt="lg" maw={640}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text size="sm" c="dimmed">
                  {t('learn.currentCourse')}
                </Text>
                <Text fw={700} fz="lg">
                  {t('learn.noCourse')}
                </Text>
              </div>
              <Button component={Link} to="/learn/courses">
                {t('learn.pickCourse')}
              </Button>
            </Group>
          </Paper>
        </>
      )}
      {joining && (
        <Suspense fallback={null}>
          <JoinClassModal opened onClose={closeJoin} />
        </Suspense>
      )}
    </>
  );
}
