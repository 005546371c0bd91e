// The student signup's stages, one component each, over the modal's one form (StudentSignupModal.tsx).
import { birthYears, GENDERS, normalizeClassCode } from '@brickyard/core';
import { Alert, Code, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../ui/use-schema-form.ts';
import { NameFields, PasswordFields } from './SignupFields.tsx';

export const STUDENT_EMPTY = {
  classCode: '',
  first_name: '',
  last_name: '',
  birthMonth: '',
  birthYear: '',
  gender: '',
  email: '',
  emailConfirm: '',
  password: '',
  passwordConfirm: '',
};
export type StudentValues = typeof STUDENT_EMPTY;
type Form = SchemaForm<StudentValues>;

export function CodeStage({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('signup.student.classCode')}
      description={t('signup.student.classCodeHelp')}
      {...form.getInputProps('classCode')}
      onChange={(event) => {
        // Read in any case and shown as the teacher's capitals; a problem shows as it is typed, so
        // Continue is never grey without a reason beside it.
        form.setFieldValue('classCode', normalizeClassCode(event.currentTarget.value));
        form.reveal('classCode');
      }}
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      maxLength={20}
      required
      data-autofocus
    />
  );
}

export function DetailsStage({ form }: { form: Form }) {
  const { t, i18n } = useTranslation();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [i18n.language]);
  const years = birthYears(new Date().getFullYear()).map(String);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NameFields inputProps={form.getInputProps} lastNameLabel={t('signup.lastName')} />
        {/* Selects and radios show their problem as soon as they are chosen. */}
        <NativeSelect
          label={t('signup.student.birthMonth')}
          data={[{ value: '', label: t('signup.choose') }, ...months]}
          {...form.getInputProps('birthMonth', { revealOnChange: true })}
          required
        />
        <NativeSelect
          label={t('signup.student.birthYear')}
          data={[{ value: '', label: t('signup.choose') }, ...years]}
          {...form.getInputProps('birthYear', { revealOnChange: true })}
          required
        />
      </SimpleGrid>
      <Radio.Group
        label={t('signup.student.gender')}
        value={form.values.gender}
        onChange={(gender) => {
          form.setFieldValue('gender', gender);
          form.reveal('gender');
        }}
        error={form.errorOf('gender')}
        required
      >
        <Group gap="lg" mt={6}>
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={t(`signup.student.genders.${gender}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

export function EmailStage({ form, parentEmail }: { form: Form; parentEmail: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{parentEmail ? t('signup.student.parentEmailHelp') : t('signup.student.ownEmailHelp')}</Text>
      <TextInput
        label={t('signup.email')}
        type="email"
        {...form.getInputProps('email')}
        autoComplete="email"
        data-autofocus
      />
      <TextInput
        label={t('signup.emailConfirm')}
        type="email"
        {...form.getInputProps('emailConfirm')}
        autoComplete="email"
      />
    </Stack>
  );
}

export function UsernameStage({ username, renewed }: { username: string; renewed: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {renewed && <Alert color="yellow">{t('signup.student.usernameRenewed')}</Alert>}
      <Text>{t('signup.student.usernameIntro')}</Text>
      <Code fz="xl" p="sm" ta="center" data-testid="generated-username" dir="ltr">
        {username}
      </Code>
      <Text size="sm" c="dimmed">
        {t('signup.student.usernameRemember')}
      </Text>
    </Stack>
  );
}

export function PasswordStage({ form, username }: { form: Form; username: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('signup.student.passwordIntro', { username })}</Text>
      <PasswordFields inputProps={form.getInputProps} autoFocus />
    </Stack>
  );
}

export function ThanksStage({ name, username }: { name: string; username: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t('signup.student.thanksText', { name })}</Text>
      <Text>
        {t('signup.student.thanksUsername')} <Code dir="ltr">{username}</Code>
      </Text>
    </Stack>
  );
}
