// /profile/:user/classes: the classes the person belongs to, with teacher, year, courses and their role.
import { fullName } from '@brickyard/core';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserClasses } from '../../api/teaching.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useProfileUserId } from './ProfileLayout.tsx';

export function ProfileClassesPage() {
  const { t } = useTranslation();
  const { userId } = useProfileUserId();
  const classes = useUserClasses(userId);
  if (classes.isPending) return <CenteredLoader />;
  if (classes.isError) return <ErrorAlert error={classes.error} />;
  if (classes.data.items.length === 0) return <Text c="dimmed">{t('profile.classes.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" className="plain-list">
      {classes.data.items.map((cls) => (
        <Card key={cls._id} withBorder radius="md" p="md" component="li">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} size="lg">
                <bdi>{cls.name}</bdi>
              </Text>
              <Badge variant="light">{t(`profile.classes.role.${cls.role}`)}</Badge>
            </Group>
            {cls.year && (
              <Text size="sm">{t('classes.year', { number: cls.year.replace('Year ', '') })}</Text>
            )}
            <Text size="sm">{t('profile.classes.teacher', { name: fullName(cls.teacher) })}</Text>
            <Text size="sm" c="dimmed">
              {cls.courses.length === 0
                ? t('profile.classes.noCourses')
                : t('profile.classes.courses', { titles: cls.courses.map((c) => c.title).join(', ') })}
            </Text>
            {cls.archived && (
              <Badge color="gray" variant="outline">
                {t('profile.classes.archived')}
              </Badge>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
