// The new-password modal (spec §4, §5): whenever the logged-in user must choose a new password (after a
// class-password login, a reset by their teacher, or a temporary password), nothing else is possible until
// they do. Then "Password Reset" and, after 500 ms, their learn home.
import { HOME_REDIRECT_DELAY_MS, PASSWORD_MIN, type User } from '@brickyard/core';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, request } from '../api/client.ts';
import { getSession, updateUser, useSession } from '../api/session.ts';
import { readableMessage } from '../ui/describe-error.ts';

export function NewPasswordModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);
  const save = useMutation({
    mutationFn: (newPassword: string) =>
      request<User>('/api/users/me/reset', { method: 'PUT', body: { newPassword } }),
  });

  const passwordError = !password
    ? t('newPassword.required')
    : password.length < PASSWORD_MIN
      ? t('newPassword.tooShort')
      : undefined;
  const confirmError = !confirm
    ? t('newPassword.confirmRequired')
    : confirm !== password
      ? t('newPassword.mismatch')
      : undefined;
  const invalid = !!passwordError || !!confirmError;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return;
    save.mutate(password, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('newPassword.done') });
        setPassword('');
        setConfirm('');
        setTouched({ password: false, confirm: false });
        updateUser(saved);
        // Only if the same person is still here: they may have logged out within the half second.
        redirect.current = window.setTimeout(() => {
          if (getSession().user?._id === saved._id) navigate('/learn');
        }, HOME_REDIRECT_DELAY_MS);
      },
    });
  };

  const serverError =
    save.error instanceof ApiError && save.error.body?.message
      ? readableMessage(t, save.error.body.message)
      : save.error
        ? t('newPassword.failed')
        : null;

  return (
    <Modal
      opened={!!user?.resetPassword}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('newPassword.title')}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text>{t('newPassword.text')}</Text>
          {serverError && (
            <Text c="red.8" role="alert">
              {serverError}
            </Text>
          )}
          <PasswordInput
            label={t('newPassword.password')}
            required
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            onBlur={() => setTouched((s) => ({ ...s, password: true }))}
            error={touched.password && passwordError}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            data-autofocus
          />
          <PasswordInput
            label={t('newPassword.confirm')}
            required
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
            error={touched.confirm && confirmError}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
          <Button type="submit" disabled={invalid} loading={save.isPending}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
