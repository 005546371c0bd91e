// The username and password form shared by the login page, the navbar popover and the session-expired modal.
// It is on the first page, which must not load zod: its two checks are plain ones, not core's schema.
import type { LoginBody } from '@brickyard/core';
import { requiredMessage } from '@brickyard/core/api/messages';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const USERNAME_REQUIRED = requiredMessage('username');
const PASSWORD_REQUIRED = requiredMessage('password');

interface LoginFormProps {
  onSubmit: (body: LoginBody) => Promise<unknown>;
  initialUsername?: string;
  /** Typed before the app took over the prerendered login page (app/shell.ts). */
  initialPassword?: string;
  autoFocus?: boolean;
  /** The field to focus, when not the first empty one. */
  focusField?: 'username' | 'password';
}

export function LoginForm({
  onSubmit,
  initialUsername = '',
  initialPassword = '',
  autoFocus = false,
  focusField,
}: LoginFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initialValues: { username: initialUsername, password: initialPassword },
    check: ({ username, password }) => ({
      ...(username.trim() ? {} : { username: USERNAME_REQUIRED }),
      ...(password ? {} : { password: PASSWORD_REQUIRED }),
    }),
    show: 'submit',
    messages: {
      [USERNAME_REQUIRED]: t('login.usernameRequired'),
      [PASSWORD_REQUIRED]: t('login.passwordRequired'),
    },
  });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Focus where typing starts: the password when the username is already known.
  const firstFocus = focusField ?? (initialUsername ? 'password' : 'username');
  useEffect(() => {
    if (!autoFocus) return;
    (firstFocus === 'password' ? passwordRef : usernameRef).current?.focus();
  }, [autoFocus, firstFocus]);

  const handleSubmit = form.handleSubmit(async ({ username, password }) => {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit({ username: username.trim().toLowerCase(), password });
    } catch (caught) {
      setError(caught);
      // A wrong password is retyped from scratch; the empty field is not a mistake to flag yet.
      form.setFieldValue('password', '');
      form.hide();
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error !== null && <ErrorAlert error={error} />}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          ref={usernameRef}
          data-autofocus={(autoFocus && firstFocus === 'username') || undefined}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          ref={passwordRef}
          data-autofocus={(autoFocus && firstFocus === 'password') || undefined}
          {...form.getInputProps('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
