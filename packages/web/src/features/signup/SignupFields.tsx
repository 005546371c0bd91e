// Fields both signups ask for, laid out the same way: first and last name side by side; a password typed twice.
import { PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** A signup form's `getInputProps` (ui/use-schema-form.ts), for these fields. */
type InputProps<Name extends string> = (name: Name) => GetInputPropsReturnType;

export function NameFields({
  inputProps,
  lastNameLabel,
}: {
  inputProps: InputProps<'first_name' | 'last_name'>;
  lastNameLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('signup.firstName')}
        {...inputProps('first_name')}
        autoComplete="given-name"
        required
        data-autofocus
      />
      <TextInput
        label={lastNameLabel}
        {...inputProps('last_name')}
        autoComplete="family-name"
        maxLength={16}
        required
      />
    </>
  );
}

export function PasswordFields({
  inputProps,
  autoFocus = false,
}: {
  inputProps: InputProps<'password' | 'passwordConfirm'>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('signup.password')}
        {...inputProps('password')}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
      />
      <PasswordInput
        label={t('signup.passwordConfirm')}
        {...inputProps('passwordConfirm')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
