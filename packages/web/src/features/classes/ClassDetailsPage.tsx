// /class/:classId/details: the class's name, year group, password and attached courses (only published
// ones), saved with "Class Saved"; the code and an invite link to share. Instructors see it read-only.
import { type Class, canManageClass, PASSWORD_MIN, type YearGroup } from '@brickyard/core';
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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useClass, useUpdateClass } from '../../api/classes.ts';
import { usePublishedCourses } from '../../api/courses.ts';
import { useUser } from '../../api/session.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ClassCodeShare } from './ClassCodeShare.tsx';
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
  const [name, setName] = useState(cls.name);
  const [year, setYear] = useState<YearGroup | ''>(cls.year ?? '');
  const [password, setPassword] = useState('');
  const [chosen, setChosen] = useState<string[]>(cls.courses);

  const nameError = name.trim() ? undefined : t('classes.create.nameRequired');
  const passwordError =
    password && password.length < PASSWORD_MIN
      ? t('classes.create.passwordMin', { min: PASSWORD_MIN })
      : undefined;
  const offered = courses.data?.items ?? [];
  // A course attached earlier and no longer offered (archived since) stays listed, so it can be removed.
  const options = [
    ...offered.map((course) => ({ value: course._id, label: course.title })),
    ...chosen
      .filter((id) => !offered.some((course) => course._id === id))
      .map((id) => ({
        value: id,
        label: courses.data ? t('classPage.details.unavailableCourse') : t('classPage.loading'),
      })),
  ];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (nameError || passwordError) return;
    save.mutate(
      {
        id: cls._id,
        body: { name: name.trim(), year: year || null, courses: chosen, ...(password ? { password } : {}) },
      },
      {
        onSuccess: () => {
          setPassword('');
          notifications.show({ color: 'green', message: t('classPage.details.saved') });
        },
      },
    );
  };

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
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            readOnly={!editable}
            required
          />
          <YearGroupSelect value={year} onChange={setYear} disabled={!editable} />
          <MultiSelect
            label={t('classPage.details.courses')}
            description={t('classPage.details.coursesHelp')}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            nothingFoundMessage={t('classPage.details.noCourses')}
            disabled={!editable}
          />
          {courses.error !== null && <ErrorAlert error={courses.error} />}
          {editable && (
            <PasswordInput
              label={t('classPage.details.newPassword')}
              description={t('classPage.details.newPasswordHelp')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
              autoComplete="new-password"
            />
          )}
          {save.error !== null && <ErrorAlert error={save.error} />}
          {editable && (
            <Group>
              <Button type="submit" loading={save.isPending} disabled={!!nameError || !!passwordError}>
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
