// The new-password modal (spec §4, §5): whenever the logged-in user must choose a new password (after a
// class-password login, a reset by their teacher, or a temporary password), nothing else is possible until
// they do. Then "Password Reset" and, after 500 ms, their learn home.
import {
  HOME_REDIRECT_DELAY_MS,
  NEW_PASSWORD_MESSAGE,
  NewPasswordFormSchema,
  PASSWORDS_DIFFER,
  requiredMessage,
  type User,
} from '@brickyard/core';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, request } from '../api/client.ts';
import { getSession, updateUser, useSession } from '../api/session.ts';
import { readableMessage } from '../ui/describe-error.ts';
import { useSchemaForm } from '../ui/use-schema-form.ts';

export function NewPasswordModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const form = useSchemaForm({
    initialValues: { newPassword: '', confirm: '' },
    schema: NewPasswordFormSchema,
    messages: {
      [requiredMessage('password')]: t('newPassword.required'),
      [NEW_PASSWORD_MESSAGE]: t('newPassword.tooShort'),
      [requiredMessage('confirmPassword')]: t('newPassword.confirmRequired'),
      [PASSWORDS_DIFFER]: t('newPassword.mismatch'),
    },
  });
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);
  const save = useMutation({
    mutationFn: (newPassword: string) =>
      request<User>('/api/users/me/reset', { method: 'PUT', body: { newPassword } }),
  });

  const handleSubmit = form.handleSubmit(({ newPassword }) =>
    save.mutate(newPassword, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('newPassword.done') });
        form.reset();
        updateUser(saved);
        // Only if the same person is still here: they may have logged out within the half second.
        redirect.current = window.setTimeout(() => {
          if (getSession().user?._id === saved._id) navigate('/learn');
        }, HOME_REDIRECT_DELAY_MS);
      },
    }),
  );

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
            {...form.getInputProps('newPassword')}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            data-autofocus
          />
          <PasswordInput
            label={t('newPassword.confirm')}
            required
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          />
          <Button type="submit" disabled={form.invalid} loading={save.isPending}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
