// /learn/courses, "Pick a course" (spec §2): a card per published course open to the learner; choosing one
// makes it the course of their learn home.
import type { CourseSummary } from '@brickyard/core';
import { Badge, Card, Center, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBrandJavascript, IconBrandPython, IconCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePublishedCourses, useUpdateCourse } from '../../api/courses.ts';
import { useUser } from '../../api/session.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { NamedAround } from '../../ui/NamedAround.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** A course without a thumbnail of its own: a colour and an icon per language. */
const LOOK: Record<string, { color: string; Icon: typeof IconCode }> = {
  javascript: { color: 'yellow', Icon: IconBrandJavascript },
  python: { color: 'blue', Icon: IconBrandPython },
};

function CourseCard({
  course,
  current,
  onPick,
}: {
  course: CourseSummary;
  current: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[course.language] ?? { color: 'gray', Icon: IconCode };
  return (
    <UnstyledButton onClick={onPick} className="course-card">
      <NamedAround message={t('coursePicker.pick', { title: NamedAround.SLOT })}>
        <Card withBorder radius="md" padding="lg" h="100%" data-current={current || undefined}>
          {course.thumbnail ? (
            <Card.Section>
              <Image src={course.thumbnail.image} alt="" h={88} fit="cover" />
            </Card.Section>
          ) : (
            <Card.Section bg={`var(--mantine-color-${color}-1)`} py="lg">
              <Center>
                <Icon size={48} aria-hidden color={`var(--mantine-color-${color}-8)`} />
              </Center>
            </Card.Section>
          )}
          <Stack gap={6} mt="md">
            <Text fw={700}>
              <bdi>{course.title}</bdi>
            </Text>
            <Badge variant="light" color={color} w="fit-content">
              {t(`coursePicker.languages.${course.language}`, { defaultValue: course.language })}
            </Badge>
            {course.inDevelopment && (
              <Badge variant="outline" color="grape" w="fit-content">
                {t('coursePicker.inDevelopment')}
              </Badge>
            )}
            {current && (
              <Text size="sm" c="dimmed">
                {t('coursePicker.current')}
              </Text>
            )}
          </Stack>
        </Card>
      </NamedAround>
    </UnstyledButton>
  );
}

export function CoursePickerPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const courses = usePublishedCourses();
  const pick = useUpdateCourse();

  return (
    <>
      <PageHeader title={t('coursePicker.title')} description={t('coursePicker.description')} />
      {courses.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {courses.error !== null && <ErrorAlert error={courses.error} />}
      {pick.error !== null && <ErrorAlert error={pick.error} />}
      {courses.data?.items.length === 0 && <Text c="dimmed">{t('coursePicker.none')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {courses.data?.items.map((course) => (
          <CourseCard
            key={course._id}
            course={course}
            current={user.current_course === course._id}
            onPick={() => pick.mutate(course._id, { onSuccess: () => navigate('/learn') })}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
