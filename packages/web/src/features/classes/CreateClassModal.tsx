// "Create Class" in three stages (spec §2, §4; issue 22): the class's name, year and password; its pupils, who join
// with the invite link or whose accounts the teacher creates (with login cards to print); then its join code.
import { type Class, ClassCreateSchema, type YearGroup } from '@brickyard/core';
import { Button, Code, Group, Modal, PasswordInput, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateClass } from '../../api/classes.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { AddPupils } from './AddPupils.tsx';
import { ClassCodeShare, inviteLink } from './ClassCodeShare.tsx';
import { classFormMessages } from './class-form.ts';
import { YearGroupSelect } from './YearGroupSelect.tsx';

const STAGES = 3;
const FormSchema = ClassCreateSchema.pick({ name: true, password: true });

export function CreateClassModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClass();
  const form = useSchemaForm({
    initialValues: { name: '', year: '' as YearGroup | '', password: '' },
    schema: FormSchema,
    // The schema is strict: it reads only its own fields (the year is chosen from a list).
    toSchema: ({ name, password }) => ({ name, password }),
    messages: classFormMessages(t),
  });
  const [created, setCreated] = useState<Class | null>(null);
  const [pupilsDone, setPupilsDone] = useState(false);
  const stage = created ? (pupilsDone ? 3 : 2) : 1;

  const handleClose = () => {
    form.reset();
    setCreated(null);
    setPupilsDone(false);
    create.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit(({ name, password, year }) =>
    create.mutate({ name: name.trim(), password, year: year || null }, { onSuccess: setCreated }),
  );

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={t('classes.create.title')}
      size={stage === 2 ? 'xl' : 'md'}
    >
      <Stack gap="md">
        <Progress
          value={(stage / STAGES) * 100}
          aria-label={t('classes.create.progress', { stage, stages: STAGES })}
        />
        {created && !pupilsDone ? (
          <Stack gap="sm">
            <Text fw={600}>{t('classes.create.pupilsTitle')}</Text>
            <Text size="sm">{t('classes.create.pupilsShare')}</Text>
            <Code block dir="ltr" style={{ wordBreak: 'break-all' }}>
              {inviteLink(created.classId)}
            </Code>
            <Text size="sm">{t('classes.create.pupilsCreate')}</Text>
            <AddPupils classId={created._id} classCode={created.classId} />
            <Group justify="flex-end">
              <Button onClick={() => setPupilsDone(true)}>{t('classes.create.continue')}</Button>
            </Group>
          </Stack>
        ) : created ? (
          <Stack gap="sm">
            <Text>{t('classes.create.createdText', { name: created.name })}</Text>
            <ClassCodeShare code={created.classId} />
            <Text c="dimmed" size="sm">
              {t('classes.create.codeHelp')}
            </Text>
            <Group justify="flex-end">
              <Button onClick={handleClose}>{t('classes.create.finish')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              {create.error && <ErrorAlert error={create.error} />}
              <TextInput
                label={t('classes.create.name')}
                required
                {...form.getInputProps('name')}
                data-autofocus
              />
              <YearGroupSelect
                value={form.values.year}
                onChange={(year) => form.setFieldValue('year', year)}
              />
              <PasswordInput
                label={t('classes.create.password')}
                description={t('classes.create.passwordHelp')}
                required
                {...form.getInputProps('password')}
                visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              />
              <Group justify="space-between">
                <Button variant="default" onClick={handleClose}>
                  {t('classes.create.quit')}
                </Button>
                <Button type="submit" loading={create.isPending} disabled={form.invalid}>
                  {t('classes.create.continue')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
