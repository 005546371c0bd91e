// An admin sets someone's password (users table, user editor): `PUT /api/users/{id}/reset`. Their other
// sessions end, so they log in with the new one; "Password Reset" when done.
import {
  fullName,
  NEW_PASSWORD_MESSAGE,
  ResetPasswordBodySchema,
  requiredMessage,
  type User,
} from '@brickyard/core';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

export function SetPasswordModal({
  user,
  onClose,
  onDone,
}: {
  user: User | null;
  onClose: () => void;
  /** After the password was saved (the user editor logs one out after changing one's own). */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  // An empty password is "too short" here, as the modal always said.
  const form = useSchemaForm({
    initialValues: { newPassword: '' },
    schema: ResetPasswordBodySchema,
    messages: {
      [requiredMessage('password')]: t('newPassword.tooShort'),
      [NEW_PASSWORD_MESSAGE]: t('newPassword.tooShort'),
    },
  });
  const save = useMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      request<User>(`/api/users/${encodeURIComponent(id)}/reset`, { method: 'PUT', body: { newPassword } }),
  });

  const handleClose = () => {
    form.reset();
    save.reset();
    onClose();
  };
  const handleSubmit = form.handleSubmit(({ newPassword }) => {
    if (!user) return;
    save.mutate(
      { id: user._id, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('newPassword.done') });
          handleClose();
          onDone?.();
        },
      },
    );
  });

  return (
    <Modal opened={user !== null} onClose={handleClose} title={t('users.setPassword.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text>{t('users.setPassword.text', { name: user ? fullName(user) : '' })}</Text>
          <PasswordInput
            label={t('users.setPassword.label')}
            {...form.getInputProps('newPassword')}
            autoComplete="new-password"
            data-autofocus
            required
          />
          {save.error !== null && <ErrorAlert error={save.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={form.invalid}>
              {t('users.setPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
