// The course home's banner (CourseHome.tsx): the course's title and colour, the learner's xp and progress, and
// the Learn/Preview switch for those allowed, beside the page's own actions.
import { type CourseHome, canPreview } from '@brickyard/core';
import { Badge, Box, Group, Paper, Progress, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { formatPercent } from '../../i18n/percent.ts';

export function CourseBanner({
  course,
  percent,
  preview,
  onPreviewChange,
  actions,
}: {
  /** Undefined while it loads. */
  course: CourseHome | undefined;
  /** How much of the course is complete. */
  percent: number;
  preview: boolean;
  onPreviewChange?: (preview: boolean) => void;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const progressText = t('learn.home.courseProgress', { percent: formatPercent(percent, i18n.language) });
  return (
    <Paper
      radius="md"
      p="lg"
      className="course-banner"
      style={{ borderInlineStart: `8px solid ${course?.colour ?? 'var(--mantine-color-blue-6)'}` }}
      withBorder
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Box miw={0}>
          {course ? (
            <>
              <Title order={1}>
                <bdi>{course.title}</bdi>
              </Title>
              {course.subheading && (
                <Text c="dimmed" size="lg">
                  <bdi>{course.subheading}</bdi>
                </Text>
              )}
            </>
          ) : (
            <Skeleton height={36} width={280} />
          )}
          <Group gap="xs" mt="sm">
            <Badge size="lg" variant="light" color="yellow" leftSection={<IconStar size={14} aria-hidden />}>
              {t('learn.home.yourXp', { xp: user.xp })}
            </Badge>
            {course && (
              <Text size="sm" c="dimmed">
                {progressText}
              </Text>
            )}
          </Group>
          {course && <Progress value={percent} mt="xs" maw={320} aria-label={progressText} />}
        </Box>
        <Group gap="sm">
          {canPreview(user) && onPreviewChange && (
            <SegmentedControl
              aria-label={t('learn.home.mode')}
              value={preview ? 'preview' : 'learn'}
              onChange={(value) => onPreviewChange(value === 'preview')}
              data={[
                { value: 'learn', label: t('learn.home.learnMode') },
                { value: 'preview', label: t('learn.home.previewMode') },
              ]}
            />
          )}
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}
