// The username and password form shared by the login page, the navbar popover and the session-expired modal.
import type { LoginBody } from '@brickyard/core';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';

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
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState(initialPassword);
  const [touched, setTouched] = useState(false);
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

  const usernameError = touched && !username.trim() ? t('login.usernameRequired') : undefined;
  const passwordError = touched && !password ? t('login.passwordRequired') : undefined;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit({ username: username.trim().toLowerCase(), password });
    } catch (caught) {
      setError(caught);
      // A wrong password is retyped from scratch; the empty field is not a mistake to flag yet.
      setPassword('');
      setTouched(false);
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
  };

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
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={usernameError}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          ref={passwordRef}
          data-autofocus={(autoFocus && firstFocus === 'password') || undefined}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
