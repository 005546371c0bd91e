// Fields both signups ask for, laid out the same way: first and last name side by side; a password typed twice.
import { PasswordInput, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The props `useSignupForm().field` gives an input. */
type FieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  error: string | undefined;
};

export function NameFields({
  field,
  lastNameLabel,
}: {
  field: (name: 'first_name' | 'last_name') => FieldProps;
  lastNameLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('signup.firstName')}
        {...field('first_name')}
        autoComplete="given-name"
        required
        data-autofocus
      />
      <TextInput
        label={lastNameLabel}
        {...field('last_name')}
        autoComplete="family-name"
        maxLength={16}
        required
      />
    </>
  );
}

export function PasswordFields({
  field,
  autoFocus = false,
}: {
  field: (name: 'password' | 'passwordConfirm') => FieldProps;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('signup.password')}
        {...field('password')}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
      />
      <PasswordInput
        label={t('signup.passwordConfirm')}
        {...field('passwordConfirm')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
