import { hasRole } from '@brickyard/core';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublishedCourses } from '../../api/courses.ts';
import { useUser } from '../../api/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { JoinClassModal } from './JoinClassModal.tsx';

/** The course the learner follows, with "Switch Course"; or the way to pick one. */
function CurrentCourse({ courseId }: { courseId: string | null }) {
  const { t } = useTranslation();
  const courses = usePublishedCourses();
  const course = courses.data?.items.find((item) => item._id === courseId);
  return (
    <Paper withBorder radius="md" p="lg" mt="lg" maw={640}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t('learn.currentCourse')}
          </Text>
          <Text fw={700} fz="lg">
            {course ? course.title : t('learn.noCourse')}
          </Text>
        </div>
        <Button component={Link} to="/learn/courses" variant={course ? 'default' : 'filled'}>
          {course ? t('learn.switchCourse') : t('learn.pickCourse')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /learn: the learner's home. The course home (banner, stages) arrives with the learning issues. */
export function LearnHomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const [joining, { open, close }] = useDisclosure(false);
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('learn.title')} />
        {hasRole(user, 'student') && (
          <Button variant="light" leftSection={<IconUsersPlus size={16} aria-hidden />} onClick={open}>
            {t('joinClass.open')}
          </Button>
        )}
      </Group>
      <Title order={2} size="h3" mb="xs">
        {t('learn.greeting', { name: user.first_name })}
      </Title>
      <Text>{t('learn.description')}</Text>
      <CurrentCourse courseId={user.current_course} />
      <JoinClassModal opened={joining} onClose={close} />
    </>
  );
}
