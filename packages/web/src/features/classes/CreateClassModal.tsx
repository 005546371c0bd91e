// "Create Class" in two stages (spec §2, §4): the class's name, year and password, then its join code.
import { type Class, PASSWORD_MIN, type YearGroup } from '@brickyard/core';
import { Button, Group, Modal, PasswordInput, Progress, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateClass } from '../../api/classes.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { ClassCodeShare } from './ClassCodeShare.tsx';
import { YearGroupSelect } from './YearGroupSelect.tsx';

const STAGES = 2;

export function CreateClassModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [year, setYear] = useState<YearGroup | ''>('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ name: false, password: false });
  const [created, setCreated] = useState<Class | null>(null);

  const nameError = name.trim() ? undefined : t('classes.create.nameRequired');
  const passwordError = !password
    ? t('classes.create.passwordRequired')
    : password.length < PASSWORD_MIN
      ? t('classes.create.passwordMin', { min: PASSWORD_MIN })
      : undefined;
  const invalid = !!nameError || !!passwordError;
  const stage = created ? 2 : 1;

  const handleClose = () => {
    setName('');
    setYear('');
    setPassword('');
    setTouched({ name: false, password: false });
    setCreated(null);
    create.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ name: true, password: true });
    if (invalid) return;
    create.mutate({ name: name.trim(), password, year: year || null }, { onSuccess: setCreated });
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('classes.create.title')} size="md">
      <Stack gap="md">
        <Progress
          value={(stage / STAGES) * 100}
          aria-label={t('classes.create.progress', { stage, stages: STAGES })}
        />
        {created ? (
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
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                onBlur={() => setTouched((s) => ({ ...s, name: true }))}
                error={touched.name && nameError}
                data-autofocus
              />
              <YearGroupSelect value={year} onChange={setYear} />
              <PasswordInput
                label={t('classes.create.password')}
                description={t('classes.create.passwordHelp')}
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                onBlur={() => setTouched((s) => ({ ...s, password: true }))}
                error={touched.password && passwordError}
                visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              />
              <Group justify="space-between">
                <Button variant="default" onClick={handleClose}>
                  {t('classes.create.quit')}
                </Button>
                <Button type="submit" loading={create.isPending} disabled={invalid}>
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
