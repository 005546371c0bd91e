// /class/:classId/details: the class's name, year group, password and attached courses (only published
// ones), saved with "Class Saved"; the code and an invite link to share. Instructors see it read-only.
import { type Class, ClassUpdateSchema, canManageClass, type YearGroup } from '@brickyard/core';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useClass, useUpdateClass } from '../../api/classes.ts';
import { usePublishedCourses } from '../../api/courses.ts';
import { useUser } from '../../api/session.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { ClassCodeShare } from './ClassCodeShare.tsx';
import { classFormMessages } from './class-form.ts';
import { YearGroupSelect } from './YearGroupSelect.tsx';

export function ClassDetailsPage() {
  const classId = useParams().classId ?? '';
  const cls = useClass(classId);
  // The layout shows the loading state and errors; the form starts from the loaded class.
  return cls.data ? <DetailsForm key={cls.data._id} cls={cls.data} /> : null;
}

function DetailsForm({ cls }: { cls: Class }) {
  const { t } = useTranslation();
  const user = useUser();
  const editable = canManageClass(user, cls);
  const courses = usePublishedCourses(cls._id);
  const save = useUpdateClass();
  // Problems show as soon as there are; an empty password keeps the class's own.
  const form = useSchemaForm({
    initialValues: {
      name: cls.name,
      year: (cls.year ?? '') as YearGroup | '',
      password: '',
      courses: cls.courses,
    },
    schema: ClassUpdateSchema,
    toSchema: ({ name, year, password, courses }) => ({
      name,
      year: year || null,
      courses,
      ...(password ? { password } : {}),
    }),
    show: 'always',
    messages: classFormMessages(t),
  });
  const chosen = form.values.courses;
  const offered = courses.data?.items ?? [];
  // A course attached earlier and no longer offered (archived since) stays listed, so it can be removed.
  const options = [
    ...offered.map((course) => ({
      value: course._id,
      label: course.inDevelopment
        ? t('classPage.details.inDevelopmentCourse', { title: course.title })
        : course.title,
    })),
    ...chosen
      .filter((id) => !offered.some((course) => course._id === id))
      .map((id) => ({
        value: id,
        label: courses.data ? t('classPage.details.unavailableCourse') : t('classPage.loading'),
      })),
  ];

  const handleSubmit = form.handleSubmit(({ name, year, password, courses: attached }) =>
    save.mutate(
      {
        id: cls._id,
        body: { name: name.trim(), year: year || null, courses: attached, ...(password ? { password } : {}) },
      },
      {
        onSuccess: () => {
          form.setFieldValue('password', '');
          notifications.show({ color: 'green', message: t('classPage.details.saved') });
        },
      },
    ),
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form onSubmit={handleSubmit} noValidate aria-label={t('classPage.details.formLabel')}>
        <Stack gap="md">
          {!editable && (
            <Text size="sm" c="dimmed">
              {t('classPage.details.readOnly')}
            </Text>
          )}
          <TextInput
            label={t('classes.create.name')}
            {...form.getInputProps('name')}
            readOnly={!editable}
            required
          />
          <YearGroupSelect
            value={form.values.year}
            onChange={(year) => form.setFieldValue('year', year)}
            disabled={!editable}
          />
          <MultiSelect
            label={t('classPage.details.courses')}
            description={t('classPage.details.coursesHelp')}
            data={options}
            {...form.getInputProps('courses')}
            searchable
            nothingFoundMessage={t('classPage.details.noCourses')}
            disabled={!editable}
          />
          {courses.error !== null && <ErrorAlert error={courses.error} />}
          {editable && (
            <PasswordInput
              label={t('classPage.details.newPassword')}
              description={t('classPage.details.newPasswordHelp')}
              {...form.getInputProps('password')}
              autoComplete="new-password"
            />
          )}
          {save.error !== null && <ErrorAlert error={save.error} />}
          {editable && (
            <Group>
              <Button type="submit" loading={save.isPending} disabled={form.invalid}>
                {t('classPage.details.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('classPage.details.shareTitle')}
          </Title>
          <Text size="sm">{t('classes.create.codeHelp')}</Text>
          <ClassCodeShare code={cls.classId} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
